import { useEffect } from 'react';
import { useSearch } from 'wouter';
import type { PageProps } from '@/page-props';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useT } from '@/i18n/use-t';
import { OrderAwaitingPayment } from '../components/order-awaiting-payment';
import { OrderConfirmation } from '../components/order-confirmation';
import { OrderLoadError } from '../components/order-load-error';
import { OrderLoading } from '../components/order-loading';
import { OrderNotFound } from '../components/order-not-found';
import { OrdersLayout } from '../components/orders-layout';
import { useOrderWithReturn } from '../hooks/use-order-with-return';
import { isMissing } from '../lib/order-errors';
import { isPaidStatus } from '../lib/order-status';
import { clearConfiguration } from '@/features/shop';

/** /shop/orders/:orderId: where a paid checkout lands (sandbox or Stripe), and each order's page. */
export function OrderPage({ params }: PageProps) {
  const t = useT();
  useDocumentTitle(t('orders.page.title'));
  const orderId = params.orderId ?? '';
  const sessionId = new URLSearchParams(useSearch()).get('session_id');
  const { order, waitingForStripe } = useOrderWithReturn(orderId, sessionId);
  const paidProduct = order.data && isPaidStatus(order.data.status) ? order.data.productType : null;
  // Once paid, the configurator starts fresh next time instead of offering this artwork again.
  useEffect(() => {
    if (paidProduct) clearConfiguration(paidProduct);
  }, [paidProduct]);

  return (
    <OrdersLayout>
      {order.isPending ? (
        <OrderLoading />
      ) : order.isError ? (
        isMissing(order.error) ? (
          <OrderNotFound />
        ) : (
          <OrderLoadError onRetry={() => void order.refetch()} />
        )
      ) : !isPaidStatus(order.data.status) ? (
        <OrderAwaitingPayment order={order.data} confirming={waitingForStripe} />
      ) : (
        <OrderConfirmation order={order.data} />
      )}
    </OrdersLayout>
  );
}
