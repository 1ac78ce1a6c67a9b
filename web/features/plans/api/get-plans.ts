import { useQuery } from '@tanstack/react-query';
import { ListPlansResponse } from '../../../../contracts/plans';
import { queryFnFor } from '@/lib/api-client';
import { plansQueryKey } from '@/lib/query-keys';

export function usePlans() {
  return useQuery({ queryKey: plansQueryKey, queryFn: queryFnFor(ListPlansResponse) });
}
