import { expect, it } from 'vitest';
import { weakPasswordReason } from './common-passwords.ts';

it('refuses passwords from breach lists and trivial patterns', () => {
  expect(weakPasswordReason('Password123')).toMatch(/too common/);
  expect(weakPasswordReason('aaaaaaaaaa')).toMatch(/too easy/);
  expect(weakPasswordReason('12345678')).toMatch(/too common/);
  expect(weakPasswordReason('abcdefghij')).toMatch(/too easy/);
  expect(weakPasswordReason('mia.mueller2020', 'mia.mueller@example.com')).toMatch(/e-?mail/);
});

it('accepts ordinary good passwords and passphrases', () => {
  expect(weakPasswordReason('purple giraffe draws')).toBeNull();
  expect(weakPasswordReason('K3ks-und-Kakao')).toBeNull();
});
