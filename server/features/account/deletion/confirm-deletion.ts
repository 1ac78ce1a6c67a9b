import { and, eq, isNotNull } from 'drizzle-orm';
import { REAUTH_WINDOW_MINUTES } from '../../../../contracts/account.ts';
import type { Db } from '../../../db/client.ts';
import { accounts, sessions } from '../../../db/schema/index.ts';
import { AppError, forbidden } from '../../../platform/errors.ts';
import type { Auth } from '../../auth/auth.ts';
import { messageKey } from '../../../../contracts/i18n/keys.ts';

/** better-auth's provider id for e-mail + password accounts. */
const CREDENTIAL_PROVIDER = 'credential';

export type ConfirmDeletionOptions = { db: Db; auth: Auth; userId: string; sessionId: string; password?: string; now?: Date };

/**
 * Deleting everything is confirmed by the password, checked with better-auth's own hasher; an
 * account that has none (single sign-on only) confirms by having signed in a moment ago.
 */
export async function confirmDeletion({ db, auth, userId, sessionId, password, now = new Date() }: ConfirmDeletionOptions): Promise<void> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL_PROVIDER), isNotNull(accounts.password)));
  if (credential?.hash) {
    if (!password) throw new AppError('VALIDATION_FAILED', messageKey('errors.account.deleteConfirmRequired'));
    const context = await auth.$context;
    if (!(await context.password.verify({ hash: credential.hash, password }))) throw forbidden(messageKey('errors.account.wrongPassword'));
    return;
  }
  const [session] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
  const freshSince = now.getTime() - REAUTH_WINDOW_MINUTES * 60 * 1000;
  if (!session || session.createdAt.getTime() < freshSince)
    throw new AppError('FORBIDDEN', messageKey('errors.account.signInAgain'), { values: { minutes: REAUTH_WINDOW_MINUTES } });
}
