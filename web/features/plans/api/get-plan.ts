import { useQuery } from '@tanstack/react-query';
import type { Plan } from '../../../../contracts/plans';

/** GET /api/plans/{planId} → { plan }; the default query function joins the key with "/". */
export const planQueryKey = (planId: string) => ['/api/plans', planId] as const;

export function usePlan(planId: string, options: { enabled?: boolean } = {}) {
  return useQuery<{ plan: Plan }>({ queryKey: planQueryKey(planId), enabled: options.enabled ?? true });
}
