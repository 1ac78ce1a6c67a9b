/**
 * The shape sheet's items: the ages (months) at which 50 % and 90 % of children copy each shape
 * from a model, without a demonstration. The Beery VMI's published developmental ages are the
 * spine (they are the ages at which the average child passes, read as 50 %); the Denver II's
 * percentile bars give the 90 % ages of the circle, cross and square; Gesell and the
 * Stanford–Binet place the triangle and the diamond. Where sources disagree, ADR 030 says which
 * was chosen and why. Only public item descriptions and ages are used, never a test's forms.
 */
import type { ShapeItem } from '../../../../contracts/tasks.ts';
import type { ItemNorm } from './item-norm.ts';

const BEERY = 'Beery & Beery, Beery VMI, 6th ed. (2010), developmental age';
const DENVER = 'Frankenburg et al., Denver II (1992), percentile bars (our reading)';
const GESELL = 'Gesell & Ilg; Ilg & Ames, School Readiness (1964), copy forms';
const BINET = 'Terman, The Measurement of Intelligence (1916), year VII; Binet: half of six-year-olds';

export const SHAPE_NORMS: Record<ShapeItem, ItemNorm> = {
  // Beery: copies a vertical line at 2 years 10 months; Gesell: most three-year-olds.
  'vertical-line': { age50: 34, age90: 42, source: `${BEERY}; ${GESELL}` },
  // Beery: 3 years 0 months.
  'horizontal-line': { age50: 36, age90: 45, source: `${BEERY}; ${GESELL}` },
  // Beery 3;0; Denver II "copies O": 50 % near 3 years, 90 % near 3 ¾ years.
  circle: { age50: 37, age90: 46, source: `${BEERY}; ${DENVER}` },
  // Beery 4;1; Denver II "copies +": 90 % near 4 ½ years; Gesell: four-year-olds.
  cross: { age50: 47, age90: 56, source: `${BEERY}; ${DENVER}; ${GESELL}` },
  // Beery: right oblique line 4;4, left oblique 4;7 — the sheet's one diagonal takes the mean.
  'diagonal-line': { age50: 54, age90: 66, source: BEERY },
  // Beery 4;6; Denver II "copies □": 90 % near 5 ½ years; Stanford–Binet year IV–V.
  square: { age50: 55, age90: 66, source: `${BEERY}; ${DENVER}` },
  // Beery: oblique cross (X) 4;11.
  'diagonal-cross': { age50: 59, age90: 71, source: BEERY },
  // Beery 5;3; Gesell: five-year-olds, most by six.
  triangle: { age50: 63, age90: 76, source: `${BEERY}; ${GESELL}` },
  // Gesell: six to seven years. Terman (1916) places the diamond at year VII and quotes Binet:
  // "only half of the 6-year-olds succeed with it"; "few … who have reached the 8-year level
  // fail on it" — 50 % in the middle of the sixes, 90 % at eight years (ADR 030).
  diamond: { age50: 78, age90: 96, source: `${GESELL}; ${BINET}` },
};
