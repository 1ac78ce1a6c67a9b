import type { Logger } from 'pino';
import { z } from 'zod';
import { AI_HELPER_MESSAGES, EXAMPLE_COUNT } from '../../../contracts/ai-helpers.ts';
import { ExampleVariation } from '../../../contracts/analysis.ts';
import type { Analyser } from '../../providers/ai/analyser.ts';
import { AppError } from '../../platform/errors.ts';
import { withTimeLimit } from '../../platform/time-limit.ts';
import { AI_HELPER_TIME_LIMIT_MS, helperFailure } from './helper-failure.ts';

export type GenerateExamplesOptions = {
  analyser: Analyser;
  logger: Logger;
  challengeTitle: string;
  challengeInstructions: string[];
  timeLimitMs?: number;
};

/** Spec 000 §9: exactly five themed variations; a model that sends more is cut, fewer is a failure. */
export async function generateExamples(options: GenerateExamplesOptions): Promise<{ examples: ExampleVariation[] }> {
  const { analyser, logger, challengeTitle, challengeInstructions } = options;
  try {
    const answer = await withTimeLimit(analyser.generateExamples({ challengeTitle, challengeInstructions }), options.timeLimitMs ?? AI_HELPER_TIME_LIMIT_MS);
    const examples = z.array(ExampleVariation).safeParse(answer);
    if (!examples.success || examples.data.length < EXAMPLE_COUNT) throw new AppError('UNAVAILABLE', AI_HELPER_MESSAGES.examplesFailed);
    return { examples: examples.data.slice(0, EXAMPLE_COUNT) };
  } catch (error) {
    logger.warn({ err: error, analyser: analyser.name }, 'example generation failed');
    throw helperFailure(error, AI_HELPER_MESSAGES.examplesFailed);
  }
}
