import { describe, expect, it } from 'vitest';
import { CHALLENGE_LIBRARY, getChallenge } from './library.ts';
import { findSibling } from './siblings.ts';

const shares = (a: string, b: string) => (getChallenge(a)?.skillTags ?? []).some((tag) => getChallenge(b)?.skillTags.includes(tag));

describe('findSibling', () => {
  it('finds an easier challenge one step down that practises a shared skill', () => {
    const sibling = findSibling('draw-a-person', 'easier');
    expect(sibling).not.toBeNull();
    expect(sibling?.difficulty).toBe(2);
    expect(shares('draw-a-person', sibling?.id ?? '')).toBe(true);
  });

  it('finds a harder challenge one step up that practises a shared skill', () => {
    const sibling = findSibling('draw-a-person', 'harder');
    expect(sibling?.difficulty).toBe(4);
    expect(shares('draw-a-person', sibling?.id ?? '')).toBe(true);
  });

  it('skips excluded challenges and goes to the nearest step still available', () => {
    const first = findSibling('shape-explorer', 'harder');
    expect(first?.difficulty).toBe(2);
    const sameStep = CHALLENGE_LIBRARY.filter((c) => c.difficulty === 2).map((c) => c.id);
    const further = findSibling('shape-explorer', 'harder', sameStep);
    expect(further?.difficulty).toBe(3);
    expect(shares('shape-explorer', further?.id ?? '')).toBe(true);
  });

  it('is deterministic and never returns the challenge itself or an excluded one', () => {
    for (const challenge of CHALLENGE_LIBRARY) {
      for (const direction of ['easier', 'harder'] as const) {
        const sibling = findSibling(challenge.id, direction, ['shape-explorer']);
        expect(findSibling(challenge.id, direction, ['shape-explorer'])).toEqual(sibling);
        if (!sibling) continue;
        expect(sibling.id).not.toBe(challenge.id);
        expect(sibling.id).not.toBe('shape-explorer');
        expect(Math.sign(sibling.difficulty - challenge.difficulty)).toBe(direction === 'easier' ? -1 : 1);
        expect(shares(challenge.id, sibling.id)).toBe(true);
      }
    }
  });

  it('returns null at the ends of the scale and for unknown ids', () => {
    const easiest = CHALLENGE_LIBRARY.find((c) => c.difficulty === 1);
    expect(findSibling(easiest?.id ?? '', 'easier')).toBeNull();
    expect(findSibling('no-such-challenge', 'harder')).toBeNull();
  });

  it('has an easier and a harder sibling for most challenges in the middle', () => {
    const middle = CHALLENGE_LIBRARY.filter((c) => c.difficulty >= 2 && c.difficulty <= 4);
    const both = middle.filter((c) => findSibling(c.id, 'easier') && findSibling(c.id, 'harder'));
    expect(both.length / middle.length).toBeGreaterThan(0.9);
  });
});
