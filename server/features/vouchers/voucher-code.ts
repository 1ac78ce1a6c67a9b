/** Voucher codes are compared trimmed and uppercased (spec 000 §3). */
export function normaliseVoucherCode(code: string | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/** What a new code may look like: letters and digits, 4–32 of them. */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9]{4,32}$/;
