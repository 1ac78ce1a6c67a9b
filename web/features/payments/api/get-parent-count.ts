import { useQuery } from '@tanstack/react-query';
// Type only: the checkout page loads without zod (docs/decisions/017-page-start-up.md).
import type { ParentCountResponse } from '../../../../contracts/stats';

export const parentCountQueryKey = ['/api/stats/parents'] as const;

/**
 * GET /api/stats/parents: the number of parents the site may name, or null while it is below
 * the threshold (or not known): then no count is shown. A missing count never shows an error.
 */
export function useTrustedParents(): number | null {
  return useQuery<ParentCountResponse>({ queryKey: parentCountQueryKey }).data?.parents ?? null;
}
