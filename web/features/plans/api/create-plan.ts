import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreatePlanRequest, CreatePlanResponse } from '../../../../contracts/plans';
import { apiRequest } from '@/lib/api';
import { plansQueryKey } from './get-plans';

/** POST /api/plans/create {childName} → {planId}: an unpaid plan, waiting for payment. */
export async function createPlan(body: CreatePlanRequest): Promise<z.infer<typeof CreatePlanResponse>> {
  const res = await apiRequest('POST', '/api/plans/create', body);
  return (await res.json()) as z.infer<typeof CreatePlanResponse>;
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
