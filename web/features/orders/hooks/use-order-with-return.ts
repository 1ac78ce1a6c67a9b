import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Order } from '../../../../contracts/shop';
import { queryFnFor } from '@/lib/api-client';
import { confirmOrder } from '../api/confirm-order';
import { orderQueryKey } from '../api/get-order';
import { ordersQueryKey } from '../api/get-orders';

/** How long the page waits for Stripe's payment to be recorded before saying it is still on its way. */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_POLL_ATTEMPTS = 6;

/**
 * The order, and — when Stripe Checkout has just sent the parent back (`?session_id=…`) while the
 * order is still pending — a confirm call and a few re-reads until the payment is recorded.
 */
export function useOrderWithReturn(orderId: string, sessionId: string | null) {
  const queryClient = useQueryClient();
  const order = useQuery<Order>({
    queryKey: orderQueryKey(orderId),
    queryFn: queryFnFor(Order),
    refetchInterval: (query) =>
      sessionId && query.state.data?.status === 'pending' && query.state.dataUpdateCount <= CONFIRM_POLL_ATTEMPTS ? CONFIRM_POLL_MS : false,
  });
  const pending = order.data?.status === 'pending';
  const confirmed = useRef(false);

  useEffect(() => {
    if (!sessionId || !pending || confirmed.current) return;
    confirmed.current = true;
    // A failed confirm is not the end: the webhook still arrives, and the polling sees it.
    confirmOrder(orderId, sessionId)
      .then((latest) => queryClient.setQueryData(orderQueryKey(orderId), latest))
      .catch(() => undefined);
  }, [orderId, sessionId, pending, queryClient]);

  // The dashboard's list was read before the payment: it must show the order as paid.
  const paidNow = Boolean(sessionId) && order.data !== undefined && !pending;
  useEffect(() => {
    if (paidNow) void queryClient.invalidateQueries({ queryKey: ordersQueryKey, exact: true });
  }, [paidNow, queryClient]);

  // Reading dataUpdatedAt re-renders on every poll, even when the order comes back unchanged.
  const updates = order.dataUpdatedAt ? (queryClient.getQueryState(orderQueryKey(orderId))?.dataUpdateCount ?? 0) : 0;
  const waitingForStripe = Boolean(sessionId) && pending && updates <= CONFIRM_POLL_ATTEMPTS;
  return { order, waitingForStripe };
}
