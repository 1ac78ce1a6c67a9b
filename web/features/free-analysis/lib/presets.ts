import type { Difficulty, FreeChallenge } from '../../../../contracts/analysis';

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const satisfies readonly Difficulty[];

export const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

/** The landing page's challenge names; `general` is any drawing the child made. */
export const CHALLENGE_LABELS: Record<FreeChallenge, string> = {
  shapes: 'Shape Explorer',
  'draw-person': 'Draw a Person',
  'future-city': 'Invent a Future City',
  general: 'Any drawing',
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
