import { PLAN_PRICE_CENTS } from '../../../../contracts/prices';
import { useFormat } from '@/i18n/use-t';

/** The development plan's price in US dollars, written the page language's way ("$49", "49 $"). */
export function PlanPrice() {
  return <>{useFormat().price(PLAN_PRICE_CENTS)}</>;
}
