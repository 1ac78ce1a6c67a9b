import { describe, expect, it } from 'vitest';
import { emptyVoucherForm, MAX_USES_MESSAGE, normaliseVoucherCode, toCreateVoucherRequest } from './voucher-form';

describe('voucher form', () => {
  it('starts with one use and nothing else', () => {
    expect(emptyVoucherForm()).toEqual({ code: '', description: '', maxUses: '1', expiresAt: '' });
  });

  it('upper-cases codes', () => {
    expect(normaliseVoucherCode('spring25')).toBe('SPRING25');
  });

  it('requires a code and a whole number of uses of at least 1', () => {
    expect(toCreateVoucherRequest({ ...emptyVoucherForm(), code: '  ', maxUses: '0' })).toEqual({
      errors: { code: 'Voucher code is required', maxUses: MAX_USES_MESSAGE },
    });
    expect(toCreateVoucherRequest({ ...emptyVoucherForm(), code: 'A', maxUses: '1.5' })).toEqual({ errors: { maxUses: MAX_USES_MESSAGE } });
    expect(toCreateVoucherRequest({ ...emptyVoucherForm(), code: 'A', maxUses: '' })).toEqual({ errors: { maxUses: MAX_USES_MESSAGE } });
  });

  it('sends the four fields, blanks as null', () => {
    expect(toCreateVoucherRequest({ code: ' spring ', description: '', maxUses: '3', expiresAt: '' })).toEqual({
      request: { code: 'SPRING', description: null, expiresAt: null, maxUses: 3 },
    });
    expect(toCreateVoucherRequest({ code: 'X', description: ' Fair ', maxUses: '1', expiresAt: '2030-01-31' })).toEqual({
      request: { code: 'X', description: 'Fair', expiresAt: '2030-01-31', maxUses: 1 },
    });
  });
});
