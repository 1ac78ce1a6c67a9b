/**
 * The plan's price, apart from the plan schemas: the landing page shows it without loading
 * zod (the schemas' library) before the first form needs it.
 */
export const PLAN_PRICE_CENTS = 4900;
export const PLAN_CURRENCY = 'usd';
