export const ADMIN_GRANT_USAGE = 'Usage: npm run admin:grant -- <email>\n';

/**
 * Reads `npm run admin:grant -- <email>`: exactly one address, trimmed. A mistake is a TypeError,
 * as in voucher:create's command line, and scripts/admin-grant.ts prints it above the usage.
 */
export function parseAdminGrantCommandLine(args: string[]): string {
  const email = args[0]?.trim();
  if (args.length !== 1 || !email) throw new TypeError('Please give exactly one e-mail address.');
  return email;
}
