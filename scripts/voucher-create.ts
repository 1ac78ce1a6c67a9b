import { runCommand, withDatabase } from './run-command.ts';
import { createVoucher, validateNewVoucher, type NewVoucherInput } from '../server/features/vouchers/create-voucher.ts';
import { parseVoucherCommandLine, VOUCHER_CREATE_USAGE } from '../server/features/vouchers/voucher-command-line.ts';
import { AppError } from '../server/platform/errors.ts';

/**
 * npm run voucher:create -- CODE --max-uses 5 --expires 2027-01-01 --description "Beta testers"
 * Creates a voucher code (A–Z, 0–9, 4–32 characters; stored uppercased); the options are read in
 * voucher-command-line.ts. Like admin:grant, on PGlite it needs a DATA_DIR no server holds;
 * DATABASE_URL works any time.
 */
async function main(): Promise<number> {
  let input: NewVoucherInput;
  try {
    input = validateNewVoucher(parseVoucherCommandLine(process.argv.slice(2)));
  } catch (error) {
    if (!(error instanceof AppError || error instanceof TypeError)) throw error;
    process.stderr.write(`${error.message}\n${VOUCHER_CREATE_USAGE}`);
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

runCommand('voucher:create', main);
