import { describe, expect, it } from 'vitest';
import { CHALLENGE_LIBRARY, getChallenge, LIBRARY_LIMITS, libraryCoverage, validateLibrary } from './library.ts';
import type { LibraryChallenge } from './library-challenge.ts';

describe('the curated challenge library', () => {
  it('passes every validation check', () => {
    expect(validateLibrary()).toEqual([]);
  });

  it(`holds at least ${LIBRARY_LIMITS.minChallenges} challenges with unique kebab ids`, () => {
    expect(CHALLENGE_LIBRARY.length).toBeGreaterThanOrEqual(84);
    const ids = CHALLENGE_LIBRARY.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("includes the landing page's three challenges at their difficulty", () => {
    expect(getChallenge('shape-explorer')).toMatchObject({ title: 'Shape Explorer' });
    expect(getChallenge('draw-a-person')).toMatchObject({ title: 'Draw a Person' });
    expect(getChallenge('future-city')).toMatchObject({ title: 'Invent a Future City' });
    const [easy, medium, hard] = ['shape-explorer', 'draw-a-person', 'future-city'].map((id) => getChallenge(id)?.difficulty ?? 0);
    expect(easy).toBeLessThanOrEqual(2);
    expect(medium).toBe(3);
    expect(hard).toBeGreaterThanOrEqual(4);
  });

  it('has plenty of easy, medium and hard challenges at every stage', () => {
    for (const { stage, counts, total } of libraryCoverage()) {
      const [d1, d2, d3, d4, d5] = counts;
      expect(total, stage).toBeGreaterThanOrEqual(LIBRARY_LIMITS.minPerStage);
      expect((d1 ?? 0) + (d2 ?? 0), `${stage} easy`).toBeGreaterThanOrEqual(LIBRARY_LIMITS.minPerStageAndBand);
      expect(d3, `${stage} medium`).toBeGreaterThanOrEqual(LIBRARY_LIMITS.minPerStageAndBand);
      expect((d4 ?? 0) + (d5 ?? 0), `${stage} hard`).toBeGreaterThanOrEqual(LIBRARY_LIMITS.minPerStageAndBand);
      for (const [index, count] of counts.entries()) expect(count, `${stage} difficulty ${index + 1}`).toBeGreaterThan(0);
    }
  });

  it('reports what is wrong with a broken entry', () => {
    const sound = getChallenge('shape-explorer') as LibraryChallenge;
    const broken: LibraryChallenge = {
      ...sound,
      id: 'Not A Slug',
      skills: ['Only one'],
      instructions: ['One step'],
      estimatedTime: '5-60 minutes',
      stageRange: { min: 'schematic', max: 'scribbling' },
      difficulty: 7 as LibraryChallenge['difficulty'],
    };
    const problems = validateLibrary([sound, broken, sound]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'Not A Slug: id is not a kebab slug',
        'Not A Slug: needs 2–4 skills',
        'Not A Slug: needs 3–6 instructions',
        'Not A Slug: estimatedTime out of range',
        'Not A Slug: stage range is reversed',
        'Not A Slug: difficulty not 1–5',
        'duplicate id shape-explorer',
        'only 3 challenges',
      ]),
    );
  });

  it('encourages rather than ranks: no grading words in what the parent reads out', () => {
    for (const challenge of CHALLENGE_LIBRARY) {
      for (const text of [challenge.description, ...challenge.instructions]) {
        expect(text, challenge.id).not.toMatch(/\b(score|rank|grade|wrong|correct|mistake|fail|bad|ugly|messy)\b/i);
      }
    }
  });
});
