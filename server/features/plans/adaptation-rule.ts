import type { MessageKey } from '../../../contracts/i18n/keys.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';
import type { DifficultyRating } from '../../../contracts/plans.ts';
import { translator } from '../../i18n/index.ts';
import type { SiblingDirection } from '../../providers/ai/local/challenges/index.ts';

/** At or below this feedback score (out of 10) the coming weeks get gentler. */
export const EASIER_AT_SCORE = 4;
/** At or above this score, with a week rated Easy or Very Easy, they get a little harder. */
export const HARDER_AT_SCORE = 8.5;

export type AdaptationSignal = {
  /** The latest feedback score out of 10; null when the feedback had none. */
  latestScore: number | null;
  /** The parent's difficulty rating of the week, 1 Very Easy … 5 Very Hard; null when not given. */
  difficultyRating: number | null;
};

export type Adaptation = {
  direction: SiblingDirection;
  /** How many of the coming weeks to re-tune. */
  weeks: 1 | 2;
  /** Shown to the parent on the challenge; stored in English, as every week is (adaptationReasonIn). */
  reason: string;
};

const REASONS = {
  easierFeltVeryHard: 'answers.adaptation.easierFeltVeryHard',
  easierAfterFeedback: 'answers.adaptation.easierAfterFeedback',
  harderFeltVeryEasy: 'answers.adaptation.harderFeltVeryEasy',
  harderFeltEasy: 'answers.adaptation.harderFeltEasy',
} as const satisfies Record<string, MessageKey>;

const english = translator('en');
/** Each stored reason's key, by its English words. */
const REASON_KEYS = new Map<string, MessageKey>(Object.values(REASONS).map((key) => [english(key), key]));

/** A stored reason in the reader's language; one Kritzel did not write (an AI provider's) stays as stored. */
export function adaptationReasonIn(reason: string, t: Translator): string {
  const key = REASON_KEYS.get(reason);
  return key ? t(key) : reason;
}

const rating = (value: number | null): DifficultyRating | null =>
  value !== null && Number.isInteger(value) && value >= 1 && value <= 5 ? (value as DifficultyRating) : null;
const score = (value: number | null): number | null => (value !== null && Number.isFinite(value) && value >= 0 && value <= 10 ? value : null);

/**
 * How the coming weeks should change after a week's feedback, or null to leave them. A week
 * that felt Very Hard eases the next two; a low score alone eases one. Growing harder needs both
 * signals (a high score and a week that felt easy), so one lucky drawing does not raise the bar.
 */
export function decideAdaptation(signal: AdaptationSignal): Adaptation | null {
  const felt = rating(signal.difficultyRating);
  const latest = score(signal.latestScore);
  if (felt === 5) {
    return { direction: 'easier', weeks: 2, reason: english(REASONS.easierFeltVeryHard) };
  }
  if (latest !== null && latest <= EASIER_AT_SCORE) {
    return { direction: 'easier', weeks: 1, reason: english(REASONS.easierAfterFeedback) };
  }
  if (latest !== null && latest >= HARDER_AT_SCORE && felt !== null && felt <= 2) {
    return {
      direction: 'harder',
      weeks: felt === 1 ? 2 : 1,
      reason: english(felt === 1 ? REASONS.harderFeltVeryEasy : REASONS.harderFeltEasy),
    };
  }
  return null;
}
