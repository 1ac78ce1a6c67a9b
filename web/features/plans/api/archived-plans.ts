import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListPlansResponse, RestorePlanResponse } from '../../../../contracts/plans';
import { api, queryFnFor } from '@/lib/api-client';
import { plansQueryKey } from '@/lib/query-keys';

/** GET /api/plans/archived: under the plans key, so every change to a plan refreshes it too. */
export const archivedPlansQueryKey = ['/api/plans', 'archived'] as const;

export function useArchivedPlans() {
  return useQuery({ queryKey: archivedPlansQueryKey, queryFn: queryFnFor(ListPlansResponse) });
}

/** POST /api/plans/{planId}/restore → { plan }: the plan is active again. */
export async function restorePlan(planId: string): Promise<RestorePlanResponse> {
  return api.post(`/api/plans/${encodeURIComponent(planId)}/restore`, undefined, RestorePlanResponse);
}

export function useRestorePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePlan,
    // Both lists: the plan leaves one and joins the other.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
