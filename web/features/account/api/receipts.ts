import { useQuery } from '@tanstack/react-query';
import { RECEIPTS_API, ReceiptList } from '../../../../contracts/receipts';
import { queryFnFor } from '@/lib/api-client';

export const receiptsQueryKey = [RECEIPTS_API.list] as const;

/** GET /api/account/receipts: the parent's payments and refunds, newest first. */
export function useReceipts() {
  return useQuery<ReceiptList>({ queryKey: receiptsQueryKey, queryFn: queryFnFor(ReceiptList) });
}
