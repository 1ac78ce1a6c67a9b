/**
 * Issue 32: one name for each thing a parent reads about, used on every page, e-mail and PDF.
 * Zod-free, so any page may import it without downloading a schema library.
 *
 * - The estimate is a "drawing age": the ages of the children who make drawings like this one —
 *   never an age of the mind, which one drawing cannot measure (ADR 018).
 * - The plan's six looks back are "checkpoints" ("Checkpoint 2"; "Drawing checkpoints" as a heading).
 * - Whatever looks at a drawing is "Kritzel's drawing analyser"; with an AI provider configured and
 *   chosen, "Kritzel's drawing analyser with an AI model".
 * - Kritzel serves children aged 3 to 10 (36–131 months): the landing page, set-up, the free
 *   analysis and the birth date pickers all say and offer exactly that span.
 */
import { BRAND } from './brand.ts';
import { messageKey, type MessageKey } from './i18n/keys.ts';
import type { Translator } from './i18n/translator.ts';

export const VOCABULARY = {
  /** The estimate's name, as a heading or label. */
  estimate: 'Drawing age',
  /** The same, inside a sentence. */
  estimateInSentence: 'drawing age',
  checkpoint: 'Checkpoint',
  checkpoints: 'Drawing checkpoints',
  checkpointsInSentence: 'checkpoints',
  analyser: `${BRAND.name}'s drawing analyser`,
  analyserWithAi: `${BRAND.name}'s drawing analyser with an AI model`,
  /** The ages Kritzel serves, in words. */
  ageSpan: '3 to 10',
  ageSpanLong: 'children aged 3 to 10',
} as const;

/** The same names as message keys (issue 37), for `t(VOCABULARY_KEYS.estimate)` in the reader's language. */
export const VOCABULARY_KEYS = {
  estimate: messageKey('ages.vocabulary.estimate'),
  estimateInSentence: messageKey('ages.vocabulary.estimateInSentence'),
  checkpoint: messageKey('ages.vocabulary.checkpoint'),
  checkpoints: messageKey('ages.vocabulary.checkpoints'),
  checkpointsInSentence: messageKey('ages.vocabulary.checkpointsInSentence'),
  analyser: messageKey('ages.vocabulary.analyser'),
  analyserWithAi: messageKey('ages.vocabulary.analyserWithAi'),
  ageSpan: messageKey('ages.vocabulary.ageSpan'),
  ageSpanLong: messageKey('ages.vocabulary.ageSpanLong'),
} as const satisfies Record<keyof typeof VOCABULARY, MessageKey>;

/**
 * What looked at (or will look at) a drawing, by name: with an external AI provider configured
 * and chosen, "Kritzel's drawing analyser with an AI model"; otherwise "Kritzel's drawing analyser".
 */
export function analyserName(usesAiProvider: boolean): string {
  return usesAiProvider ? VOCABULARY.analyserWithAi : VOCABULARY.analyser;
}

/** analyserName in the translator's language. */
export function analyserNameIn(t: Translator, usesAiProvider: boolean): string {
  return t(usesAiProvider ? VOCABULARY_KEYS.analyserWithAi : VOCABULARY_KEYS.analyser);
}

/** The ages Kritzel serves, in months: from the third birthday to the day before the eleventh. */
export const SERVED_AGE_MONTHS = { min: 36, max: 131 } as const;

/**
 * The ages the drawing-age model was calibrated on (ADR 018: Long et al. 2024, children aged 4–8),
 * as it knows them: the drawings carry whole years, each taken at its middle, so its ages run from
 * 4 ½ (54 months) to 8 ½ (102 months). Only between them may one drawing say "ahead" or "behind".
 * Outside them a range's end is the data's end, not evidence about the child: with the whole
 * years (48–107 months) a third of children in their first months of 4 were "advanced" and one in
 * seven 8-year-olds near their ninth birthday "behind" (ADR 029).
 */
export const CALIBRATED_AGE_MONTHS = { min: 54, max: 102 } as const;

export function insideCalibratedAges(childAgeMonths: number): boolean {
  return childAgeMonths >= CALIBRATED_AGE_MONTHS.min && childAgeMonths <= CALIBRATED_AGE_MONTHS.max;
}

/** Where the page that explains what one drawing can and cannot tell lives. */
export const ESTIMATE_EXPLAINER_PATH = '/help/drawing-age';

/** The validation message for a child outside the served ages (replaces the spec's 18 months–12 years). */
export const SERVED_AGE_MESSAGE = 'Child must be between 3 and 10 years old';
/** SERVED_AGE_MESSAGE as a message key: a zod message or AppError the API answers in the request's language. */
export const SERVED_AGE_MESSAGE_KEY = messageKey('validation.servedAge');
