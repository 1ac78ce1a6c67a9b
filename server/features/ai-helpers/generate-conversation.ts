import type { Logger } from 'pino';
import type { PageLocale } from '../../../contracts/i18n/locales.ts';
import type { Analyser } from '../../providers/ai/analyser.ts';
import { AppError } from '../../platform/errors.ts';
import { withTimeLimit } from '../../platform/time-limit.ts';
import { AI_HELPER_TIME_LIMIT_MS, helperFailure } from './helper-failure.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export type GenerateConversationOptions = {
  analyser: Analyser;
  logger: Logger;
  challengeInstructions: string[];
  challengeTitle?: string;
  /** The page's language (requestLocale): the local analyser writes the lines in it. */
  locale?: PageLocale;
  timeLimitMs?: number;
};

/** Spec 000 §7: only lines a parent or child says; anything else a model adds is dropped. */
const DIALOGUE_LINE = /^(Parent|Child):\s*\S/;

/** A sample parent–child dialog for the preparation page, one "Parent:" / "Child:" line each. */
export async function generateConversation(options: GenerateConversationOptions): Promise<{ conversation: string }> {
  const { analyser, logger, challengeInstructions, challengeTitle } = options;
  try {
    const lines = await withTimeLimit(
      analyser.generateConversation({ challengeInstructions, challengeTitle, locale: options.locale }),
      options.timeLimitMs ?? AI_HELPER_TIME_LIMIT_MS,
    );
    const dialogue = lines.map((line) => line.trim()).filter((line) => DIALOGUE_LINE.test(line));
    if (dialogue.length === 0) throw new AppError('UNAVAILABLE', messageKey('errors.aiHelper.conversationFailed'));
    return { conversation: dialogue.join('\n') };
  } catch (error) {
    logger.warn({ err: error, analyser: analyser.name }, 'conversation generation failed');
    throw helperFailure(error, messageKey('errors.aiHelper.conversationFailed'));
  }
}
