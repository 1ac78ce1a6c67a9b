import { useQuery } from '@tanstack/react-query';
import type { OperatorDetails } from '../../../../contracts/legal';

/** GET /api/legal/operator: the business behind Kritzel; changes only when the server restarts. */
export const operatorDetailsQueryKey = ['/api/legal/operator'] as const;

export function useOperatorDetails() {
  return useQuery<OperatorDetails>({ queryKey: operatorDetailsQueryKey });
}
