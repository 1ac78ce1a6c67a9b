import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { UpdatePlanResponse, type Plan, type UpdatePlanRequest } from '../../../../contracts/plans';
import { api } from '@/lib/api-client';
import { planDataQueryKey, planQueryKey, plansQueryKey } from '@/lib/query-keys';
import { archivedPlansQueryKey } from './archived-plans';

/** PATCH /api/plans/{planId}: the child's name, and the birth date until setup → { plan }. */
export async function updatePlan({ planId, changes }: { planId: string; changes: UpdatePlanRequest }): Promise<UpdatePlanResponse> {
  return api.patch(`/api/plans/${encodeURIComponent(planId)}`, changes, UpdatePlanResponse);
}

/**
 * The plan as the server now has it, in every query that shows it (the dashboard's lists, the
 * plan page, set-up): the new name appears everywhere at once, without asking again.
 */
export function rememberPlan(queryClient: QueryClient, plan: Plan) {
  const replace = (list: Plan[] | undefined) => list?.map((p) => (p.id === plan.id ? plan : p));
  queryClient.setQueryData<Plan[]>(plansQueryKey, replace);
  queryClient.setQueryData<Plan[]>(archivedPlansQueryKey, replace);
  if (queryClient.getQueryData(planQueryKey(plan.id))) queryClient.setQueryData(planQueryKey(plan.id), { plan });
  if (queryClient.getQueryData(planDataQueryKey(plan.id))) queryClient.setQueryData(planDataQueryKey(plan.id), plan);
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: ({ plan }) => rememberPlan(queryClient, plan),
  });
}
