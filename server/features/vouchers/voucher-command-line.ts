import { parseArgs } from 'node:util';
import type { NewVoucherInput } from './create-voucher.ts';

export const VOUCHER_CREATE_USAGE = 'Usage: npm run voucher:create -- <CODE> [--max-uses <n>] [--expires <YYYY-MM-DD>] [--description "<text>"]\n';

/**
 * Reads `npm run voucher:create -- CODE --max-uses 5 --expires 2027-01-01 --description "…"`.
 * --max-uses defaults to 1; without --expires the voucher never expires; a date means 00:00 UTC
 * that day. parseArgs reports an unknown option as a TypeError; the checks here use the same type,
 * so the command has one kind of mistake to explain (scripts/voucher-create.ts).
 */
export function parseVoucherCommandLine(args: string[]): NewVoucherInput {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { 'max-uses': { type: 'string' }, expires: { type: 'string' }, description: { type: 'string' } },
  });
  if (positionals.length !== 1 || !positionals[0]) throw new TypeError('Please give exactly one voucher code.');
  const maxUses = values['max-uses'] ?? '1';
  if (!/^\d+$/.test(maxUses)) throw new TypeError('--max-uses must be a whole number of at least 1.');
  return { code: positionals[0], maxUses: Number(maxUses), expiresAt: values.expires ? parseExpiry(values.expires) : null, description: values.description };
}

function parseExpiry(text: string): Date {
  const date = new Date(text);
  // "2027-02-30" would roll over into March; a typo should be refused, not reinterpreted.
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  if (Number.isNaN(date.getTime()) || (dateOnly && date.toISOString().slice(0, 10) !== text) || !/^\d{4}-\d{2}-\d{2}/.test(text)) {
    throw new TypeError(`--expires must be a date such as 2027-01-01 (got "${text}").`);
  }
  return date;
}
