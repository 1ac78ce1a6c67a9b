import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawingFeatures } from '../../../../../contracts/analysis.ts';
import { figureDrawing, sceneDrawing, scribbleDrawing, threeColourDrawing } from '../../../../../test/drawings.ts';
import { tidyDrawingFeatures } from '../drawing-features.fixture.ts';
import { COLOUR_NAMES } from '../measure/colours.ts';
import { closeMeasurePool, measureInWorker } from '../measure/measure-pool.ts';
import { CHECKABLE_GOALS, type CheckableGoal, type ColourGoal, goalSeen, goalWords } from './goals.ts';
import { CHALLENGE_LIBRARY, getChallenge } from './library.ts';
import type { LibraryChallenge } from './library-challenge.ts';

const challenge = (id: string): LibraryChallenge => {
  const found = getChallenge(id);
  if (!found) throw new Error(`no challenge ${id}`);
  return found;
};
const isValidGoal = (goal: string) =>
  (CHECKABLE_GOALS as readonly string[]).includes(goal) ||
  (goal.startsWith('colour:') && (COLOUR_NAMES as readonly string[]).includes(goal.slice('colour:'.length)));

describe('the goals of every library challenge', () => {
  it('every challenge has 1–4 checkable goals and 0–3 unseen phrases, valid and without repeats', () => {
    expect(CHALLENGE_LIBRARY.length).toBeGreaterThanOrEqual(84);
    for (const { id, goals } of CHALLENGE_LIBRARY) {
      expect(goals.checkable.length, id).toBeGreaterThanOrEqual(1);
      expect(goals.checkable.length, id).toBeLessThanOrEqual(4);
      expect(goals.unseen.length, id).toBeLessThanOrEqual(3);
      expect(new Set(goals.checkable).size, `${id} repeats a goal`).toBe(goals.checkable.length);
      expect(new Set(goals.unseen).size, `${id} repeats an unseen phrase`).toBe(goals.unseen.length);
      for (const goal of goals.checkable) expect(isValidGoal(goal), `${id}: ${goal}`).toBe(true);
    }
  });

  it('names what a photo cannot show in short lower-case phrases ("A photo cannot show {x}")', () => {
    for (const { id, goals } of CHALLENGE_LIBRARY) {
      for (const phrase of goals.unseen) {
        expect(phrase, id).toMatch(/^[a-z]/);
        expect(phrase, id).not.toMatch(/[.!?,;:]$|^\s|\s$/);
        expect(phrase.length, `${id}: ${phrase}`).toBeLessThanOrEqual(50);
      }
    }
  });

  it('asks for a colour by name only when the challenge names that colour', () => {
    for (const { id, description, instructions, goals } of CHALLENGE_LIBRARY) {
      const text = [description, ...instructions].join(' ').toLowerCase();
      for (const goal of goals.checkable.filter((g) => g.startsWith('colour:'))) {
        expect(text, `${id}: ${goal}`).toContain(goal.slice('colour:'.length));
      }
    }
  });

  it('never asks for straight lines and curving lines at once: one drawing cannot show both', () => {
    for (const { id, goals } of CHALLENGE_LIBRARY) {
      expect(goals.checkable.includes('straight-lines') && goals.checkable.includes('curving-lines'), id).toBe(false);
    }
  });

  it('has words for every goal it uses', () => {
    for (const { goals } of CHALLENGE_LIBRARY) for (const goal of goals.checkable) expect(goalWords(goal)).toMatch(/\w/);
  });
});

/** For each checkable goal: a drawing's measurements that show it, and nearly the same that do not. */
const HAS_AND_LACKS: Record<CheckableGoal, [has: Partial<DrawingFeatures>, lacks: Partial<DrawingFeatures>]> = {
  'closed-shape': [
    { closedShapes: 1, shapes: { circle: 1, triangle: 0, rectangle: 0, other: 0 }, nestedShapes: 0 },
    { closedShapes: 0, shapes: { circle: 0, triangle: 0, rectangle: 0, other: 0 }, nestedShapes: 0 },
  ],
  'several-shapes': [{ closedShapes: 3 }, { closedShapes: 2 }],
  circle: [{ shapes: { circle: 1, triangle: 0, rectangle: 1, other: 0 } }, { shapes: { circle: 0, triangle: 0, rectangle: 1, other: 1 } }],
  rectangle: [{ shapes: { circle: 1, triangle: 0, rectangle: 1, other: 0 } }, { shapes: { circle: 1, triangle: 1, rectangle: 0, other: 0 } }],
  triangle: [{ shapes: { circle: 1, triangle: 1, rectangle: 0, other: 0 } }, { shapes: { circle: 1, triangle: 0, rectangle: 1, other: 0 } }],
  'details-inside': [{ nestedShapes: 1 }, { nestedShapes: 0 }],
  'straight-lines': [{ straightLineShare: 0.5 }, { straightLineShare: 0.1 }],
  'curving-lines': [
    { straightLineShare: 0.1, scribbleIndex: 0.05 },
    { straightLineShare: 0.5, scribbleIndex: 0.05 },
  ],
  'free-marks': [
    { scribbleIndex: 0.8, pageUsage: 0.3 },
    { scribbleIndex: 0.05, pageUsage: 0.4 },
  ],
  'several-colours': [
    { colorCount: 3, colors: ['black', 'red', 'blue'] },
    { colorCount: 2, colors: ['black', 'red'] },
  ],
  'ground-line': [{ groundLine: true }, { groundLine: false }],
  sky: [{ skyBand: true }, { skyBand: false }],
  'whole-page': [{ pageUsage: 0.7 }, { pageUsage: 0.4 }],
  'both-sides-match': [{ symmetry: 0.9 }, { symmetry: 0.5 }],
  'face-like': [
    { shapes: { circle: 1, triangle: 0, rectangle: 0, other: 0 }, nestedShapes: 2 },
    { shapes: { circle: 1, triangle: 0, rectangle: 0, other: 0 }, nestedShapes: 0 },
  ],
};

describe('goalSeen on measured features', () => {
  it.each(CHECKABLE_GOALS)('%s: seen on a drawing that has it, not on one that lacks it', (goal) => {
    const [has, lacks] = HAS_AND_LACKS[goal];
    expect(goalSeen(goal, tidyDrawingFeatures(has))).toBe(true);
    expect(goalSeen(goal, tidyDrawingFeatures(lacks))).toBe(false);
  });

  it('a colour goal: seen when the measured colours name it, not otherwise', () => {
    const blue: ColourGoal = 'colour:blue';
    expect(goalSeen(blue, tidyDrawingFeatures({ colorCount: 2, colors: ['black', 'blue'] }))).toBe(true);
    expect(goalSeen(blue, tidyDrawingFeatures({ colorCount: 2, colors: ['black', 'red'] }))).toBe(false);
    expect(goalWords(blue)).toBe('some blue');
  });
});

describe('what named challenges ask for', () => {
  it('Calm Waves: curving lines across the page; not waves as waves, nor calm', () => {
    const { goals } = challenge('calm-waves');
    expect(goals.checkable).toEqual(['curving-lines', 'whole-page']);
    expect(goals.unseen).toEqual(expect.arrayContaining(['waves as waves rather than lines', 'a calm mood']));
  });

  it('Fish Tank: the tank, several fish with triangle tails and patterns inside; not a fish', () => {
    const { goals } = challenge('fish-tank');
    expect(goals.checkable).toEqual(['rectangle', 'several-shapes', 'triangle', 'details-inside']);
    expect(goals.unseen).toContain('a fish');
  });

  it('Crayon Colour Mixing: several colours, and no single colour by name', () => {
    expect(challenge('crayon-colour-mixing').goals.checkable).toEqual(['several-colours']);
  });

  it('My House: a rectangle with a triangle roof, windows inside, the ground under it', () => {
    expect(challenge('my-house').goals.checkable).toEqual(['rectangle', 'triangle', 'details-inside', 'ground-line']);
  });

  it('Draw a Person: a face with details inside; the whole person is beyond a photo', () => {
    const { goals } = challenge('draw-a-person');
    expect(goals.checkable).toEqual(['face-like', 'details-inside']);
    expect(goals.unseen).toContain('a whole person');
  });

  it('symmetry challenges ask for matching sides; mark-making ones for free marks', () => {
    for (const id of ['butterfly-wings', 'fold-and-print-butterfly', 'snowflake-patterns'])
      expect(challenge(id).goals.checkable, id).toContain('both-sides-match');
    for (const id of ['music-scribbles', 'big-paper-big-marks', 'scribble-creatures']) expect(challenge(id).goals.checkable, id).toContain('free-marks');
  });
});

// Measures four synthetic drawings in the worker pool: a few seconds of CPU.
describe('goals on measured synthetic drawings', { timeout: 30_000 }, () => {
  const DRAWINGS = { scribble: scribbleDrawing, shapes: threeColourDrawing, figure: figureDrawing, scene: sceneDrawing };
  const measured: Partial<Record<keyof typeof DRAWINGS, DrawingFeatures>> = {};
  const unseenOn = (id: string, drawing: keyof typeof DRAWINGS) => challenge(id).goals.checkable.filter((goal) => !goalSeen(goal, measured[drawing]!));
  const seenOn = (id: string, drawing: keyof typeof DRAWINGS) => challenge(id).goals.checkable.filter((goal) => goalSeen(goal, measured[drawing]!));

  beforeAll(async () => {
    const names = Object.keys(DRAWINGS) as (keyof typeof DRAWINGS)[];
    const features = await Promise.all(names.map(async (name) => measureInWorker(await DRAWINGS[name]())));
    names.forEach((name, i) => (measured[name] = features[i]));
  }, 60_000);
  afterAll(() => closeMeasurePool());

  it('a scribble shows what Music Scribbles asks, and none of the shapes of Shape Explorer or My House', () => {
    expect(unseenOn('music-scribbles', 'scribble')).toEqual([]);
    expect(seenOn('shape-explorer', 'scribble')).toEqual([]);
    expect(seenOn('my-house', 'scribble')).toEqual([]);
  });

  it('a circle, a square and a triangle in three crayons show Shape Explorer and Fill It Up, not a person or a scene', () => {
    expect(unseenOn('shape-explorer', 'shapes')).toEqual([]);
    expect(unseenOn('fill-it-up', 'shapes')).toEqual([]);
    expect(seenOn('draw-a-person', 'shapes')).toEqual([]);
    expect(unseenOn('sky-up-top-grass-below', 'shapes')).toEqual(expect.arrayContaining(['sky', 'ground-line']));
  });

  it('a figure shows Draw a Person, not the marks of Music Scribbles nor the house of My House', () => {
    expect(unseenOn('draw-a-person', 'figure')).toEqual([]);
    expect(seenOn('music-scribbles', 'figure')).toEqual([]);
    expect(unseenOn('my-house', 'figure')).toEqual(expect.arrayContaining(['rectangle', 'triangle', 'ground-line']));
  });

  it('a scene with a house, sky and ground shows My House and Sky Up Top, not the curving lines of Calm Waves', () => {
    expect(unseenOn('my-house', 'scene')).toEqual([]);
    expect(unseenOn('sky-up-top-grass-below', 'scene')).toEqual([]);
    expect(unseenOn('calm-waves', 'scene')).toContain('curving-lines');
  });
});
