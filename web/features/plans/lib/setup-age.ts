// Copied from contracts (which import zod): the setup screen must not pull zod into its chunk.
export const SETUP_AGE_MESSAGE = 'Child must be between 18 months and 12 years old';
export const SETUP_MISSING_MESSAGE = "Please upload a drawing and select your child's birth month and year";
export const SETUP_AGE_MIN_MONTHS = 18;
export const SETUP_AGE_MAX_MONTHS = 144;

/** Spec 000 §9: the 14 years counting back from last year. */
export const SETUP_BIRTH_YEAR_COUNT = 14;

export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** Newest first: last year, then the 13 before it. */
export function setupBirthYears(today: Date = new Date()): number[] {
  const lastYear = today.getFullYear() - 1;
  return Array.from({ length: SETUP_BIRTH_YEAR_COUNT }, (_, i) => lastYear - i);
}

/** Whole months from a birth month (1–12) and year to today's month. */
export function childAgeInMonths(month: number, year: number, today: Date = new Date()): number {
  return (today.getFullYear() - year) * 12 + (today.getMonth() + 1 - month);
}

export interface SetupInput {
  image: File | null;
  month: number | undefined;
  year: number | undefined;
  /** The plan started from a free analysis: its drawing is the baseline unless a new one is chosen. */
  hasStartingDrawing?: boolean;
}

/** The spec's two setup messages, or what to send. */
export function validateSetup(input: SetupInput, today: Date = new Date()): { childAge: number; image: File | null } | { error: string } {
  const imageOk = input.image !== null || input.hasStartingDrawing === true;
  if (!imageOk || input.month === undefined || input.year === undefined) return { error: SETUP_MISSING_MESSAGE };
  const childAge = childAgeInMonths(input.month, input.year, today);
  if (childAge < SETUP_AGE_MIN_MONTHS || childAge > SETUP_AGE_MAX_MONTHS) return { error: SETUP_AGE_MESSAGE };
  return { childAge, image: input.image };
}
