import { workingDaysIn, type DayRange } from '../../../../contracts/shop-catalog';
import { useT } from '@/i18n/use-t';

/** "3–5 working days" in the page's language. */
export function useWorkingDays(): (range: DayRange) => string {
  const t = useT();
  return (range) => workingDaysIn(t, range);
}
