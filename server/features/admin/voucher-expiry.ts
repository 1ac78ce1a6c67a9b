import { AppError } from '../../platform/errors.ts';

export const EXPIRY_INVALID = 'The expiry date must be a valid date in the future';

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * The Create Voucher dialog's date input sends a bare date; a voucher "expiring on" a day
 * should still work on that day, so it lasts to the end of it (UTC). A date-time is taken as
 * given. Anything else, or an impossible date such as 2027-02-31, is refused.
 */
export function parseVoucherExpiry(input: string | null | undefined): Date | null {
  const text = input?.trim();
  if (!text) return null;
  if (BARE_DATE.test(text)) {
    const date = new Date(`${text}T23:59:59.999Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) throw new AppError('VALIDATION_FAILED', EXPIRY_INVALID);
    return date;
  }
  if (!DATE_TIME.test(text)) throw new AppError('VALIDATION_FAILED', EXPIRY_INVALID);
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new AppError('VALIDATION_FAILED', EXPIRY_INVALID);
  return date;
}
