import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API, DataExport, DataExportsResponse } from '../../../../contracts/account';
import { api, queryFnFor } from '@/lib/api-client';

export const dataExportsQueryKey = [ACCOUNT_API.exports] as const;

/** While an archive is being built the list is read again every 2 s, then polling stops. */
export const EXPORT_POLL_MS = 2000;

const isBuilding = (exports: DataExport[] | undefined) => exports?.some((item) => item.status === 'pending') ?? false;

/** GET /api/account/exports: newest first. */
export function useDataExports() {
  return useQuery<DataExport[]>({
    queryKey: dataExportsQueryKey,
    queryFn: queryFnFor(DataExportsResponse),
    refetchInterval: (query) => (isBuilding(query.state.data) ? EXPORT_POLL_MS : false),
  });
}

export async function requestDataExport(): Promise<DataExport> {
  return api.post(ACCOUNT_API.exports, undefined, DataExport);
}

/** POST /api/account/exports → 202 pending; the new export goes to the top of the list, which starts polling. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (created) =>
      queryClient.setQueryData<DataExport[]>(dataExportsQueryKey, (list = []) => [created, ...list.filter((item) => item.id !== created.id)]),
  });
}
