/**
 * React Query keys that more than one web feature uses. A change in one feature refreshes what
 * another shows (a submitted drawing refreshes the plan, its data and its checkpoints; a payment
 * refreshes the plan list), and it does so by the other's key. The keys live here, above the
 * features, so that any feature may refresh another's data without importing that feature: the
 * plans feature composes payments and submissions, and they must not import plans back
 * (test/feature-boundaries.unit.test.ts). A key only one feature uses stays in that feature.
 *
 * The default query function joins a key with "/" into the URL (web/lib/query-fn.ts).
 */

/**
 * GET /api/plans: the parent's plans. Every change to a plan invalidates this key. The list's
 * query (plans/api/get-plans.ts, which checks the answer with zod) is kept apart from it: plan
 * set-up and the checkout refresh the list and load without zod (docs/decisions/017-page-start-up.md).
 */
export const plansQueryKey = ['/api/plans'] as const;

/** GET /api/plans/{planId} → { plan } (web/lib/use-plan.ts). */
export const planQueryKey = (planId: string) => ['/api/plans', planId] as const;

/** GET /api/plans/{planId}/data: the plan page's plan with its challenges. */
export const planDataQueryKey = (planId: string) => ['/api/plans', planId, 'data'] as const;

/** GET /api/cognitive-checkpoints/{planId}: re-read when a week's drawing completes one. */
export const checkpointsQueryKey = (planId: string) => ['/api/cognitive-checkpoints', planId] as const;
