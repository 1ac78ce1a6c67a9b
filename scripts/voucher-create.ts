import { parseArgs } from 'node:util';
import { runCommand, withDatabase } from './run-command.ts';
import { createVoucher, validateNewVoucher, type NewVoucherInput } from '../server/features/vouchers/create-voucher.ts';
import { AppError } from '../server/platform/errors.ts';

const USAGE = 'Usage: npm run voucher:create -- <CODE> [--max-uses <n>] [--expires <YYYY-MM-DD>] [--description "<text>"]\n';

/**
 * npm run voucher:create -- CODE --max-uses 5 --expires 2027-01-01 --description "Beta testers"
 * Creates a voucher code (A–Z, 0–9, 4–32 characters; stored uppercased). --max-uses defaults
 * to 1; without --expires it never expires; a date means it expires at 00:00 UTC that day.
 * Like admin:grant, on PGlite it needs a DATA_DIR no server holds; DATABASE_URL works any time.
 */
async function main(): Promise<number> {
  let input: NewVoucherInput;
  try {
    input = validateNewVoucher(parseCommandLine(process.argv.slice(2)));
  } catch (error) {
    if (!(error instanceof AppError || error instanceof TypeError)) throw error;
    process.stderr.write(`${error.message}\n${USAGE}`);
    return 2;
  }
  try {
    const voucher = await withDatabase((db) => createVoucher({ db, ...input }));
    process.stdout.write(
      `Created voucher ${voucher.code}\n` +
        `  uses:        0 of ${voucher.maxUses}\n` +
        `  expires:     ${voucher.expiresAt ? voucher.expiresAt.toISOString() : 'never'}\n` +
        (voucher.description ? `  description: ${voucher.description}\n` : ''),
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') {
      process.stderr.write(`${error.message}.\n`);
      return 2;
    }
    throw error;
  }
}

/** parseArgs reports unknown options as a TypeError; the checks below use the same type. */
function parseCommandLine(args: string[]): NewVoucherInput {
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

runCommand('voucher:create', main);
