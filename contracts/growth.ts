import { z } from 'zod';
import { AgeRange } from './analysis.ts';
import { TaskKind } from './tasks.ts';

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
 * A week with no estimate of its own to draw: never sent, feedback still on its way, feedback that
 * could not be made, older feedback that came without an estimate, or (issue 32) feedback that
 * only carried an earlier estimate over — drawing that again would look like a new estimate.
 */
export const GrowthWeekGap = z.object({
  kind: z.literal('gap'),
  week: z.number().int().min(1).max(26),
  reason: z.enum(['not-submitted', 'pending', 'failed', 'no-estimate', 'carried-over']),
  /** When the week's feedback was made, for a week that has feedback (no estimate, carried over); else null. */
  date: z.string().nullable(),
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
 * Issue 32: what a skill chart plots — one thing the analyser measured on the week's photo, never
 * the week's overall score (the feedback scores no skill on its own).
 */
export const SkillMeasure = z.enum(['closed-shapes', 'colours', 'shapes-inside-shapes', 'page-used']);
export type SkillMeasure = z.infer<typeof SkillMeasure>;

/**
 * A skill's chart: for the weeks whose challenge practised it and whose photo was measured, the
 * measured value that belongs to the skill (closed shapes for "Closed shapes", colours for "Colour
 * choice"…), each with its date. Skills with no measured counterpart have no chart.
 */
export const SkillTrend = z.object({
  skill: z.string(),
  measure: SkillMeasure,
  /** What is plotted, in words: "Closed shapes drawn, per week". */
  label: z.string(),
  points: z
    .array(
      z.object({
        week: z.number().int().min(1).max(26),
        /** When the week's feedback was made. */
        date: z.string(),
        /** A count (closed shapes, colours, shapes inside shapes) or, for page-used, a percentage 0–100. */
        value: z.number().min(0),
      }),
    )
    .min(2),
});
export type SkillTrend = z.infer<typeof SkillTrend>;

/**
 * Issue 33: a standard task's estimate from the published norms (the shape sheet, draw-a-person),
 * plotted as its own series beside the drawings' estimates — a task and a free drawing are
 * different measures. Its range is the ages at which the child's pattern of passes is typical.
 */
export const GrowthTaskPoint = z.object({
  task: TaskKind,
  /** The checkpoint it was done at; null for a task done between checkpoints. */
  checkpointNumber: z.number().int().min(1).max(6).nullable(),
  /** ISO date-time the task was done. */
  date: z.string(),
  /** The child's age in months that day. */
  childAge: z.number().int().min(0),
  centre: z.number().int().min(0),
  range: AgeRange,
  /** The range reaches the lowest age the task can tell ("under 3 ½ years on this task"). */
  floor: z.boolean(),
  /** The range reaches the highest ("at least 7 years on this task"). The page words the range (contracts/task-words.ts). */
  ceiling: z.boolean(),
});
export type GrowthTaskPoint = z.infer<typeof GrowthTaskPoint>;

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
  /** Skills with a measured counterpart, measured in at least two weeks that practised them; the most measured first. */
  skills: z.array(SkillTrend),
  /**
   * Issue 33: every task of the plan, oldest first, with the estimate as last corrected. Always
   * sent by the server; optional only so answers written before it stay valid.
   */
  tasks: z.array(GrowthTaskPoint).optional(),
});
export type GrowthSeriesResponse = z.infer<typeof GrowthSeriesResponse>;

/** What each skill chart plots, as its label says it. */
export const SKILL_MEASURE_LABELS: Record<SkillMeasure, string> = {
  'closed-shapes': 'Closed shapes drawn, per week',
  colours: 'Colours used, per week',
  'shapes-inside-shapes': 'Details inside shapes (shapes drawn inside another), per week',
  'page-used': 'Share of the page used, per week (%)',
};

/**
 * The challenge skills that have a measured counterpart, and which one. A skill not listed here
 * (Storytelling, Imagination, Naming feelings…) is nothing a photo measures, so it gets no chart.
 */
export const SKILL_MEASURES: Readonly<Record<string, SkillMeasure>> = {
  'Closed shapes': 'closed-shapes',
  'Building from shapes': 'closed-shapes',
  'Shape recognition': 'closed-shapes',
  'Colour choice': 'colours',
  'Colour mixing': 'colours',
  'Colour names': 'colours',
  'Attention to detail': 'shapes-inside-shapes',
  'Adding detail': 'shapes-inside-shapes',
  'Using the whole page': 'page-used',
  'Planning a page': 'page-used',
  'Spatial awareness': 'page-used',
};
