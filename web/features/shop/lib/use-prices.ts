import { useFormat } from '@/i18n/use-t';

/**
 * Prices in US dollars, written the page language's way (issue 37): `amount` with two decimals as
 * order amounts show them (spec 001 §9: "$79.00", "79,00 $"), `short` for running text and
 * "from" prices ("$49").
 */
export function usePrices() {
  const format = useFormat();
  return {
    amount: (cents: number) => format.number(cents / 100, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
    short: format.price,
  };
}
