import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/index.ts';
import { renderEmail } from './templates.ts';

const parent = { name: 'Anna Beispiel', firstName: 'Anna' };
const site = 'https://kritzel.test';
const link = `${site}/reset-password?token=abc`;

describe('the account’s e-mails', () => {
  it('read in English as they always have', () => {
    const { subject, text } = renderEmail('reset-password', parent, site, link);
    expect(subject).toBe('Reset your Kritzel password');
    expect(text).toBe(
      [
        'Hello Anna,',
        '',
        `Somebody asked to reset the password of your Kritzel account. To choose a new one, open: ${link}`,
        'The link works for one hour and only once. Choosing a new password signs you out on every device.',
        '',
        'If it was not you, you can ignore this message: your password stays as it is.',
        '',
        '— The Kritzel team',
      ].join('\n'),
    );
    const welcome = renderEmail('welcome', { name: 'Sam Doe', firstName: null }, site, `${site}/verify?token=x`);
    expect(welcome.subject).toBe('Welcome to Kritzel');
    expect(welcome.text).toContain(
      "Hello Sam Doe,\n\nThank you for joining Kritzel. Every child starts with a scribble, and we are glad to follow your child's drawings",
    );
    expect(welcome.text).toContain(`Please confirm that this e-mail address is yours: ${site}/verify?token=x\nThe link works for three days.`);
    expect(welcome.text).toContain(`Whenever you are ready, start from your dashboard: ${site}/dashboard`);
  });

  it('come in German or Spanish for an account that speaks it (issue 37)', () => {
    const reset = renderEmail('reset-password', parent, site, link, translator('de'));
    expect(reset.subject).toBe('Ihr Kritzel-Passwort zurücksetzen');
    expect(reset.text).toMatch(/^Hallo Anna,\n\nJemand hat darum gebeten, das Passwort Ihres Kritzel-Kontos zurückzusetzen/);
    expect(reset.text).toContain(link);
    expect(reset.text).toMatch(/— Ihr Kritzel-Team$/);
    const changed = renderEmail('password-changed', parent, site, null, translator('de'));
    expect(changed.subject).toBe('Ihr Kritzel-Passwort wurde geändert');
    expect(changed.text).toContain(`wählen Sie jetzt ein neues Passwort: ${site}/forgot-password`);
    const verify = renderEmail('verify-email', parent, site, `${site}/verify?token=x`, translator('es'));
    expect(verify.subject).toBe('Confirma tu dirección de correo para Kritzel');
    expect(verify.text).toMatch(/^Hola, Anna:\n\nConfirma que esta dirección de correo es tuya: https:\/\/kritzel\.test\/verify\?token=x/);
    expect(verify.text).toMatch(/— El equipo de Kritzel$/);
  });
});
