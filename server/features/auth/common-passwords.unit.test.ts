import { expect, it } from 'vitest';
import { englishMessage } from '../../platform/errors.ts';
import { weakPasswordReason } from './common-passwords.ts';

/** The reason is a message key; parents read it in their language (English here). */
const reason = (password: string, email?: string) => {
  const key = weakPasswordReason(password, email);
  return key && englishMessage(key);
};

it('refuses passwords from breach lists and trivial patterns', () => {
  expect(reason('Password123')).toMatch(/too common/);
  expect(reason('aaaaaaaaaa')).toMatch(/too easy/);
  expect(reason('12345678')).toMatch(/too common/);
  expect(reason('abcdefghij')).toMatch(/too easy/);
  expect(reason('mia.mueller2020', 'mia.mueller@example.com')).toMatch(/e-?mail/);
});

it('accepts ordinary good passwords and passphrases', () => {
  expect(weakPasswordReason('purple giraffe draws')).toBeNull();
  expect(weakPasswordReason('K3ks-und-Kakao')).toBeNull();
});
