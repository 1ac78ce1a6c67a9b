import { useQuery } from '@tanstack/react-query';
import { GrowthSeriesResponse } from '../../../../contracts/growth';
import { queryFnFor } from '@/lib/api-client';

/**
 * GET /api/plans/{planId}/growth. Under the plan's key, so a week's new feedback refreshes it; read
 * afresh each time the tab opens, so a checkpoint evaluated meanwhile appears too.
 */
export const growthQueryKey = (planId: string) => ['/api/plans', planId, 'growth'] as const;

export function useGrowth(planId: string) {
  return useQuery<GrowthSeriesResponse>({ queryKey: growthQueryKey(planId), queryFn: queryFnFor(GrowthSeriesResponse), refetchOnMount: 'always' });
}
