import { describe, expect, it } from 'vitest';
import { parseAdminGrantCommandLine } from './admin-grant-command-line.ts';

/** What scripts/admin-grant.ts checks before it opens a database (its exit code 2 is tested by spawning it). */
describe('the admin:grant command line', () => {
  it('reads one e-mail address, trimmed, as given', () => {
    expect(parseAdminGrantCommandLine([' Pat@Example.com '])).toBe('Pat@Example.com');
  });

  it.each([[[]], [['']], [['   ']], [['pat@example.com', 'sam@example.com']]])('refuses %j: exactly one address', (args) => {
    expect(() => parseAdminGrantCommandLine(args)).toThrow(new TypeError('Please give exactly one e-mail address.'));
  });
});
