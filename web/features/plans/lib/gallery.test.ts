import { describe, expect, it } from 'vitest';
import { submissionFixture } from '../../../../test/web-plan-fixtures';
import { galleryItems, stepIndex, swipeStep } from './gallery';

describe('gallery', () => {
  it('lists every image oldest week first with week-labelled alt text', () => {
    const two = submissionFixture({ weekNumber: 2, challengeTitle: 'Self-portrait' });
    two.images.push({ id: 'extra', imageUrl: '/x', thumbUrl: '/x-t', isPrimary: false });
    const items = galleryItems([two, submissionFixture({ weekNumber: 1, challengeTitle: 'Shapes' })]);
    expect(items.map((i) => i.weekNumber)).toEqual([1, 2, 2]);
    expect(items[0]?.alt).toBe('Week 1 drawing: Shapes');
    expect(items[2]?.alt).toBe('Week 2 drawing: Self-portrait (photo 2 of 2)');
    expect(galleryItems(undefined)).toEqual([]);
  });

  it('steps wrap around and swipes need a clear horizontal move', () => {
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, 10)).toBe(-1);
    expect(swipeStep(30, 0)).toBeNull();
    expect(swipeStep(60, 90)).toBeNull();
  });
});
