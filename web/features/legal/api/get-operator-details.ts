import { useQuery } from '@tanstack/react-query';
import { OperatorDetails } from '../../../../contracts/legal';
import { queryFnFor } from '@/lib/api-client';

/** GET /api/legal/operator: the business behind Kritzel; changes only when the server restarts. */
export const operatorDetailsQueryKey = ['/api/legal/operator'] as const;

export function useOperatorDetails() {
  return useQuery({ queryKey: operatorDetailsQueryKey, queryFn: queryFnFor(OperatorDetails) });
}
