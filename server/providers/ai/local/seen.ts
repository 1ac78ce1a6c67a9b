/**
 * Issue 32: what a drawing shows, in plain words, from its measurements. Every result about a
 * drawing — the free analysis, the plan's baseline, each week — opens with this list.
 *
 * The words must hold between a scan and a phone photo of the same drawing, so each item is said
 * only where the photo rarely moves it (bench/accuracy/seen-pairs.ts: 150 shared drawings measured
 * both ways, the list differing for 7 % of them, against 71 % before; 6 of the 10 left are drawings
 * with 4 or more closed shapes in one and none in the other, which no wording can hold):
 * - closed shapes are "none yet" or "some", never counted or graded: the count moves by up to 2
 *   (ADR 025, 90th percentile), so any "one or two" / "several" / "many" boundary is crossed often;
 * - straight lines only when clearly so (the share moves by up to 0.15); "curving" is not said, as
 *   most drawings sit where the share moves across any boundary;
 * - colours hold exactly (0 at the 90th percentile), so they are counted and named.
 * Not said: shapes inside other shapes (the photo moves that count across 0/1 and 1/2 alike: said
 * from the first one, it alone changed the list for 5 % of drawings), how much of the page is used,
 * a ground line or a band of sky. The last three are measured against the page, and a scan's page
 * (the drawing's canvas) is not a photo's (the whole sheet on a table).
 */
import type { DrawingFeatures } from '../../../../contracts/analysis.ts';
import type { PageLocale } from '../../../../contracts/i18n/locales.ts';
import { CONTROLLED_SCRIBBLE } from './stage.ts';
import { wording, type Wording } from './wording.ts';

/** From this share of straight line on, the lines are straight in a scan and in a photo alike. */
export const CLEARLY_STRAIGHT = 0.45;

/** Closed shapes, in words that a photo's ±2 cannot move: none yet, or some. */
export function shapesInWords(closedShapes: number, { t }: Wording = wording()): string {
  return closedShapes === 0 ? t('analyser.seen.noShapes') : t('analyser.seen.closedShapes');
}

/** The colours measured, named in the language ("black, red and blue"). */
export const colourList = (colors: readonly string[], w: Wording) => w.list(colors.map(w.colour));

export function describeSeen(f: DrawingFeatures, locale?: PageLocale): string[] {
  const w = wording(locale);
  const seen = [shapesInWords(f.closedShapes, w)];
  if (f.straightLineShare >= CLEARLY_STRAIGHT && f.scribbleIndex < CONTROLLED_SCRIBBLE) seen.push(w.t('analyser.seen.straight'));
  if (f.colorCount >= 2) seen.push(w.t('analyser.seen.colours', { count: f.colorCount, colours: colourList(f.colors.slice(0, 6), w) }));
  else if (f.colorCount === 1) seen.push(w.t('analyser.seen.oneColour', { colour: w.colour(f.colors[0]!) }));
  return seen;
}
