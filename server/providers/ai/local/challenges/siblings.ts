import { CHALLENGE_LIBRARY, getChallenge } from './library.ts';
import { type LibraryChallenge, stageSpan } from './library-challenge.ts';

export type SiblingDirection = 'easier' | 'harder';

function sharedTags(a: LibraryChallenge, b: LibraryChallenge): number {
  return a.skillTags.filter((tag) => b.skillTags.includes(tag)).length;
}

function stagesOverlap(a: LibraryChallenge, b: LibraryChallenge): boolean {
  const [x, y] = [stageSpan(a), stageSpan(b)];
  return x.min <= y.max && y.min <= x.max;
}

/**
 * An easier or harder stand-in for a challenge, for adapting a plan: it practises at least one
 * of the same skills, suits an overlapping stage, and is the nearest step in difficulty that is
 * not excluded (typically the challenges already in the plan). Null when there is none.
 */
export function findSibling(challengeId: string, direction: SiblingDirection, exclude: readonly string[] = []): LibraryChallenge | null {
  const original = getChallenge(challengeId);
  if (!original) return null;
  const step = direction === 'easier' ? -1 : 1;
  const candidates = CHALLENGE_LIBRARY.filter(
    (c) =>
      c.id !== original.id &&
      !exclude.includes(c.id) &&
      (c.difficulty - original.difficulty) * step > 0 &&
      sharedTags(c, original) > 0 &&
      stagesOverlap(c, original),
  );
  candidates.sort(
    (a, b) =>
      Math.abs(a.difficulty - original.difficulty) - Math.abs(b.difficulty - original.difficulty) ||
      sharedTags(b, original) - sharedTags(a, original) ||
      a.id.localeCompare(b.id),
  );
  return candidates[0] ?? null;
}
