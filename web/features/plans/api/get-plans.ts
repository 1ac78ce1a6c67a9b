import { useQuery } from '@tanstack/react-query';
import type { Plan } from '../../../../contracts/plans';

/** GET /api/plans: the parent's plans. Every change to a plan invalidates this key. */
export const plansQueryKey = ['/api/plans'] as const;

export function usePlans() {
  return useQuery<Plan[]>({ queryKey: plansQueryKey });
}
