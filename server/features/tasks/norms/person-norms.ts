/**
 * The person checklist's items: the ages (months) at which 50 % and 90 % of children include
 * each part when asked to "draw a whole person". Goodenough's (1926) and Harris's (1963) per-item
 * percentages by age set the order and the 50 % ages; Koppitz's (1968) "expected" items (shown by
 * 86–100 % of children of an age) set the 90 % ages where she lists them; the Denver II's
 * "draws person, 3 parts / 6 parts" bars anchor the first parts. Read from public descriptions
 * of the scales; ADR 030 gives the choices.
 */
import type { PersonItem } from '../../../../contracts/tasks.ts';
import type { ItemNorm } from './item-norm.ts';

const GOODENOUGH = 'Goodenough, Measurement of Intelligence by Drawings (1926), items by age';
const HARRIS = 'Harris, Children’s Drawings as Measures of Intellectual Maturity (1963)';
const KOPPITZ = 'Koppitz, Psychological Evaluation of Children’s Human Figure Drawings (1968), expected items';
const DENVER = 'Frankenburg et al., Denver II (1992), draws person 3 / 6 parts (our reading)';

export const PERSON_NORMS: Record<PersonItem, ItemNorm> = {
  // Denver II: three parts by half of children near 4 years, 90 % near 5; head, eyes and legs
  // are the three a tadpole figure shows.
  head: { age50: 40, age90: 50, source: `${DENVER}; ${GOODENOUGH}` },
  eyes: { age50: 43, age90: 54, source: `${DENVER}; ${KOPPITZ}` },
  legs: { age50: 43, age90: 55, source: `${DENVER}; ${KOPPITZ}` },
  // Koppitz: mouth, nose and body expected (86 %+) at five years.
  mouth: { age50: 46, age90: 60, source: `${KOPPITZ}; ${GOODENOUGH}` },
  // Denver II: six parts at 50 % near 4 ¾ years; the body is what ends the tadpole figure.
  body: { age50: 50, age90: 62, source: `${DENVER}; ${KOPPITZ}` },
  nose: { age50: 50, age90: 64, source: `${KOPPITZ}; ${GOODENOUGH}` },
  // Koppitz: arms expected at five (girls) and six (boys).
  arms: { age50: 50, age90: 68, source: `${KOPPITZ}; ${GOODENOUGH}` },
  // Koppitz: hair and feet "common" (51–85 %) from five, expected only later.
  hair: { age50: 58, age90: 90, source: `${KOPPITZ}; ${HARRIS}` },
  feet: { age50: 58, age90: 86, source: `${KOPPITZ}; ${GOODENOUGH}` },
  'hands-or-fingers': { age50: 64, age90: 96, source: `${KOPPITZ}; ${GOODENOUGH}` },
  clothing: { age50: 66, age90: 100, source: `${GOODENOUGH}; ${HARRIS}` },
  // Koppitz: arms in two dimensions common at six, expected at eight to nine.
  'arms-with-width': { age50: 76, age90: 106, source: `${KOPPITZ}; ${HARRIS}` },
  // Koppitz: neck expected only at nine (girls) to ten (boys).
  neck: { age50: 78, age90: 114, source: `${KOPPITZ}; ${GOODENOUGH}` },
  // Goodenough and Harris: ears and the correct number of fingers come late and never to all.
  ears: { age50: 98, age90: 136, source: `${GOODENOUGH}; ${HARRIS}` },
  'five-fingers': { age50: 100, age90: 136, source: `${GOODENOUGH}; ${HARRIS}` },
};
