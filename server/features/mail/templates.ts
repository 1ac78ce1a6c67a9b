import { BRAND } from '../../../contracts/brand.ts';
import type { MessageKey } from '../../../contracts/i18n/keys.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';
import { translator } from '../../i18n/index.ts';

export type EmailTemplate = 'welcome' | 'sign-up-attempt' | 'verify-email' | 'reset-password' | 'administrator-link' | 'password-changed';

type Recipient = { name: string; firstName: string | null };
export type EmailText = { subject: string; text: string };

/** A line of an e-mail: a message key with its values, or a blank line (''). */
type Line = MessageKey | '' | [MessageKey, Record<string, string>];

/** Every e-mail's frame in the reader's language: the greeting, the body, the team's sign-off. */
export function letter(t: Translator, user: Recipient, body: readonly string[]): string {
  return [t('email.hello', { name: user.firstName || user.name }), '', ...body, '', t('email.signOff', { brand: BRAND.name })].join('\n');
}

const write = (t: Translator, lines: readonly Line[]) =>
  lines.map((line) => (line === '' ? '' : typeof line === 'string' ? t(line, { brand: BRAND.name }) : t(line[0], { brand: BRAND.name, ...line[1] })));

/**
 * Plain-text e-mails in Kritzel's voice: warm, short, no tracking, in the account's language
 * (`t`; English by default). `link` is the confirmation or reset link.
 */
export function renderEmail(
  template: EmailTemplate,
  user: Recipient,
  publicUrl: string,
  link: string | null = null,
  t: Translator = translator('en'),
): EmailText {
  const brand = { brand: BRAND.name };
  const mail = (subject: MessageKey, ...body: Line[]): EmailText => ({ subject: t(subject, brand), text: letter(t, user, write(t, body)) });
  const forgot = `${publicUrl}/forgot-password`;
  if (template === 'welcome') {
    const confirm: Line[] = link ? ['', ['email.confirmAddress', { link }], 'email.confirmThreeDays'] : [];
    return mail('email.welcome.subject', 'email.welcome.thanks', ...confirm, '', ['email.welcome.dashboard', { link: `${publicUrl}/dashboard` }]);
  }
  if (template === 'verify-email') {
    return mail('email.verify.subject', ['email.confirmAddress', { link: link ?? `${publicUrl}/account` }], 'email.confirmThreeDays', '', 'email.ignore');
  }
  if (template === 'reset-password') {
    return mail('email.reset.subject', ['email.reset.asked', { link: link ?? forgot }], 'email.reset.once', '', 'email.reset.notYou');
  }
  if (template === 'administrator-link') {
    return mail(
      'email.admin.subject',
      ['email.admin.listed', { link: link ?? forgot }],
      'email.admin.once',
      ['email.admin.expired', { link: forgot }],
      '',
      'email.admin.notExpected',
    );
  }
  if (template === 'password-changed') {
    return mail(
      'email.passwordChanged.subject',
      'email.passwordChanged.changed',
      '',
      ['email.passwordChanged.notYou', { link: forgot }],
      'email.passwordChanged.signsOut',
      ['email.passwordChanged.writeToUs', { link: `${publicUrl}/contact` }],
    );
  }
  return mail(
    'email.signUpAttempt.subject',
    'email.signUpAttempt.tried',
    '',
    ['email.signUpAttempt.signIn', { link: `${publicUrl}/sign-in` }],
    ['email.signUpAttempt.forgot', { link: forgot }],
    'email.signUpAttempt.notYou',
  );
}

/** What the operator needs to answer a contact message; the reply goes to `email`. */
export type ContactNotice = {
  name: string;
  email: string;
  category: string;
  subject: string | null;
  source: string | null;
  message: string;
};

/** The operator's copy of a contact message (to SUPPORT_EMAIL). */
export function renderContactNotification(notice: ContactNotice, publicUrl: string): { subject: string; text: string } {
  // A header is one line: whatever the sender typed, the subject never breaks into the next header.
  const topic = notice.subject?.replace(/\s+/g, ' ').trim() || 'No subject';
  return {
    subject: `[${BRAND.name} contact · ${notice.category}] ${topic}`,
    text: [
      `A new message came in through ${publicUrl}.`,
      '',
      `From: ${notice.name} <${notice.email}>`,
      `Category: ${notice.category}`,
      `Subject: ${topic}`,
      `Sent from: ${notice.source ?? 'contact page'}`,
      '',
      notice.message,
      '',
      'Reply to the sender directly; the parent was promised an answer within 24 hours.',
    ].join('\n'),
  };
}
