import type { AgeRange } from '../../../contracts/analysis.ts';
import { BRAND } from '../../../contracts/brand.ts';
import type { MessageKey } from '../../../contracts/i18n/keys.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';
import { CHECKPOINT_COUNT, TOTAL_CHALLENGES, WEEKS_PER_CHECKPOINT } from '../../../contracts/program.ts';
import type { ReportData, ReportEstimate, ReportScope } from '../../../contracts/reports.ts';
import { insideCalibratedAges } from '../../../contracts/vocabulary.ts';
import type { DevelopmentStatus } from '../../../contracts/analysis.ts';
import { farEnoughApart, MIN_PROGRESS_DAYS } from '../../../contracts/progress.ts';
import { describeThenAndNow } from '../../../contracts/then-and-now.ts';
import { THEN_AND_NOW_KEYS } from '../../../contracts/i18n/then-and-now-keys.ts';
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
  /** The report's language: the parent's for their own report and e-mail, the reader's for a shared link. */
  t: Translator;
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
function statusOf(t: Translator, range: AgeRange | null, childAge: number | undefined, firstName: string): string | null {
  if (!range || childAge === undefined) return null;
  if (!insideCalibratedAges(childAge)) return t('report.status.notPlaced');
  return t(STATUS_KEYS[developmentStatus(range, childAge)], { name: firstName, brand: BRAND.name });
}

const STATUS_KEYS: Record<DevelopmentStatus, MessageKey> = {
  advanced: 'report.status.advanced',
  typical: 'report.status.typical',
  behind: 'report.status.behind',
};

/** "5 years 2 months" in the report's language. */
function ageInWords(t: Translator, totalMonths: number): string {
  const whole = Math.max(0, Math.round(totalMonths));
  const years = Math.floor(whole / 12);
  const months = whole % 12;
  if (years === 0) return t('report.childAge.months', { months });
  return months === 0 ? t('report.childAge.years', { years }) : t('report.childAge.yearsMonths', { years, months });
}

/** What a report says that a drawing cannot tell (the coverage figure: ADR 018, out of fold). */
const LIMIT_KEYS: readonly MessageKey[] = [
  'report.limits.notADiagnosis',
  'report.limits.oneDrawing',
  'report.limits.coverage',
  'report.limits.ranking',
  'report.limits.askADoctor',
];

/** The first name only: the report never carries a surname. */
const firstNameOf = (childName: string) => childName.trim().split(/\s+/)[0] ?? childName;

function weekEstimate(t: Translator, plan: ReportPlan, week: ReportWeek, firstName: string): ReportEstimate | null {
  const feedback = week.feedback;
  if (!feedback || !('cognitiveAssessment' in feedback)) return null;
  const range = feedback.cognitiveAssessment.cognitiveAgeRange ?? null;
  const age = childAgeNow(plan, week.evaluatedAt ?? undefined);
  return {
    kind: 'week',
    label: t('report.label.week', { week: week.weekNumber }),
    months: feedback.cognitiveAssessment.estimatedCognitiveAge,
    range,
    status: statusOf(t, range, age, firstName),
  };
}

/**
 * The report's then-and-now: the baseline beside the latest measured checkpoint it covers. Issue
 * 32: what changed is said only by the progress rule — measured, and for drawings at least two
 * weeks apart; closer than that the report says they are too close to compare.
 */
function thenAndNow(t: Translator, plan: ReportPlan, checkpoints: ReportCheckpoint[]): ReportData['changes'] {
  const latest = checkpoints.filter((c) => c.features !== null).at(-1);
  if (!plan.baselineFeatures || !latest?.features) return null;
  const thenDate = plan.setupCompletedAt;
  const nowDate = latest.drawnAt ?? latest.evaluatedAt;
  const sentences: string[] = [];
  const tooClose = !!thenDate && !!nowDate && !farEnoughApart(thenDate, nowDate);
  // contracts/progress.ts's progressBetween, by kind: the changes measured, else "about the same".
  if (tooClose) sentences.push(t('report.changes.tooClose', { weeks: MIN_PROGRESS_DAYS / 7 }));
  else if (thenDate && nowDate)
    sentences.push(...describeThenAndNow(plan.baselineFeatures, latest.features).map((change) => t(THEN_AND_NOW_KEYS[change.kind])));
  if (!latest.wholePersonDrawing && !tooClose) sentences.push(t('report.changes.differentSubjects'));
  sentences.push(t('report.changes.snapshot'));
  return { checkpointNumber: latest.checkpointNumber, sentences };
}

/**
 * A report's content from what is stored, without any I/O: the baseline, the weeks in scope and
 * the checkpoints so far, each with its range and the status wording against the child's age at
 * that time. The first name only: never the parent's e-mail, never the birth month and year.
 */
export function gatherReportData({ plan, scope, weeks, checkpoints, tasks, baselineKey, thumbnails, now, t }: ReportSources): ReportData {
  const firstName = firstNameOf(plan.childName);
  const estimates: ReportEstimate[] = [];
  if (plan.baselineCognitiveAge !== null) {
    const range = rangeOf(plan.baselineCognitiveAgeMin, plan.baselineCognitiveAgeMax);
    estimates.push({
      kind: 'baseline',
      label: t('report.label.baseline'),
      months: plan.baselineCognitiveAge,
      range,
      status: statusOf(t, range, plan.baselineChildAge ?? undefined, firstName),
    });
  }
  for (const week of weeks) {
    const estimate = weekEstimate(t, plan, week, firstName);
    if (estimate) estimates.push(estimate);
  }
  for (const checkpoint of checkpoints) {
    if (checkpoint.cognitiveAge === null) continue;
    const range = rangeOf(checkpoint.cognitiveAgeMin, checkpoint.cognitiveAgeMax);
    const age = childAgeNow(plan, checkpoint.evaluatedAt ?? undefined);
    estimates.push({
      kind: 'checkpoint',
      label: t('report.label.checkpoint', { number: checkpoint.checkpointNumber }),
      months: checkpoint.cognitiveAge,
      range,
      status: statusOf(t, range, age, firstName),
    });
  }

  const drawings: ReportData['drawings'] = [];
  const baselineImage = baselineKey ? thumbnails.get(baselineKey) : undefined;
  if (baselineImage) drawings.push({ label: t('report.label.start'), image: baselineImage });
  for (const week of weeks) {
    const image = week.storageKey ? thumbnails.get(week.storageKey) : undefined;
    if (image) drawings.push({ label: t('report.label.week', { week: week.weekNumber }), image });
  }

  const ageNow = childAgeNow(plan, now);
  const changes = thenAndNow(t, plan, checkpoints);
  return {
    kind: scope.kind,
    checkpointNumber: scope.kind === 'checkpoint' ? scope.checkpointNumber : null,
    title: scope.kind === 'checkpoint' ? t('report.title.checkpoint', { number: scope.checkpointNumber }) : t('report.title.final'),
    childFirstName: firstName,
    childAge: ageNow === undefined ? null : ageInWords(t, ageNow),
    madeOn: now.toISOString().slice(0, 10),
    weeks: weeksOf(scope),
    estimates,
    measured: plan.baselineFeatures ? measuredInWords(plan.baselineFeatures, t) : [],
    changes,
    drawings,
    tasks: reportTasks(tasks, scope.kind === 'checkpoint' ? scope.checkpointNumber : CHECKPOINT_COUNT, t),
    limits: LIMIT_KEYS.map((key) => t(key, { brand: BRAND.name })),
  };
}
