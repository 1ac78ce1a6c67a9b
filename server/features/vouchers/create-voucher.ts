import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { voucherRepository, type VoucherRow } from './repository.ts';
import { normaliseVoucherCode, VOUCHER_CODE_PATTERN } from './voucher-code.ts';

export type NewVoucherInput = {
  code: string;
  maxUses: number;
  expiresAt: Date | null;
  description?: string | null;
  createdBy?: string | null;
};

export type CreateVoucherOptions = NewVoucherInput & { db: DbOrTx; now?: Date };

/** Checks a new voucher before anything is written; throws AppError with a message for a person. */
export function validateNewVoucher(input: NewVoucherInput, now: Date = new Date()): NewVoucherInput {
  const code = normaliseVoucherCode(input.code);
  if (!VOUCHER_CODE_PATTERN.test(code)) throw new AppError('VALIDATION_FAILED', 'A voucher code has 4 to 32 letters (A–Z) and digits (0–9)');
  if (!Number.isInteger(input.maxUses) || input.maxUses < 1) throw new AppError('VALIDATION_FAILED', 'Maximum uses must be a whole number of at least 1');
  if (input.expiresAt && (Number.isNaN(input.expiresAt.getTime()) || input.expiresAt <= now)) {
    throw new AppError('VALIDATION_FAILED', 'The expiry date must be a valid date in the future');
  }
  return { ...input, code, description: input.description?.trim() || null, createdBy: input.createdBy ?? null };
}

/** Creates a voucher code (the CLI now, the admin screens later). A taken code is a 409. */
export async function createVoucher({ db, now, ...input }: CreateVoucherOptions): Promise<VoucherRow> {
  const voucher = validateNewVoucher(input, now);
  const row = await voucherRepository.insert(db, voucher);
  if (!row) throw new AppError('CONFLICT', `A voucher with the code ${voucher.code} already exists`);
  return row;
}
