/**
 * GET /api/plans: the parent's plans. Every change to a plan invalidates this key. Kept apart from
 * the list's query (get-plans.ts, which checks the answer with zod): plan set-up and the checkout
 * refresh the list and load without zod (docs/decisions/017-page-start-up.md).
 */
export const plansQueryKey = ['/api/plans'] as const;
