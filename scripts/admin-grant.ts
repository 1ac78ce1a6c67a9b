import { runCommand, withDatabase } from './run-command.ts';
import { grantAdmin } from '../server/features/users/grant-admin.ts';
import { ADMIN_GRANT_USAGE, parseAdminGrantCommandLine } from '../server/features/users/admin-grant-command-line.ts';

/**
 * npm run admin:grant -- <email>
 * Makes an existing account an administrator. On PGlite it needs a DATA_DIR no server
 * holds (the lock refuses otherwise); against DATABASE_URL it works at any time.
 */
async function main(): Promise<number> {
  let email: string;
  try {
    email = parseAdminGrantCommandLine(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    process.stderr.write(`${error.message}\n${ADMIN_GRANT_USAGE}`);
    return 2;
  }
  const granted = await withDatabase((db) => grantAdmin({ db, email }));
  if (!granted) {
    process.stderr.write(`No account with e-mail ${email}.\n`);
    return 2;
  }
  process.stdout.write(`${email} is now an administrator.\n`);
  return 0;
}

runCommand('admin:grant', main);
