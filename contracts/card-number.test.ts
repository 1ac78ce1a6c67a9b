import { expect, it } from 'vitest';
import { passesLuhn } from './card-number.ts';

it('knows the Stripe test cards pass Luhn', () => {
  for (const n of ['4242424242424242', '4000000000000002', '4000002500003155', '378282246310005']) expect(passesLuhn(n)).toBe(true);
  expect(passesLuhn('4242424242424241')).toBe(false);
});

it('refuses an empty number', () => {
  expect(passesLuhn('')).toBe(false);
});
