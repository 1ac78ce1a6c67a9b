import { describe, expect, it } from 'vitest';
import { CHALLENGE_LIBRARY } from './challenges/index.ts';
import { challengeAsks, skillTopic } from './week-challenge.ts';

describe("the week's challenge", () => {
  it('knows the early restrictive challenges from the library, by id or by title', () => {
    expect(challengeAsks({ title: 'anything' }, 'wiggles-and-zigzags')).toBe('marks');
    expect(challengeAsks({ title: 'Shape Explorer' })).toBe('shapes');
    expect(challengeAsks({ title: 'Big Circle, Little Circle' })).toBe('shapes');
    expect(challengeAsks({ title: 'Draw Your Shoe' })).toBe('one-thing');
    expect(challengeAsks({ title: 'Line Parade' })).toBe('lines');
  });

  it('leaves open challenges (scenes, people, stories) and unknown ones unrestricted', () => {
    for (const title of ['Sky Up Top, Grass Below', 'My Family', 'Invent a Future City', 'A Busy Day at the Park', 'Not in the library']) {
      expect(challengeAsks({ title })).toBeNull();
    }
    expect(CHALLENGE_LIBRARY.filter((c) => c.asks).length).toBeLessThan(CHALLENGE_LIBRARY.length / 3);
  });

  it('maps common skill words to what a photo measures, and nothing to what it cannot', () => {
    expect(
      [
        'Shape recognition',
        'Line variety',
        'Colour choice',
        'Attention to detail',
        'Drawing people',
        'Spatial awareness',
        'Symmetry',
        'Fine motor control',
      ].map(skillTopic),
    ).toEqual(['shapes', 'lines', 'colour', 'detail', 'people', 'space', 'symmetry', 'marks']);
    expect(['Imagination', 'Storytelling', 'Looking closely', 'Patience'].map(skillTopic)).toEqual([null, null, null, null]);
  });
});
