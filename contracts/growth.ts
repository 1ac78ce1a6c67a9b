import { z } from 'zod';
import { AgeRange } from './analysis.ts';

/**
 * GET /api/plans/{planId}/growth: what the plan page's Growth tab draws. Every estimate is the
 * one stored when it was made (setup, a week's feedback, a checkpoint), with its calibrated
 * range; results made before ranges carry `range: null`, and no range is made up for them.
 */

/** One estimate on the chart: the drawing age, its range, and the child's real age that day. */
const Estimate = z.object({
  /** The estimated drawing age in months (the analyser's single number). */
  estimate: z.number().int().min(0),
  range: AgeRange.nullable(),
  /** The child's age in months on that day; null when the plan has no age for the child. */
  childAge: z.number().int().min(0).nullable(),
  /** ISO date-time the estimate was made. */
  date: z.string(),
});
export type GrowthEstimate = z.infer<typeof Estimate>;

/** The setup drawing's estimate: where the plan started, placed at week 0. */
export const GrowthBaseline = Estimate;
export type GrowthBaseline = z.infer<typeof GrowthBaseline>;

/** A week's latest completed feedback. */
export const GrowthWeekPoint = Estimate.extend({
  kind: z.literal('week'),
  week: z.number().int().min(1).max(26),
  /** The week's overall score out of 10; null when the feedback gave none. */
  score: z.number().min(0).max(10).nullable(),
});
export type GrowthWeekPoint = z.infer<typeof GrowthWeekPoint>;

/**
 * A week with no estimate to draw, so the chart leaves a gap there rather than joining its
 * neighbours: never sent, feedback still on its way, feedback that could not be made, or older
 * feedback that came without an estimate.
 */
export const GrowthWeekGap = z.object({
  kind: z.literal('gap'),
  week: z.number().int().min(1).max(26),
  reason: z.enum(['not-submitted', 'pending', 'failed', 'no-estimate']),
});
export type GrowthWeekGap = z.infer<typeof GrowthWeekGap>;

export const GrowthWeek = z.discriminatedUnion('kind', [GrowthWeekPoint, GrowthWeekGap]);
export type GrowthWeek = z.infer<typeof GrowthWeek>;

/** A completed checkpoint, placed after the last week it looks at (checkpoint N after week 4N). */
export const GrowthCheckpoint = Estimate.extend({
  checkpointNumber: z.number().int().min(1).max(6),
  week: z.number().int().min(1).max(26),
});
export type GrowthCheckpoint = z.infer<typeof GrowthCheckpoint>;

/**
 * A skill's trend: the overall scores of the weeks whose challenge practised it, in week order.
 * They are the week's score, not a score measured for the skill alone.
 */
export const SkillTrend = z.object({
  skill: z.string(),
  points: z.array(z.object({ week: z.number().int().min(1).max(26), score: z.number().min(0).max(10) })).min(2),
});
export type SkillTrend = z.infer<typeof SkillTrend>;

export const GrowthSeriesResponse = z.object({
  /** Null only before setup (there is no baseline yet). */
  baseline: GrowthBaseline.nullable(),
  /**
   * Weeks 1 up to the last week sent or evaluated, in order: a point for each evaluated week, a
   * gap for every other. Weeks after that are still to come and are not listed.
   */
  weeks: z.array(GrowthWeek),
  /** Completed checkpoints, by number. */
  checkpoints: z.array(GrowthCheckpoint),
  /** Skills practised in at least two scored weeks; the most practised first. */
  skills: z.array(SkillTrend),
});
export type GrowthSeriesResponse = z.infer<typeof GrowthSeriesResponse>;
