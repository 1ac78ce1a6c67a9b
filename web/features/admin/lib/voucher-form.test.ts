import { describe, expect, it } from 'vitest';
import { emptyVoucherForm, normaliseVoucherCode, toCreateVoucherRequest, VoucherFields } from './voucher-form';

const MAX_USES_MESSAGE = 'Maximum uses must be a whole number of at least 1';

/** Each refused field's first message, as the dialog shows them. */
function refused(fields: VoucherFields) {
  const parsed = VoucherFields.safeParse(fields);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.reverse().map((issue) => [issue.path[0], issue.message]));
}

const request = (fields: VoucherFields) => toCreateVoucherRequest(VoucherFields.parse(fields));

describe('voucher form', () => {
  it('starts with one use and nothing else', () => {
    expect(emptyVoucherForm()).toEqual({ code: '', description: '', maxUses: '1', expiresAt: '' });
  });

  it('upper-cases codes', () => {
    expect(normaliseVoucherCode('spring25')).toBe('SPRING25');
  });

  it('requires a code and a whole number of uses of at least 1', () => {
    expect(refused({ ...emptyVoucherForm(), code: '  ', maxUses: '0' })).toEqual({ code: 'Voucher code is required', maxUses: MAX_USES_MESSAGE });
    expect(refused({ ...emptyVoucherForm(), code: 'A', maxUses: '1.5' })).toEqual({ maxUses: MAX_USES_MESSAGE });
    expect(refused({ ...emptyVoucherForm(), code: 'A', maxUses: '' })).toEqual({ maxUses: MAX_USES_MESSAGE });
  });

  it('sends the four fields, blanks as null', () => {
    expect(request({ code: ' spring ', description: '', maxUses: '3', expiresAt: '' })).toEqual({
      code: 'SPRING',
      description: null,
      expiresAt: null,
      maxUses: 3,
    });
    expect(request({ code: 'X', description: ' Fair ', maxUses: '1', expiresAt: '2030-01-31' })).toEqual({
      code: 'X',
      description: 'Fair',
      expiresAt: '2030-01-31',
      maxUses: 1,
    });
  });
});
