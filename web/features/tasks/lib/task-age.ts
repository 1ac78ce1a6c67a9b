import { formatYearsMonthsIn, isServedAge } from '../../../../contracts/child-age';
import type { Translator } from '../../../../contracts/i18n/translator';
import { i18nStore } from '@/i18n/i18n-store';
import { ageFromBirthMonth } from '@/lib/birth-month';
import type { MessageKey } from '../../../../contracts/i18n/keys';

/** The task's norms need the child's age: without it there is nothing to compare the copies with (a message key). */
export const AGE_NEEDED: MessageKey = 'tasks.age.needed';

/** The page's translator: these helpers run while a component that reads useT() renders. */
const pageT = (): Translator => i18nStore.get().t;

/** Whole months of a child aged 3 to 10 from a birth month and year; undefined otherwise. */
export function taskChildAge(month: number | undefined, year: number | undefined, today: Date = new Date()): number | undefined {
  if (month === undefined || year === undefined) return undefined;
  const months = ageFromBirthMonth(month, year, today);
  return isServedAge(months) ? months : undefined;
}

/** Nothing while still choosing (unless asked to insist); why the date cannot be used once it is given. */
export function taskBirthDateError(
  month: number | undefined,
  year: number | undefined,
  insist: boolean,
  today: Date = new Date(),
  t: Translator = pageT(),
): string | undefined {
  if (month === undefined || year === undefined) return insist ? t(AGE_NEEDED) : undefined;
  if (!Number.isInteger(month) || month < 1 || month > 12) return t('validation.invalidDate');
  return taskChildAge(month, year, today) === undefined ? t('validation.servedAge') : undefined;
}

/** The age read back, so a wrong pick shows; before it, why we ask. */
export function taskBirthDateHint(month: number | undefined, year: number | undefined, today: Date = new Date(), t: Translator = pageT()): string {
  const age = taskChildAge(month, year, today);
  return age === undefined ? t('tasks.age.why') : t('ages.birth.childIs', { age: formatYearsMonthsIn(t, age) });
}
