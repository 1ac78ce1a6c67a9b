import type { Difficulty, FreeChallenge } from '../../../../contracts/analysis';
import type { MessageKey } from '../../../../contracts/i18n/keys';

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const satisfies readonly Difficulty[];

export const DIFFICULTY_LABELS: Record<Difficulty, MessageKey> = {
  easy: 'freeAnalysis.difficulty.easy',
  medium: 'freeAnalysis.difficulty.medium',
  hard: 'freeAnalysis.difficulty.hard',
};

/** The landing page's challenge names (message keys); `general` is any drawing the child made. */
export const CHALLENGE_LABELS: Record<FreeChallenge, MessageKey> = {
  shapes: 'freeAnalysis.challenge.shapes',
  'draw-person': 'freeAnalysis.challenge.drawPerson',
  'future-city': 'freeAnalysis.challenge.futureCity',
  general: 'freeAnalysis.challenge.general',
};

const isDifficulty = (v: string | null): v is Difficulty => (DIFFICULTIES as readonly string[]).includes(v ?? '');
const isChallenge = (v: string | null): v is FreeChallenge => v !== null && v !== 'general' && Object.hasOwn(CHALLENGE_LABELS, v);

/**
 * Spec 000 §3: /free-analysis takes `difficulty` (default easy) and `challenge` from the
 * landing page's links; anything unknown falls back rather than failing.
 */
export function presetsFromSearch(search: string): { difficulty: Difficulty; challenge: FreeChallenge } {
  const params = new URLSearchParams(search);
  const difficulty = params.get('difficulty');
  const challenge = params.get('challenge');
  return {
    difficulty: isDifficulty(difficulty) ? difficulty : 'easy',
    challenge: isChallenge(challenge) ? challenge : 'general',
  };
}
