import crypto from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, verifications } from '../../db/schema/index.ts';

/** better-auth's verification identifier for a reset token is this prefix and the token. */
const RESET_PREFIX = 'reset-password:';
/** How long a reset link works. */
export const RESET_LINK_SECONDS = 60 * 60;

/**
 * How a reset token is stored: the prefix kept (so an account's outstanding links can be found
 * and ended), the token itself only as its SHA-256. A copy of the table opens no account.
 * Every other identifier is stored as better-auth keeps it.
 */
export async function storedIdentifier(identifier: string): Promise<string> {
  if (!identifier.startsWith(RESET_PREFIX)) return identifier;
  const token = identifier.slice(RESET_PREFIX.length);
  return RESET_PREFIX + crypto.createHash('sha256').update(token).digest('base64url');
}

/** A new reset token for the account, stored the way better-auth's reset endpoint looks it up. */
export async function createResetToken(db: Db, userId: string): Promise<string> {
  const token = crypto.randomBytes(24).toString('base64url');
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: await storedIdentifier(RESET_PREFIX + token),
    value: userId,
    expiresAt: new Date(Date.now() + RESET_LINK_SECONDS * 1000),
  });
  return token;
}

/** Ends every reset link the account still has: after a reset, a password change or "sign out everywhere". */
export async function endResetLinks(db: Db, userId: string): Promise<void> {
  await db.delete(verifications).where(and(eq(verifications.value, userId), like(verifications.identifier, `${RESET_PREFIX}%`)));
}

/** The account with this address, in any letter case; null when there is none. */
export async function accountByEmail(db: Db, email: string): Promise<{ id: string; email: string; role: string } | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user ?? null;
}
