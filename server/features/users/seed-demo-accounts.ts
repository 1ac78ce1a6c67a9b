import crypto from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Auth } from '../auth/auth.ts';
import { grantAdmin } from './grant-admin.ts';

/** pg_advisory_lock's key for seeding (any number no other lock uses; migrations use 7_349_221). */
const DEMO_ACCOUNTS_LOCK_ID = 7_349_222;

export type DemoAccount = { role: 'parent' | 'admin'; email: string; password: string };

/**
 * On the very first start of a non-production install there is nobody to sign in as:
 * create a demo parent and an administrator with random passwords, returned once for
 * printing. Never runs again once any user exists.
 */
export async function seedDemoAccounts({ database, auth }: { database: Database; auth: Auth }): Promise<DemoAccount[] | null> {
  // Several processes may start at once on an empty database: one seeds, the rest then find its
  // accounts (before, the second crashed on users_email_unique or printed passwords that did not work).
  return database.exclusively(DEMO_ACCOUNTS_LOCK_ID, () => seed(database.db, auth));
}

async function seed(db: Db, auth: Auth): Promise<DemoAccount[] | null> {
  if (await anyUser(db)) return null;
  const accounts: DemoAccount[] = [
    { role: 'parent', email: 'parent@kritzel.local', password: randomPassword() },
    { role: 'admin', email: 'admin@kritzel.local', password: randomPassword() },
  ];
  for (const account of accounts) {
    const body = {
      email: account.email,
      password: account.password,
      name: account.role === 'admin' ? 'Kritzel Admin' : 'Demo Parent',
      firstName: account.role === 'admin' ? 'Kritzel' : 'Demo',
      lastName: account.role === 'admin' ? 'Admin' : 'Parent',
      // The operator creates these demo accounts on a fresh install, for trying the product out.
      parentalConsent: true,
    };
    await auth.api.signUpEmail({ body });
    if (account.role === 'admin') await grantAdmin({ db, email: account.email });
  }
  // The operator made these addresses up on this machine; there is no inbox to confirm them from.
  await db
    .update(users)
    .set({ emailVerified: true })
    .where(
      inArray(
        users.email,
        accounts.map((a) => a.email),
      ),
    );
  return accounts;
}

async function anyUser(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

function randomPassword(): string {
  return crypto.randomBytes(12).toString('base64url');
}
