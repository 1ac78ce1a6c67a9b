import type { AgeRange } from '../../../contracts/analysis.ts';
import { formatYearsMonths } from '../../../contracts/child-age.ts';
import { CHECKPOINT_COUNT, TOTAL_CHALLENGES, WEEKS_PER_CHECKPOINT } from '../../../contracts/program.ts';
import { REPORT_LIMITS, REPORT_WORDS, type ReportData, type ReportEstimate, type ReportScope } from '../../../contracts/reports.ts';
import { NOT_PLACED_LABEL } from '../../../contracts/status-wording.ts';
import { insideCalibratedAges } from '../../../contracts/vocabulary.ts';
import { farEnoughApart, progressBetween, PROGRESS_TEXTS } from '../../../contracts/progress.ts';
import { THEN_AND_NOW_TEXTS } from '../../../contracts/then-and-now.ts';
import { developmentStatus } from '../../providers/ai/local/stage.ts';
import { childAgeNow } from '../plans/child-age-now.ts';
import type { TaskResultRow } from '../tasks/repository.ts';
import type { ReportCheckpoint, ReportPlan, ReportWeek } from './repository.ts';
import { reportTasks } from './report-tasks.ts';
import { measuredInWords } from './report-wording.ts';

export type ReportSources = {
  plan: ReportPlan;
  scope: ReportScope;
  weeks: ReportWeek[];
  checkpoints: ReportCheckpoint[];
  /** The plan's task results (issue 33); those done at checkpoints the report covers are listed. */
  tasks: readonly TaskResultRow[];
  /** The starting drawing's storage key, if it has one. */
  baselineKey: string | null;
  /** Thumbnails as data URLs by storage key; a drawing whose file is gone is left out. */
  thumbnails: ReadonlyMap<string, string>;
  now: Date;
};

/** The weeks a report covers: a checkpoint its four, the end of the plan all 26. */
export function weeksOf(scope: ReportScope): { from: number; to: number } {
  if (scope.kind === 'final') return { from: 1, to: TOTAL_CHALLENGES };
  return { from: (scope.checkpointNumber - 1) * WEEKS_PER_CHECKPOINT + 1, to: scope.checkpointNumber * WEEKS_PER_CHECKPOINT };
}

const rangeOf = (min: number | null, max: number | null): AgeRange | null => (min !== null && max !== null ? { min, max } : null);

/**
 * The status in the report's words (the child by first name, for a doctor reader), only where
 * there is both a tested range and an age to hold it against.
 */
function statusOf(range: AgeRange | null, childAge: number | undefined, firstName: string): string | null {
  if (!range || childAge === undefined) return null;
  if (!insideCalibratedAges(childAge)) return NOT_PLACED_LABEL;
  return REPORT_WORDS.status(developmentStatus(range, childAge), firstName);
}

/** The first name only: the report never carries a surname. */
const firstNameOf = (childName: string) => childName.trim().split(/\s+/)[0] ?? childName;

function weekEstimate(plan: ReportPlan, week: ReportWeek, firstName: string): ReportEstimate | null {
  const feedback = week.feedback;
  if (!feedback || !('cognitiveAssessment' in feedback)) return null;
  const range = feedback.cognitiveAssessment.cognitiveAgeRange ?? null;
  const age = childAgeNow(plan, week.evaluatedAt ?? undefined);
  return {
    kind: 'week',
    label: `Week ${week.weekNumber}`,
    months: feedback.cognitiveAssessment.estimatedCognitiveAge,
    range,
    status: statusOf(range, age, firstName),
  };
}

/**
 * The report's then-and-now: the baseline beside the latest measured checkpoint it covers. Issue
 * 32: what changed is said only by the progress rule — measured, and for drawings at least two
 * weeks apart; closer than that the report says they are too close to compare.
 */
function thenAndNow(plan: ReportPlan, checkpoints: ReportCheckpoint[]): ReportData['changes'] {
  const latest = checkpoints.filter((c) => c.features !== null).at(-1);
  if (!plan.baselineFeatures || !latest?.features) return null;
  const thenDate = plan.setupCompletedAt;
  const nowDate = latest.drawnAt ?? latest.evaluatedAt;
  const sentences: string[] = [];
  if (thenDate && nowDate && !farEnoughApart(thenDate, nowDate)) sentences.push(PROGRESS_TEXTS.tooClose);
  else if (thenDate && nowDate)
    sentences.push(
      ...(progressBetween({ features: plan.baselineFeatures, date: thenDate }, { features: latest.features, date: nowDate }) ?? [
        THEN_AND_NOW_TEXTS['about-the-same'],
      ]),
    );
  if (!latest.wholePersonDrawing && !sentences.includes(PROGRESS_TEXTS.tooClose)) sentences.push(THEN_AND_NOW_TEXTS.differentSubjects);
  sentences.push(THEN_AND_NOW_TEXTS.snapshot);
  return { checkpointNumber: latest.checkpointNumber, sentences };
}

/**
 * A report's content from what is stored, without any I/O: the baseline, the weeks in scope and
 * the checkpoints so far, each with its range and the status wording against the child's age at
 * that time. The first name only: never the parent's e-mail, never the birth month and year.
 */
export function gatherReportData({ plan, scope, weeks, checkpoints, tasks, baselineKey, thumbnails, now }: ReportSources): ReportData {
  const firstName = firstNameOf(plan.childName);
  const estimates: ReportEstimate[] = [];
  if (plan.baselineCognitiveAge !== null) {
    const range = rangeOf(plan.baselineCognitiveAgeMin, plan.baselineCognitiveAgeMax);
    estimates.push({
      kind: 'baseline',
      label: 'Starting drawing',
      months: plan.baselineCognitiveAge,
      range,
      status: statusOf(range, plan.baselineChildAge ?? undefined, firstName),
    });
  }
  for (const week of weeks) {
    const estimate = weekEstimate(plan, week, firstName);
    if (estimate) estimates.push(estimate);
  }
  for (const checkpoint of checkpoints) {
    if (checkpoint.cognitiveAge === null) continue;
    const range = rangeOf(checkpoint.cognitiveAgeMin, checkpoint.cognitiveAgeMax);
    const age = childAgeNow(plan, checkpoint.evaluatedAt ?? undefined);
    estimates.push({
      kind: 'checkpoint',
      label: `Checkpoint ${checkpoint.checkpointNumber}`,
      months: checkpoint.cognitiveAge,
      range,
      status: statusOf(range, age, firstName),
    });
  }

  const drawings: ReportData['drawings'] = [];
  const baselineImage = baselineKey ? thumbnails.get(baselineKey) : undefined;
  if (baselineImage) drawings.push({ label: 'Start', image: baselineImage });
  for (const week of weeks) {
    const image = week.storageKey ? thumbnails.get(week.storageKey) : undefined;
    if (image) drawings.push({ label: `Week ${week.weekNumber}`, image });
  }

  const ageNow = childAgeNow(plan, now);
  const changes = thenAndNow(plan, checkpoints);
  return {
    kind: scope.kind,
    checkpointNumber: scope.kind === 'checkpoint' ? scope.checkpointNumber : null,
    title: scope.kind === 'checkpoint' ? `Checkpoint ${scope.checkpointNumber} report` : 'End-of-plan report',
    childFirstName: firstName,
    childAge: ageNow === undefined ? null : formatYearsMonths(ageNow),
    madeOn: now.toISOString().slice(0, 10),
    weeks: weeksOf(scope),
    estimates,
    measured: plan.baselineFeatures ? measuredInWords(plan.baselineFeatures) : [],
    changes,
    drawings,
    tasks: reportTasks(tasks, scope.kind === 'checkpoint' ? scope.checkpointNumber : CHECKPOINT_COUNT),
    limits: [REPORT_LIMITS.notADiagnosis, REPORT_LIMITS.oneDrawing, REPORT_LIMITS.coverage, REPORT_LIMITS.ranking, REPORT_LIMITS.askADoctor],
  };
}
