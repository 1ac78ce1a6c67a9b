import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CreatePlanResponse, type CreatePlanRequest } from '../../../../contracts/plans';
import { api } from '@/lib/api-client';
import { plansQueryKey } from '@/lib/query-keys';

/** POST /api/plans/create {childName} → {planId}: an unpaid plan, waiting for payment. */
export async function createPlan(body: CreatePlanRequest): Promise<z.infer<typeof CreatePlanResponse>> {
  return api.post('/api/plans/create', body, CreatePlanResponse);
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
