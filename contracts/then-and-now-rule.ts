import type { DrawingFeatures } from './analysis.ts';

// Zod-free: the rule and its words, for any module (contracts/progress.ts, pages) that must not pull in a schema library.

/**
 * Then and now (issue 21): the baseline drawing beside the latest checkpoint's, and what changed
 * in plain words — computed only from what the local analyser measured on the two drawings,
 * never from an estimate or a model's text. The PDF report reads the same function.
 *
 * Thresholds: a change is reported only when it is larger than the measurement itself moves
 * when the same drawing is photographed instead of scanned (40 drawings of the labelled set,
 * each measured as a scan and as a rendered phone photo of paper; 90th percentile of |Δ|:
 * closed shapes 2, colours 0, scribble index 0.14, page usage 0.35; a ground line appeared
 * or vanished on 5 of 40). Two drawings of one child on two days differ by more than that,
 * so the thresholds sit above it and a count must also grow by half, not only by a few.
 */
export const THEN_AND_NOW_THRESHOLDS = {
  /** Closed shapes: at least this many more (photo noise p90: 2)… */
  partsStep: 3,
  /** …and at least this factor of the first count, so 12 → 15 is not "more parts". */
  partsFactor: 1.5,
  /** Share of the page: the photo-vs-scan p90 is 0.35, so only larger moves count. */
  pageStep: 0.35,
  /** "The whole page" only when the drawing now spans at least this share of it. */
  wholePage: 0.6,
  /** Scribble index: photo noise p90 0.14. */
  scribbleStep: 0.15,
  /** A first drawing counts as loops and scribble from this scribble index on. */
  scribbled: 0.3,
  /** Closed shapes that must be new for "closed shapes where there were loops". */
  closedShapesGained: 2,
  /** Colours: one more may just be the crayon at hand. */
  colourStep: 2,
} as const;

export type ThenAndNowChangeKind =
  'more-parts' | 'fewer-parts' | 'whole-page' | 'less-page' | 'closed-shapes' | 'more-colours' | 'fewer-colours' | 'ground-line' | 'about-the-same';

/** One change in words: `growth` reads as a step on; `neutral` is said without judgement. */
export type MeasuredChange = { kind: ThenAndNowChangeKind; tone: 'growth' | 'neutral'; sentence: string };

export const THEN_AND_NOW_TEXTS = {
  'more-parts': 'More parts in the figure: the drawing has more closed shapes than the first one.',
  'fewer-parts': 'Fewer separate parts this time — one drawing varies a lot from day to day.',
  'whole-page': 'Uses the whole page now.',
  'less-page': 'A smaller part of the page this time — children often choose a corner or the middle.',
  'closed-shapes': 'Closed shapes where there were loops: lines now meet up to make shapes.',
  'more-colours': 'More colours.',
  'fewer-colours': 'Fewer colours this time — often simply the crayons at hand.',
  'ground-line': 'A ground line appears.',
  'about-the-same': 'About the same as the first drawing — skills often settle in before the next step shows.',
  /** Always shown: what these sentences are and are not. */
  snapshot: 'Each drawing is one day’s snapshot, and these changes are what we measured on the two drawings — not a diagnosis.',
  /** When the checkpoint had no whole-person drawing and used a weekly photo instead. */
  differentSubjects: 'This checkpoint had no “whole person” drawing, so we used a drawing from its weeks; different subjects explain some of the changes.',
  noCheckpoint: 'Then and now appears after the first checkpoint is evaluated: the first drawing beside the checkpoint’s.',
  notMeasured: 'We cannot compare these two drawings: one of them was not measured (plans and checkpoints from before this feature).',
} as const;

/**
 * What changed between the baseline drawing (`then`) and a checkpoint's (`now`), in the order a
 * parent reads them: growth first, neutral moves after, "about the same" when nothing moved
 * beyond the thresholds. Pure: the same two measurements always give the same sentences.
 */
export function describeThenAndNow(then: DrawingFeatures, now: DrawingFeatures): MeasuredChange[] {
  const t = THEN_AND_NOW_THRESHOLDS;
  const kinds: ThenAndNowChangeKind[] = [];

  const partsUp = now.closedShapes - then.closedShapes >= t.partsStep && now.closedShapes >= then.closedShapes * t.partsFactor;
  const partsDown = then.closedShapes - now.closedShapes >= t.partsStep && then.closedShapes >= now.closedShapes * t.partsFactor;
  const loopsClosed =
    then.scribbleIndex >= t.scribbled &&
    then.scribbleIndex - now.scribbleIndex >= t.scribbleStep &&
    now.closedShapes - then.closedShapes >= t.closedShapesGained;

  if (loopsClosed) kinds.push('closed-shapes');
  if (partsUp) kinds.push('more-parts');
  if (now.pageUsage - then.pageUsage >= t.pageStep && now.pageUsage >= t.wholePage) kinds.push('whole-page');
  if (now.colorCount - then.colorCount >= t.colourStep) kinds.push('more-colours');
  if (now.groundLine && !then.groundLine) kinds.push('ground-line');
  if (partsDown) kinds.push('fewer-parts');
  if (then.pageUsage - now.pageUsage >= t.pageStep) kinds.push('less-page');
  if (then.colorCount - now.colorCount >= t.colourStep) kinds.push('fewer-colours');
  if (kinds.length === 0) kinds.push('about-the-same');

  return kinds.map((kind) => ({ kind, tone: GROWTH.has(kind) ? 'growth' : 'neutral', sentence: THEN_AND_NOW_TEXTS[kind] }));
}

const GROWTH = new Set<ThenAndNowChangeKind>(['more-parts', 'whole-page', 'closed-shapes', 'more-colours', 'ground-line']);
