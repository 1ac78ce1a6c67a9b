import { ADMIN_MESSAGES, DEFAULT_VOUCHER_MAX_USES, type CreateVoucherRequest } from '../../../../contracts/admin';

/** The Create Voucher dialog's fields, as typed. */
export interface VoucherFormValues {
  code: string;
  description: string;
  maxUses: string;
  /** yyyy-mm-dd from <input type="date">, or empty. */
  expiresAt: string;
}

export type VoucherFormErrors = Partial<Record<'code' | 'maxUses', string>>;

export const emptyVoucherForm = (): VoucherFormValues => ({ code: '', description: '', maxUses: String(DEFAULT_VOUCHER_MAX_USES), expiresAt: '' });

export const MAX_USES_MESSAGE = 'Maximum uses must be a whole number of at least 1';

/** Codes are upper-cased as they are typed (spec 001 §5), so what the admin sees is what parents type. */
export const normaliseVoucherCode = (input: string) => input.toUpperCase();

/** Checks the form and builds the POST body: code, description, expiresAt, maxUses (spec 001 §7). */
export function toCreateVoucherRequest(values: VoucherFormValues): { request: CreateVoucherRequest } | { errors: VoucherFormErrors } {
  const errors: VoucherFormErrors = {};
  const code = normaliseVoucherCode(values.code.trim());
  if (!code) errors.code = ADMIN_MESSAGES.voucherCodeRequired;
  const maxUses = Number(values.maxUses);
  if (values.maxUses.trim() === '' || !Number.isInteger(maxUses) || maxUses < 1) errors.maxUses = MAX_USES_MESSAGE;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    request: {
      code,
      description: values.description.trim() || null,
      expiresAt: values.expiresAt || null,
      maxUses,
    },
  };
}
