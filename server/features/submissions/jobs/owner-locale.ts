import { eq } from 'drizzle-orm';
import type { Locale } from '../../../../contracts/i18n/locales.ts';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { accountLocale } from '../../../i18n/index.ts';

/**
 * The language a plan's feedback is written in (issue 37): its owner's account language, else
 * English. The feedback is stored as written; a later change of language does not rewrite it.
 */
export async function ownerLocale(db: Db, userId: string): Promise<Locale> {
  const [owner] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return accountLocale(owner?.language);
}
