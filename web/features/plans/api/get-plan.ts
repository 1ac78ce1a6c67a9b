import { useQuery } from '@tanstack/react-query';
// Type only: plan set-up reads the plan and loads without zod (docs/decisions/017-page-start-up.md),
// so this answer is typed, not checked.
import type { GetPlanResponse } from '../../../../contracts/plans';

/** GET /api/plans/{planId} → { plan }; the default query function joins the key with "/". */
export const planQueryKey = (planId: string) => ['/api/plans', planId] as const;

export function usePlan(planId: string, options: { enabled?: boolean } = {}) {
  return useQuery<GetPlanResponse>({ queryKey: planQueryKey(planId), enabled: options.enabled ?? true });
}
