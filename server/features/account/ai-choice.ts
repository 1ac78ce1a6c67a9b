import type { DbOrTx } from '../../db/client.ts';
import type { Analyser } from '../../providers/ai/analyser.ts';
import { consentRepository } from './consent-repository.ts';

/**
 * The analyser allowed for this parent's child. A child's drawings and recordings reach an
 * external AI provider only when the parent opted in (account page, or the one-time question
 * before the first upload); otherwise, and for anonymous visitors who did not tick the box,
 * everything runs on the local analyser. With no provider configured there is nothing to ask.
 */
export async function analyserForParent(
  { db, analyser }: { db: DbOrTx; analyser: Analyser },
  who: { userId: string | null; visitorOptIn?: boolean },
): Promise<Analyser> {
  const local = analyser.localOnly;
  if (!local) return analyser;
  if (!who.userId) return who.visitorOptIn === true ? analyser : local;
  const choice = await consentRepository.latest(db, who.userId, 'ai-provider');
  return choice?.granted ? analyser : local;
}
