import { Order } from '../../../../contracts/shop';
import { api } from '@/lib/api-client';

/**
 * POST /api/orders/{orderId}/confirm {sessionId}: after Stripe Checkout sends the parent back,
 * asks the server to check the session now instead of waiting for the webhook. Idempotent;
 * answers the order as it is now.
 */
export async function confirmOrder(orderId: string, sessionId: string): Promise<Order> {
  return api.post(`/api/orders/${encodeURIComponent(orderId)}/confirm`, { sessionId }, Order);
}
