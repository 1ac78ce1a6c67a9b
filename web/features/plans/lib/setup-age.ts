import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { Translator } from '../../../../contracts/i18n/translator';
import { CHILD_NAME_MAX_LENGTH, CHILD_NAME_REQUIRED_MESSAGE, CHILD_NAME_TOO_LONG_MESSAGE } from '../../../../contracts/child-name';
import { SERVED_AGE_MESSAGE, VOCABULARY } from '../../../../contracts/vocabulary';
import { ageFromBirthMonth, birthMonthServed, birthYearsServed } from '@/lib/birth-month';

// contracts/plans.ts imports zod, which the setup screen must not pull into its chunk: the messages
// come from the zod-free modules (the test checks they match the contract's).
export const SETUP_AGE_MESSAGE = SERVED_AGE_MESSAGE;
export const SETUP_MISSING_MESSAGE = "Please upload a drawing and select your child's birth month and year";
/** Below the birth date at set-up and in the edit dialog. */
export const SETUP_AGE_HINT = `Plans are made for ${VOCABULARY.ageSpanLong}.`;

/**
 * The English messages a plan form may hold (the zod-free checks here and in contracts/child-name,
 * which set-up and the checkout use without zod), as message keys. The contract's schemas give
 * message keys already; a server's own words pass through as they came.
 */
const PLAN_MESSAGE_KEYS: Readonly<Record<string, MessageKey>> = {
  [SETUP_MISSING_MESSAGE]: 'plans.setup.missing',
  [SETUP_AGE_MESSAGE]: 'plans.setup.ageOutOfRange',
  [CHILD_NAME_REQUIRED_MESSAGE]: 'plans.newPlan.nameRequired',
  [CHILD_NAME_TOO_LONG_MESSAGE]: 'plans.name.tooLong',
};

/** A form message as the parent reads it: a known one translated, a message key translated, anything else as it came. */
export function setupMessage(t: Translator, message: string): string;
export function setupMessage(t: Translator, message: string | undefined): string | undefined;
export function setupMessage(t: Translator, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = PLAN_MESSAGE_KEYS[message];
  if (key) return t(key, { max: CHILD_NAME_MAX_LENGTH });
  return t.has(message) ? t(message) : message;
}

/** The birth years of a child aged 3 to 10 today, newest first (issue 32, in place of spec 000 §9's 14 years). */
export function setupBirthYears(today: Date = new Date()): number[] {
  return birthYearsServed(today);
}

/** The age message when a birth month and year make an age outside the served 36–131 months. */
export function setupAgeError(month: number, year: number, today: Date = new Date()): string | undefined {
  return birthMonthServed(month, year, today) ? undefined : SETUP_AGE_MESSAGE;
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
