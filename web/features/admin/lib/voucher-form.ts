import { z } from 'zod';
import { CreateVoucherRequest, DEFAULT_VOUCHER_MAX_USES } from '../../../../contracts/admin';

/**
 * The Create Voucher dialog's fields, checked by the request's own schema: the number field
 * gives text, read as a number (empty is 0, so "at least 1" says what to fix); a bare
 * yyyy-mm-dd from <input type="date"> or empty for the expiry.
 */
export const VoucherFields = CreateVoucherRequest.extend({
  description: z.string().pipe(CreateVoucherRequest.shape.description.unwrap().unwrap()),
  expiresAt: z.string(),
  maxUses: z.string().trim().transform(Number).pipe(CreateVoucherRequest.shape.maxUses.unwrap()),
});
export type VoucherFields = z.input<typeof VoucherFields>;

export const emptyVoucherForm = (): VoucherFields => ({ code: '', description: '', maxUses: String(DEFAULT_VOUCHER_MAX_USES), expiresAt: '' });

/** Codes are upper-cased as they are typed (spec 001 §5), so what the admin sees is what parents type. */
export const normaliseVoucherCode = (input: string) => input.toUpperCase();

/** The POST body from the checked fields: code, description, expiresAt, maxUses (spec 001 §7), blanks as null. */
export function toCreateVoucherRequest({ code, description, expiresAt, maxUses }: z.output<typeof VoucherFields>): CreateVoucherRequest {
  return { code: normaliseVoucherCode(code), description: description || null, expiresAt: expiresAt || null, maxUses };
}
