import { CHILD_AGE_MAX_MONTHS, CHILD_AGE_MIN_MONTHS } from '../../../../contracts/child-age';
import { ageFromBirthMonth } from '@/lib/birth-month';

// Copied from contracts/plans.ts (which imports zod): the setup screen must not pull zod into its chunk.
export const SETUP_AGE_MESSAGE = 'Child must be between 18 months and 12 years old';
export const SETUP_MISSING_MESSAGE = "Please upload a drawing and select your child's birth month and year";

/** Spec 000 §9: the 14 years counting back from last year. */
export const SETUP_BIRTH_YEAR_COUNT = 14;

/** Newest first: last year, then the 13 before it. */
export function setupBirthYears(today: Date = new Date()): number[] {
  const lastYear = today.getFullYear() - 1;
  return Array.from({ length: SETUP_BIRTH_YEAR_COUNT }, (_, i) => lastYear - i);
}

/** The spec's age message when a birth month and year make an age outside 18–144 months. */
export function setupAgeError(month: number, year: number, today: Date = new Date()): string | undefined {
  const age = ageFromBirthMonth(month, year, today);
  return age < CHILD_AGE_MIN_MONTHS || age > CHILD_AGE_MAX_MONTHS ? SETUP_AGE_MESSAGE : undefined;
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
  const error = setupAgeError(input.month, input.year, today);
  if (error) return { error };
  return { childAge: ageFromBirthMonth(input.month, input.year, today), image: input.image };
}
