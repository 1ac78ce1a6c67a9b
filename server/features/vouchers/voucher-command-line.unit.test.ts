import { describe, expect, it } from 'vitest';
import { validateNewVoucher } from './create-voucher.ts';
import { parseVoucherCommandLine } from './voucher-command-line.ts';

/** What scripts/voucher-create.ts checks before it opens a database (its exit code 2 is tested by spawning it). */
const read = (args: string[]) => validateNewVoucher(parseVoucherCommandLine(args), new Date('2026-12-01T00:00:00Z'));

describe('the voucher:create command line', () => {
  it('reads a code with its options, uppercased, expiring at 00:00 UTC on the day given', () => {
    expect(read(['beta2027', '--max-uses', '5', '--expires', '2099-01-01', '--description', ' Beta testers '])).toEqual({
      code: 'BETA2027',
      maxUses: 5,
      expiresAt: new Date('2099-01-01T00:00:00Z'),
      description: 'Beta testers',
      createdBy: null,
    });
    expect(read(['ONCEONLY'])).toMatchObject({ maxUses: 1, expiresAt: null, description: null });
  });

  it.each([
    [[], 'exactly one voucher code'],
    [['ONE', 'TWO'], 'exactly one voucher code'],
    [['AB'], '4 to 32 letters'],
    [['SPACE CODE'], '4 to 32 letters'],
    [['GOODCODE', '--max-uses', '0'], 'at least 1'],
    [['GOODCODE', '--max-uses', 'many'], 'at least 1'],
    [['GOODCODE', '--max-uses', '2.5'], 'at least 1'],
    [['GOODCODE', '--expires', '2020-01-01'], 'in the future'],
    [['GOODCODE', '--expires', '2099-02-30'], 'a date such as 2027-01-01'],
    [['GOODCODE', '--expires', 'soon'], 'a date such as 2027-01-01'],
    [['GOODCODE', '--colour', 'red'], "Unknown option '--colour'"],
  ])('refuses %j: "%s"', (args, message) => {
    expect(() => read(args)).toThrow(message);
  });
});
