import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DeletePlanResponse } from '../../../../contracts/plans';
import { apiRequest } from '@/lib/api';
import { plansQueryKey } from './get-plans';

/** DELETE /api/plans/{id} → {archived}: a paid plan is archived, an unpaid one removed. */
export async function deletePlan(planId: string): Promise<z.infer<typeof DeletePlanResponse>> {
  const res = await apiRequest('DELETE', `/api/plans/${encodeURIComponent(planId)}`);
  return (await res.json()) as z.infer<typeof DeletePlanResponse>;
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
