import { useQuery } from '@tanstack/react-query';
import { Plan } from '../../../../contracts/plans';
import { queryFnFor } from '@/lib/api-client';
import { planDataQueryKey } from '@/lib/query-keys';

/**
 * GET /api/plans/{planId}/data → the plan (spec 000 §7). Its key starts with the plan's key,
 * so a submission's refresh of ['/api/plans', planId] refreshes this too.
 */
export function usePlanData(planId: string) {
  return useQuery({ queryKey: planDataQueryKey(planId), queryFn: queryFnFor(Plan) });
}
