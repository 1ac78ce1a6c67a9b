import type { Logger } from 'pino';
import { z } from 'zod';
import type { PageLocale } from '../../../contracts/i18n/locales.ts';
import { EXAMPLE_COUNT } from '../../../contracts/ai-helpers.ts';
import { ExampleVariation } from '../../../contracts/analysis.ts';
import type { Analyser } from '../../providers/ai/analyser.ts';
import { AppError } from '../../platform/errors.ts';
import { withTimeLimit } from '../../platform/time-limit.ts';
import { AI_HELPER_TIME_LIMIT_MS, helperFailure } from './helper-failure.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export type GenerateExamplesOptions = {
  analyser: Analyser;
  logger: Logger;
  challengeTitle: string;
  challengeInstructions: string[];
  /** The page's language (requestLocale): the local analyser writes the variations in it. */
  locale?: PageLocale;
  timeLimitMs?: number;
};

/** Spec 000 §9: exactly five themed variations; a model that sends more is cut, fewer is a failure. */
export async function generateExamples(options: GenerateExamplesOptions): Promise<{ examples: ExampleVariation[] }> {
  const { analyser, logger, challengeTitle, challengeInstructions } = options;
  try {
    const answer = await withTimeLimit(
      analyser.generateExamples({ challengeTitle, challengeInstructions, locale: options.locale }),
      options.timeLimitMs ?? AI_HELPER_TIME_LIMIT_MS,
    );
    const examples = z.array(ExampleVariation).safeParse(answer);
    if (!examples.success || examples.data.length < EXAMPLE_COUNT) throw new AppError('UNAVAILABLE', messageKey('errors.aiHelper.examplesFailed'));
    return { examples: examples.data.slice(0, EXAMPLE_COUNT) };
  } catch (error) {
    logger.warn({ err: error, analyser: analyser.name }, 'example generation failed');
    throw helperFailure(error, messageKey('errors.aiHelper.examplesFailed'));
  }
}
