import { runCommand } from './run-command.ts';
import { loadConfig } from '../server/config.ts';
import type { Database } from '../server/db/client.ts';
import { grantAdmin } from '../server/features/users/grant-admin.ts';
import { createLogger, openConfiguredDatabase } from '../server/runtime.ts';

/**
 * npm run admin:grant -- <email>
 * Makes an existing account an administrator. On PGlite it needs a DATA_DIR no server
 * holds (the lock refuses otherwise); against DATABASE_URL it works at any time.
 */
async function main(): Promise<number> {
  const email = process.argv[2]?.trim();
  if (!email || process.argv.length > 3) {
    process.stderr.write('Usage: npm run admin:grant -- <email>\n');
    return 2;
  }
  const config = loadConfig();
  // The CLI talks to a person: only warnings from the logger unless LOG_LEVEL asks for more.
  const logger = createLogger({ env: config.env, logLevel: process.env.LOG_LEVEL ? config.logLevel : 'warn' });
  let database: Database | undefined;
  try {
    database = await openConfiguredDatabase(config, logger);
    const granted = await grantAdmin({ db: database.db, email });
    if (!granted) {
      process.stderr.write(`No account with e-mail ${email}.\n`);
      return 2;
    }
    process.stdout.write(`${email} is now an administrator.\n`);
    return 0;
  } finally {
    await database?.close();
  }
}

runCommand('admin:grant', main);
