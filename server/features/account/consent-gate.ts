import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { consentRepository } from './consent-repository.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/**
 * No child's drawing, photo, recording or artwork is stored for an account without a parent's
 * consent on record. E-mail sign-up cannot happen without it; an account made by single
 * sign-on gives it once on the account page.
 */
export async function assertParentalConsent(db: DbOrTx, userId: string): Promise<void> {
  const consent = await consentRepository.latest(db, userId, 'parental');
  if (!consent?.granted) throw new AppError('FORBIDDEN', messageKey('errors.account.parentalConsentMissing'));
}
