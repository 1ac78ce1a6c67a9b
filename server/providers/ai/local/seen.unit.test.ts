import { describe, expect, it } from 'vitest';
import { tidyDrawingFeatures as features } from './drawing-features.fixture.ts';
import { describeSeen } from './seen.ts';

describe('what the drawing shows (issue 32)', () => {
  it('says whether there are closed shapes, never how many', () => {
    expect(describeSeen(features({ closedShapes: 0 }))[0]).toBe('Lines and marks — no closed shapes yet');
    for (const closedShapes of [1, 2, 4, 9, 20]) expect(describeSeen(features({ closedShapes }))[0]).toBe('Lines that join up into closed shapes');
  });

  it('names the colours, and says straight lines only when they clearly are', () => {
    expect(describeSeen(features({ straightLineShare: 0.3 }))).toEqual(['Lines that join up into closed shapes', '3 colours: black, red and blue']);
    expect(describeSeen(features({ straightLineShare: 0.5, colorCount: 1, colors: ['green'] }))).toEqual([
      'Lines that join up into closed shapes',
      'Straight lines',
      'Drawn in green',
    ]);
    expect(describeSeen(features({ straightLineShare: 0.5, scribbleIndex: 0.6 }))).not.toContain('Straight lines');
  });

  it('leaves out what a phone photo moves: page share, ground line, shapes inside shapes', () => {
    const busy = describeSeen(features({ pageUsage: 0.9, groundLine: true, skyBand: true, nestedShapes: 3 }));
    const sparse = describeSeen(features({ pageUsage: 0.1, groundLine: false, skyBand: false, nestedShapes: 0 }));
    expect(busy).toEqual(sparse);
    expect(busy).toHaveLength(2);
  });
});
