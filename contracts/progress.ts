import type { DrawingFeatures } from './analysis.ts';
import { describeThenAndNow } from './then-and-now-rule.ts';

/**
 * Issue 32: the one rule for saying a child's drawing changed ("progress"). Zod-free, so the server,
 * the reports and any page can share it.
 *
 * A change is said only when both hold:
 * - the two drawings were made at least MIN_PROGRESS_DAYS apart — four weeks sent within ten
 *   minutes are one afternoon's drawings, not four weeks of growth;
 * - what was measured on them moved by more than the measurement itself moves between a scan and
 *   a phone photo of the same drawing (ADR 025's thresholds, `describeThenAndNow`).
 *
 * Estimates and their ranges never make a progress sentence: ranges are wide and the single
 * number barely ranks children by age (ADR 018). Only measured features do.
 */
export const MIN_PROGRESS_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One measured drawing and the day it was made (a week's feedback: its evaluation time). */
export interface MeasuredDrawing {
  features: DrawingFeatures;
  date: string | Date;
}

/** Whole days between two dates, never negative; NaN when either is not a date. */
export function daysBetween(a: string | Date, b: string | Date): number {
  const ms = Math.abs(new Date(b).getTime() - new Date(a).getTime());
  return Math.floor(ms / DAY_MS);
}

/** Whether two drawings are far enough apart in time for a change between them to be said at all. */
export function farEnoughApart(a: string | Date, b: string | Date): boolean {
  const days = daysBetween(a, b);
  return Number.isFinite(days) && days >= MIN_PROGRESS_DAYS;
}

/**
 * The change sentences between an earlier drawing and a later one, growth first and neutral moves
 * after (as ADR 025 words them), or null when there is nothing to say: the drawings are less than
 * MIN_PROGRESS_DAYS apart, or nothing moved beyond the noise of the measurement.
 */
export function progressBetween(then: MeasuredDrawing, now: MeasuredDrawing): string[] | null {
  if (!farEnoughApart(then.date, now.date)) return null;
  const changes = describeThenAndNow(then.features, now.features).filter((change) => change.kind !== 'about-the-same');
  return changes.length === 0 ? null : changes.map((change) => change.sentence);
}

/** Said instead of any change when two drawings were made too close together to compare. */
export const PROGRESS_TEXTS = {
  tooClose: `These drawings were made less than ${MIN_PROGRESS_DAYS / 7} weeks apart, which is too close together to show a change, so we don’t compare them.`,
} as const;

/** What a week's feedback says about its estimate: the `observed` block, or older feedback's words. */
export interface FeedbackWithEstimate {
  observed?: { estimateCarriedOver?: boolean } | null;
  visualAnalysis?: { progressThroughSession?: unknown } | null;
}

/**
 * Whether a week's estimate is an earlier one carried over rather than made from the week's own
 * drawing. Feedback since issue 32 says so in `observed.estimateCarriedOver`; older feedback from
 * the local analyser said it in words ("the estimate carries over from week 3").
 */
export function estimateCarriedOver(feedback: FeedbackWithEstimate | null | undefined): boolean {
  if (!feedback) return false;
  if (feedback.observed && typeof feedback.observed.estimateCarriedOver === 'boolean') return feedback.observed.estimateCarriedOver;
  const words = feedback.visualAnalysis?.progressThroughSession;
  return typeof words === 'string' && /\bcarr(?:y|ies|ied) over\b/i.test(words);
}

/**
 * The weeks whose estimate may be compared with another's: a week that only carried an earlier
 * estimate over has no estimate of its own, so it is dropped (the growth chart shows it as a gap).
 */
export function comparableWeeks<T extends { carriedOver: boolean }>(weeks: readonly T[]): T[] {
  return weeks.filter((week) => !week.carriedOver);
}
