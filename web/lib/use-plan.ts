import { useQuery } from '@tanstack/react-query';
// Type only: plan set-up reads the plan and loads without zod (docs/decisions/017-page-start-up.md),
// so this answer is typed, not checked.
import type { GetPlanResponse } from '../../contracts/plans';
import { planQueryKey } from './query-keys';

/**
 * GET /api/plans/{planId} → { plan }. Plan set-up (plans) and the weekly challenge's pages
 * (submissions) both read it; it lives here so they share one request and one cache entry
 * without submissions importing plans, which composes it.
 */
export function usePlan(planId: string, options: { enabled?: boolean } = {}) {
  return useQuery<GetPlanResponse>({ queryKey: planQueryKey(planId), enabled: options.enabled ?? true });
}
