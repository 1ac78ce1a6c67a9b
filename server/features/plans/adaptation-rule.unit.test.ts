import { describe, expect, it } from 'vitest';
import { decideAdaptation } from './adaptation-rule.ts';

const decide = (latestScore: number | null, difficultyRating: number | null) => decideAdaptation({ latestScore, difficultyRating });

describe('decideAdaptation', () => {
  it('eases the next two weeks when the week felt Very Hard, whatever the score', () => {
    for (const score of [null, 2, 6, 9.5]) {
      expect(decide(score, 5)).toEqual({ direction: 'easier', weeks: 2, reason: 'Made a little easier: last week felt Very Hard' });
    }
  });

  it('eases the next week after a low score (4 or less)', () => {
    for (const [score, rating] of [
      [4, 3],
      [0, null],
      [3.5, 1],
      [2, 4],
    ] as const) {
      expect(decide(score, rating)).toEqual({ direction: 'easier', weeks: 1, reason: "Made a little easier after last week's feedback" });
    }
  });

  it('makes the coming weeks harder only with a high score and a week that felt easy', () => {
    expect(decide(8.5, 2)).toEqual({ direction: 'harder', weeks: 1, reason: 'A little more challenging: last week felt Easy' });
    expect(decide(10, 1)).toEqual({ direction: 'harder', weeks: 2, reason: 'A little more challenging: last week felt Very Easy' });
  });

  it('leaves the plan alone in between or without a clear signal', () => {
    for (const [score, rating] of [
      [4.1, 3],
      [8.4, 2],
      [9, 3],
      [9, 4],
      [9, null],
      [null, 1],
      [null, 3],
      [null, null],
      [6, 2],
    ] as const) {
      expect(decide(score, rating), `score ${score}, rating ${rating}`).toBeNull();
    }
  });

  it('ignores ratings and scores outside their scales', () => {
    expect(decide(9, 0)).toBeNull();
    expect(decide(9, 2.5)).toBeNull();
    expect(decide(6, 6)).toBeNull();
    expect(decide(-1, 3)).toBeNull();
    expect(decide(Number.NaN, 3)).toBeNull();
    expect(decide(11, 2)).toBeNull();
  });
});
