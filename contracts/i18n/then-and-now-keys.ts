import type { ThenAndNowChangeKind } from '../then-and-now.ts';
import type { MessageKey } from './keys.ts';

/**
 * The then-and-now sentences by the measured change, in the catalogue (contracts/then-and-now-rule.ts
 * words them in English): the report and the analyser's checkpoint text say them alike.
 */
export const THEN_AND_NOW_KEYS: Record<ThenAndNowChangeKind, MessageKey> = {
  'more-parts': 'report.changes.moreParts',
  'fewer-parts': 'report.changes.fewerParts',
  'whole-page': 'report.changes.wholePage',
  'less-page': 'report.changes.lessPage',
  'closed-shapes': 'report.changes.closedShapes',
  'more-colours': 'report.changes.moreColours',
  'fewer-colours': 'report.changes.fewerColours',
  'ground-line': 'report.changes.groundLine',
  'about-the-same': 'report.changes.aboutTheSame',
};
