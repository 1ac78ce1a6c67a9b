import type { AgeRange, DrawingFeatures } from '../../../contracts/analysis.ts';
import { WEEKS_PER_CHECKPOINT } from '../../../contracts/checkpoints.ts';
import {
  SKILL_MEASURE_LABELS,
  SKILL_MEASURES,
  type GrowthCheckpoint,
  type GrowthSeriesResponse,
  type GrowthWeek,
  type SkillMeasure,
  type SkillTrend,
} from '../../../contracts/growth.ts';
import { comparableWeeks, estimateCarriedOver, type FeedbackWithEstimate } from '../../../contracts/progress.ts';
import { feedbackScore, type AiFeedback } from '../../../contracts/submissions.ts';
import { childAgeNow } from '../plans/child-age-now.ts';
import type { GrowthAttempt, GrowthChallenge, GrowthCheckpointRow, GrowthPlan } from './repository.ts';

export type GrowthInputs = {
  plan: GrowthPlan;
  attempts: readonly GrowthAttempt[];
  challenges: readonly GrowthChallenge[];
  checkpoints: readonly GrowthCheckpointRow[];
};

/** A stored pair of range columns, or null when either is missing (older results): never half a range. */
const rangeOf = (min: number | null | undefined, max: number | null | undefined): AgeRange | null =>
  min === null || min === undefined || max === null || max === undefined ? null : { min, max };

/** The child's age on the day an estimate was made, counted as the plan counts it. */
const childAgeOn = (plan: GrowthPlan, date: Date): number | null => childAgeNow(plan, date) ?? null;

/** The estimate and range a week's feedback carries; older feedback may have neither. */
function weekEstimate(feedback: AiFeedback | null): { estimate: number; range: AgeRange | null } | null {
  const assessment = (feedback as { cognitiveAssessment?: { estimatedCognitiveAge?: unknown; cognitiveAgeRange?: AgeRange } } | null)?.cognitiveAssessment;
  const estimate = assessment?.estimatedCognitiveAge;
  if (typeof estimate !== 'number' || !Number.isInteger(estimate) || estimate < 0) return null;
  return { estimate, range: rangeOf(assessment?.cognitiveAgeRange?.min, assessment?.cognitiveAgeRange?.max) };
}

/** Per week, the latest completed attempt (what the parent's feedback for the week is), else the latest attempt. */
function latestByWeek(attempts: readonly GrowthAttempt[]) {
  const byWeek = new Map<number, { completed?: GrowthAttempt; latest: GrowthAttempt }>();
  for (const attempt of attempts) {
    const entry = byWeek.get(attempt.weekNumber) ?? { latest: attempt };
    if (attempt.attemptNumber >= entry.latest.attemptNumber) entry.latest = attempt;
    if (attempt.evaluationStatus === 'completed' && attempt.attemptNumber >= (entry.completed?.attemptNumber ?? 0)) entry.completed = attempt;
    byWeek.set(attempt.weekNumber, entry);
  }
  return byWeek;
}

/** A week's evaluated feedback with its estimate, before carried-over ones are set apart. */
type EvaluatedWeek = { week: number; date: Date; found: { estimate: number; range: AgeRange | null }; feedback: AiFeedback | null; carriedOver: boolean };

function seriesWeeks(plan: GrowthPlan, attempts: readonly GrowthAttempt[]): GrowthWeek[] {
  const byWeek = latestByWeek(attempts);
  const lastWeek = Math.max(0, ...byWeek.keys());
  const evaluated: EvaluatedWeek[] = [];
  const gaps = new Map<number, GrowthWeek>();
  for (let week = 1; week <= lastWeek; week++) {
    const entry = byWeek.get(week);
    if (!entry) {
      gaps.set(week, { kind: 'gap', week, reason: 'not-submitted', date: null });
    } else if (entry.completed) {
      const feedback = entry.completed.aiFeedback;
      const found = weekEstimate(feedback);
      const date = entry.completed.evaluatedAt;
      if (!found || !date) gaps.set(week, { kind: 'gap', week, reason: 'no-estimate', date: date?.toISOString() ?? null });
      else evaluated.push({ week, date, found, feedback, carriedOver: estimateCarriedOver(feedback as FeedbackWithEstimate | null) });
    } else {
      gaps.set(week, { kind: 'gap', week, reason: entry.latest.evaluationStatus === 'failed' ? 'failed' : 'pending', date: null });
    }
  }
  // A week that only carried an earlier estimate over has none of its own: a gap, never a point.
  const own = new Set(comparableWeeks(evaluated));
  for (const week of evaluated) {
    if (own.has(week)) continue;
    gaps.set(week.week, { kind: 'gap', week: week.week, reason: 'carried-over', date: week.date.toISOString() });
  }
  const points = new Map(
    [...own].map((w): [number, GrowthWeek] => [
      w.week,
      {
        kind: 'week',
        week: w.week,
        ...w.found,
        childAge: childAgeOn(plan, w.date),
        date: w.date.toISOString(),
        score: feedbackScore(w.feedback),
      },
    ]),
  );
  return Array.from({ length: lastWeek }, (_, i) => points.get(i + 1) ?? gaps.get(i + 1)!);
}

function seriesCheckpoints(plan: GrowthPlan, rows: readonly GrowthCheckpointRow[]): GrowthCheckpoint[] {
  return rows.flatMap((row) =>
    row.cognitiveAge === null || !row.evaluatedAt
      ? []
      : [
          {
            checkpointNumber: row.checkpointNumber,
            week: row.checkpointNumber * WEEKS_PER_CHECKPOINT,
            estimate: row.cognitiveAge,
            range: rangeOf(row.cognitiveAgeMin, row.cognitiveAgeMax),
            childAge: childAgeOn(plan, row.evaluatedAt),
            date: row.evaluatedAt.toISOString(),
          },
        ],
  );
}

/** The measurements of the photo that spoke for a week (issue 32's `observed.features`); older feedback has none. */
function measuredFeatures(feedback: AiFeedback | null): DrawingFeatures | null {
  const features = (feedback as { observed?: { features?: DrawingFeatures } } | null)?.observed?.features;
  return features && typeof features.closedShapes === 'number' ? features : null;
}

/** The one measured value a skill chart plots for a week. */
const MEASURED: Record<SkillMeasure, (f: DrawingFeatures) => number> = {
  'closed-shapes': (f) => f.closedShapes,
  colours: (f) => f.colorCount,
  'shapes-inside-shapes': (f) => f.nestedShapes,
  'page-used': (f) => Math.round(f.pageUsage * 100),
};

/**
 * Issue 32: each skill with a measured counterpart (SKILL_MEASURES), plotted with what was
 * measured for it on the photos of the weeks that practised it — closed shapes for "Closed
 * shapes", colours for "Colour choice" — never the week's overall score, which is no measure of one
 * skill. Skills nothing measures have no chart; a skill needs two measured weeks before it has one.
 */
function skillTrends(attempts: readonly GrowthAttempt[], challenges: readonly GrowthChallenge[]): SkillTrend[] {
  const skillsOf = new Map(challenges.map((c) => [c.week, [...new Set(c.skills)]]));
  const trends = new Map<string, SkillTrend['points']>();
  for (const [week, entry] of [...latestByWeek(attempts)].sort(([a], [b]) => a - b)) {
    const features = entry.completed ? measuredFeatures(entry.completed.aiFeedback) : null;
    const date = entry.completed?.evaluatedAt;
    if (!features || !date) continue;
    for (const skill of skillsOf.get(week) ?? []) {
      const measure = SKILL_MEASURES[skill];
      if (!measure) continue;
      trends.set(skill, [...(trends.get(skill) ?? []), { week, date: date.toISOString(), value: MEASURED[measure](features) }]);
    }
  }
  return [...trends]
    .filter(([, points]) => points.length >= 2)
    .map(([skill, points]): SkillTrend => {
      const measure = SKILL_MEASURES[skill]!;
      return { skill, measure, label: SKILL_MEASURE_LABELS[measure], points };
    })
    .sort((a, b) => b.points.length - a.points.length || a.points[0]!.week - b.points[0]!.week || a.skill.localeCompare(b.skill));
}

/** The Growth tab's series from a plan's stored results (see contracts/growth.ts). */
export function growthSeries({ plan, attempts, challenges, checkpoints }: GrowthInputs): GrowthSeriesResponse {
  const baseline =
    plan.baselineCognitiveAge !== null && plan.setupCompletedAt
      ? {
          estimate: plan.baselineCognitiveAge,
          range: rangeOf(plan.baselineCognitiveAgeMin, plan.baselineCognitiveAgeMax),
          childAge: plan.baselineChildAge,
          date: plan.setupCompletedAt.toISOString(),
        }
      : null;
  return { baseline, weeks: seriesWeeks(plan, attempts), checkpoints: seriesCheckpoints(plan, checkpoints), skills: skillTrends(attempts, challenges) };
}
