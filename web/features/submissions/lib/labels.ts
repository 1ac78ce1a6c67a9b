import type { MessageKey } from '../../../../contracts/i18n/keys';

/** Spec 000 §3 rating labels and time-spent values. Ages: formatYearsMonths in @/lib/format-age. */
export const QUALITY_LABELS = [
  'submissions.observations.quality.1',
  'submissions.observations.quality.2',
  'submissions.observations.quality.3',
  'submissions.observations.quality.4',
  'submissions.observations.quality.5',
] as const satisfies readonly MessageKey[];
export const MOOD_LABELS = [
  'submissions.observations.mood.1',
  'submissions.observations.mood.2',
  'submissions.observations.mood.3',
  'submissions.observations.mood.4',
  'submissions.observations.mood.5',
] as const satisfies readonly MessageKey[];
export const DIFFICULTY_LABELS = [
  'submissions.observations.difficulty.1',
  'submissions.observations.difficulty.2',
  'submissions.observations.difficulty.3',
  'submissions.observations.difficulty.4',
  'submissions.observations.difficulty.5',
] as const satisfies readonly MessageKey[];

export type RatingField = 'childMood' | 'parentMood' | 'activityEnjoyment' | 'difficultyLevel';

/** The observations table's rows, in the spec's order, with the scale each uses (message keys, translated when shown). */
export const RATING_ROWS: readonly { field: RatingField; label: MessageKey; labels: readonly MessageKey[] }[] = [
  { field: 'childMood', label: 'submissions.observations.childMood', labels: MOOD_LABELS },
  { field: 'parentMood', label: 'submissions.observations.parentMood', labels: MOOD_LABELS },
  { field: 'activityEnjoyment', label: 'submissions.observations.activityEnjoyment', labels: QUALITY_LABELS },
  { field: 'difficultyLevel', label: 'submissions.observations.difficultyLevel', labels: DIFFICULTY_LABELS },
];

export const TIME_SPENT_OPTIONS = [
  { value: 'less-10', label: 'submissions.observations.time.less10' },
  { value: '10-20', label: 'submissions.observations.time.10to20' },
  { value: '20-30', label: 'submissions.observations.time.20to30' },
  { value: '30-45', label: 'submissions.observations.time.30to45' },
  { value: '45-60', label: 'submissions.observations.time.45to60' },
  { value: 'more-60', label: 'submissions.observations.time.more60' },
] as const satisfies readonly { value: string; label: MessageKey }[];

export function timeSpentLabel(value: string | null | undefined): MessageKey | null {
  return TIME_SPENT_OPTIONS.find((option) => option.value === value)?.label ?? null;
}

/** "1" … "5" to its label on the row's scale, or null when not given. */
export function ratingLabel(field: RatingField, value: string | null | undefined): MessageKey | null {
  const n = Number(value);
  const row = RATING_ROWS.find((r) => r.field === field);
  return row && Number.isInteger(n) && n >= 1 && n <= 5 ? (row.labels[n - 1] ?? null) : null;
}

/**
 * Current week = highest submitted week + 1, at least 1 (spec 000 §4). 27 means every week
 * has been submitted: the congratulations state.
 */
export function currentWeek(submittedWeeks: readonly number[]): number {
  return Math.max(0, ...submittedWeeks) + 1;
}

/** Issue 32: the one question before the ratings, and its answers as the form sends them. */
export const FOLLOWED_QUESTION = 'submissions.observations.followedQuestion' satisfies MessageKey;
export const FOLLOWED_OPTIONS = [
  { value: 'yes', label: 'submissions.observations.followed.yes' },
  { value: 'partly', label: 'submissions.observations.followed.partly' },
  { value: 'other', label: 'submissions.observations.followed.other' },
] as const satisfies readonly { value: string; label: MessageKey }[];
export const DREW_INSTEAD_LABEL = 'submissions.observations.drewInstead' satisfies MessageKey;
export const DREW_INSTEAD_MAX = 200;

export function followedLabel(value: string | null | undefined): MessageKey | null {
  return FOLLOWED_OPTIONS.find((o) => o.value === value)?.label ?? null;
}
