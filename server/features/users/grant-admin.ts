import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Makes an existing account an administrator. Returns false when no account has that e-mail. */
export async function grantAdmin({ db, email }: { db: DbOrTx; email: string }): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}

/**
 * ADMIN_EMAILS also applies to accounts that existed before the variable was set, but only to
 * confirmed addresses: an unconfirmed account with a listed address may belong to anybody.
 */
export async function grantAdminsFromConfig({ db, emails }: { db: DbOrTx; emails: string[] }): Promise<number> {
  if (emails.length === 0) return 0;
  const updated = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(inArray(sql`lower(${users.email})`, emails), eq(users.emailVerified, true)))
    .returning({ id: users.id });
  return updated.length;
}
