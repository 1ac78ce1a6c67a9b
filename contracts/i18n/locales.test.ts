import { describe, expect, it } from 'vitest';
import { localeFromCookieHeader, matchLocale } from './locales';

describe('which language a visitor gets (issue 37)', () => {
  it('takes the first of the browser languages Kritzel speaks, by quality', () => {
    expect(matchLocale('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(matchLocale('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(matchLocale('en;q=0.5,es-MX;q=0.9')).toBe('es');
    expect(matchLocale('de;q=0,en')).toBe('en');
    expect(matchLocale(['pt-BR', 'es-419'])).toBe('es');
  });

  it('falls back to English for nothing or nothing spoken', () => {
    expect(matchLocale(undefined)).toBe('en');
    expect(matchLocale('')).toBe('en');
    expect(matchLocale('fr, it')).toBe('en');
  });

  it('reads the choice from the cookie, ignoring languages it does not speak', () => {
    expect(localeFromCookieHeader('a=1; kritzel_lang=es; b=2')).toBe('es');
    expect(localeFromCookieHeader('kritzel_lang=fr')).toBeNull();
    expect(localeFromCookieHeader('kritzel_lang=en-XA')).toBe('en-XA');
    expect(localeFromCookieHeader(undefined)).toBeNull();
  });
});
