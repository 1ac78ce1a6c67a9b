import type { AgeRange } from '../../../contracts/analysis.ts';
import { WEEKS_PER_CHECKPOINT } from '../../../contracts/checkpoints.ts';
import type { GrowthCheckpoint, GrowthSeriesResponse, GrowthWeek, SkillTrend } from '../../../contracts/growth.ts';
import { feedbackScore, type AiFeedback } from '../../../contracts/submissions.ts';
import { childAgeNow } from '../plans/child-age-now.ts';
import type { PlanRow } from '../plans/repository.ts';
import type { GrowthAttempt, GrowthChallenge, GrowthCheckpointRow } from './repository.ts';

export type GrowthPlan = Pick<
  PlanRow,
  'setupCompletedAt' | 'baselineCognitiveAge' | 'baselineCognitiveAgeMin' | 'baselineCognitiveAgeMax' | 'baselineChildAge'
>;

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

function seriesWeeks(plan: GrowthPlan, attempts: readonly GrowthAttempt[]): GrowthWeek[] {
  const byWeek = latestByWeek(attempts);
  const lastWeek = Math.max(0, ...byWeek.keys());
  const weeks: GrowthWeek[] = [];
  for (let week = 1; week <= lastWeek; week++) {
    const entry = byWeek.get(week);
    if (!entry) {
      weeks.push({ kind: 'gap', week, reason: 'not-submitted' });
    } else if (entry.completed) {
      const found = weekEstimate(entry.completed.aiFeedback);
      const date = entry.completed.evaluatedAt;
      if (!found || !date) weeks.push({ kind: 'gap', week, reason: 'no-estimate' });
      else
        weeks.push({
          kind: 'week',
          week,
          ...found,
          childAge: childAgeOn(plan, date),
          date: date.toISOString(),
          score: feedbackScore(entry.completed.aiFeedback),
        });
    } else {
      weeks.push({ kind: 'gap', week, reason: entry.latest.evaluationStatus === 'failed' ? 'failed' : 'pending' });
    }
  }
  return weeks;
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

/**
 * Each skill's weeks with the week's overall score. The feedback scores the week, not each
 * skill, so a trend is only ever the scores of the weeks that practised it — nothing per skill
 * is made up — and a skill needs two such weeks before it has a trend at all.
 */
function skillTrends(attempts: readonly GrowthAttempt[], challenges: readonly GrowthChallenge[]): SkillTrend[] {
  const skillsOf = new Map(challenges.map((c) => [c.week, [...new Set(c.skills)]]));
  const trends = new Map<string, SkillTrend['points']>();
  for (const [week, entry] of [...latestByWeek(attempts)].sort(([a], [b]) => a - b)) {
    const score = entry.completed ? feedbackScore(entry.completed.aiFeedback) : null;
    if (score === null) continue;
    for (const skill of skillsOf.get(week) ?? []) trends.set(skill, [...(trends.get(skill) ?? []), { week, score }]);
  }
  return [...trends]
    .filter(([, points]) => points.length >= 2)
    .map(([skill, points]) => ({ skill, points }))
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
