/** Spec 000 §3 rating labels and time-spent values. Ages: formatYearsMonths in @/lib/format-age. */
export const QUALITY_LABELS = ['Poor', 'Fair', 'Good', 'Great', 'Excellent'] as const;
export const MOOD_LABELS = ['Very Upset', 'Frustrated', 'Neutral', 'Happy', 'Excited'] as const;
export const DIFFICULTY_LABELS = ['Very Easy', 'Easy', 'Just Right', 'Challenging', 'Very Hard'] as const;

export type RatingField = 'childMood' | 'parentMood' | 'activityEnjoyment' | 'difficultyLevel';

/** The observations table's rows, in the spec's order, with the scale each uses. */
export const RATING_ROWS: readonly { field: RatingField; label: string; labels: readonly string[] }[] = [
  { field: 'childMood', label: "Child's Mood", labels: MOOD_LABELS },
  { field: 'parentMood', label: 'Your Mood', labels: MOOD_LABELS },
  { field: 'activityEnjoyment', label: "Child's Enjoyment", labels: QUALITY_LABELS },
  { field: 'difficultyLevel', label: 'Difficulty Level', labels: DIFFICULTY_LABELS },
];

export const TIME_SPENT_OPTIONS = [
  { value: 'less-10', label: 'Less than 10 minutes' },
  { value: '10-20', label: '10–20 minutes' },
  { value: '20-30', label: '20–30 minutes' },
  { value: '30-45', label: '30–45 minutes' },
  { value: '45-60', label: '45–60 minutes' },
  { value: 'more-60', label: 'More than 60 minutes' },
] as const;

export function timeSpentLabel(value: string | null | undefined): string | null {
  return TIME_SPENT_OPTIONS.find((option) => option.value === value)?.label ?? null;
}

/** "1" … "5" to its label on the row's scale, or null when not given. */
export function ratingLabel(field: RatingField, value: string | null | undefined): string | null {
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
export const FOLLOWED_QUESTION = 'Did the drawing follow this week’s challenge?';
export const FOLLOWED_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'partly', label: 'Partly' },
  { value: 'other', label: 'Something else' },
] as const;
export const DREW_INSTEAD_LABEL = 'What did your child draw instead?';
export const DREW_INSTEAD_MAX = 200;

export function followedLabel(value: string | null | undefined): string | null {
  return FOLLOWED_OPTIONS.find((o) => o.value === value)?.label ?? null;
}
