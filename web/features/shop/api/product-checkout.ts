import type { ProductCheckoutRequest } from '../../../../contracts/shop';
import { apiRequest } from '@/lib/api';

/** POST /api/product-checkout → where the browser pays (Stripe Checkout or the sandbox page). */
export async function createProductCheckout(request: ProductCheckoutRequest): Promise<string> {
  const res = await apiRequest('POST', '/api/product-checkout', request);
  const body: unknown = await res.json().catch(() => null);
  const checkoutUrl = body && typeof body === 'object' ? (body as { checkoutUrl?: unknown }).checkoutUrl : undefined;
  // Not an ApiError: the page says its own "Failed to create checkout session" (checkoutErrorMessage).
  if (typeof checkoutUrl !== 'string' || !checkoutUrl) throw new Error('No checkout URL in the answer');
  return checkoutUrl;
}
