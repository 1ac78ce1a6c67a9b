import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreateReportShareResponse,
  REPORT_URLS,
  ReportShare,
  ReportSharesResponse,
  SharedReportResponse,
  type CreateReportShareRequest,
} from '../../../../contracts/reports';
import { useLocale } from '@/i18n/use-t';
import { api, queryFnFor } from '@/lib/api-client';

export const reportSharesQueryKey = (planId: string) => [REPORT_URLS.shares(planId)] as const;

/** GET /api/plans/{planId}/report-shares: the parent's links, each with its openings. */
export function useReportShares(planId: string, options: { enabled?: boolean } = {}) {
  // Read afresh each time the dialog opens: the openings are what the parent opens it to see.
  return useQuery({ queryKey: reportSharesQueryKey(planId), queryFn: queryFnFor(ReportSharesResponse), enabled: options.enabled ?? true, staleTime: 0 });
}

export function useCreateReportShare(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReportShareRequest) => api.post(REPORT_URLS.shares(planId), body, CreateReportShareResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSharesQueryKey(planId) }),
  });
}

export function useRevokeReportShare(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => api.delete(REPORT_URLS.share(planId, shareId), undefined, ReportShare),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSharesQueryKey(planId) }),
  });
}

/**
 * GET /api/shared-reports/{token}: no account; 404 unknown, 410 expired or turned off. The server
 * writes it in the reader's language (the language cookie), so a switch asks for it again.
 */
export function useSharedReport(token: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: [REPORT_URLS.sharedReport(token), locale],
    queryFn: ({ signal }) => api.get(REPORT_URLS.sharedReport(token), SharedReportResponse, signal),
    retry: false,
    placeholderData: keepPreviousData,
  });
}
