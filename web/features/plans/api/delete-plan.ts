import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { DeletePlanResponse } from '../../../../contracts/plans';
import { api } from '@/lib/api-client';
import { plansQueryKey } from '@/lib/query-keys';

/** DELETE /api/plans/{id} → {archived}: a paid plan is archived, an unpaid one removed. */
export async function deletePlan(planId: string): Promise<z.infer<typeof DeletePlanResponse>> {
  return api.delete(`/api/plans/${encodeURIComponent(planId)}`, undefined, DeletePlanResponse);
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
