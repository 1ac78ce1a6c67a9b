import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { BANK_REFUSED, TestModeBadge } from '@/features/payments';
import type { PageProps } from '@/page-props';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LinkButton } from '@/components/link-button';
import { useT } from '@/i18n/use-t';
import { useOrder } from '../api/get-order';
import { OrderCheckoutForm } from '../components/order-checkout-form';
import { OrderConfirmation } from '../components/order-confirmation';
import { OrderLoadError } from '../components/order-load-error';
import { OrderLoading } from '../components/order-loading';
import { OrderNotFound } from '../components/order-not-found';
import { OrderSummaryCard } from '../components/order-summary-card';
import { OrdersLayout } from '../components/orders-layout';
import { configuratorPath } from '../lib/order-details';
import { isPaidStatus } from '../lib/order-status';
import { isMissing } from '../lib/order-errors';

/**
 * /shop/checkout/:orderId: the sandbox's Stripe Checkout for a keepsake, clearly in test mode.
 * Back from a refused bank confirmation (`?redirect_status=failed`) it says so above the form.
 */
export function SandboxOrderCheckoutPage({ params }: PageProps) {
  const t = useT();
  useDocumentTitle(t('orders.checkout.title'));
  const order = useOrder(params.orderId ?? '');
  const bankRefused = useBankRefusal();

  if (order.isPending)
    return (
      <OrdersLayout>
        <OrderLoading />
      </OrdersLayout>
    );
  if (order.isError) {
    return <OrdersLayout>{isMissing(order.error) ? <OrderNotFound /> : <OrderLoadError onRetry={() => void order.refetch()} />}</OrdersLayout>;
  }
  // Paying twice is impossible: a paid order shows its confirmation instead of the form.
  if (isPaidStatus(order.data.status))
    return (
      <OrdersLayout>
        <OrderConfirmation order={order.data} />
      </OrdersLayout>
    );

  return (
    <OrdersLayout>
      <div className="grid justify-items-start gap-3">
        <TestModeBadge />
        <h1 className="text-3xl font-extrabold sm:text-4xl">
          <ScribbleUnderline color="coral">{t('orders.checkout.title')}</ScribbleUnderline>
        </h1>
        <p className="max-w-prose text-lg text-muted">{t('orders.checkout.intro')}</p>
      </div>
      <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[2fr_3fr]">
        <OrderSummaryCard order={order.data} />
        <div className="grid min-w-0 gap-4">
          {bankRefused ? (
            <p role="alert" className="rounded-2xl border border-sunflower/60 bg-surface-2 p-4">
              <span className="block font-semibold text-sunflower">{t('orders.checkout.bankRefused')}</span>
              {BANK_REFUSED}
            </p>
          ) : null}
          <OrderCheckoutForm order={order.data} />
          <LinkButton href={configuratorPath(order.data.productType)} icon={ArrowLeft} variant="ghost" className="justify-self-center">
            {t('orders.checkout.cancel')}
          </LinkButton>
        </div>
      </div>
    </OrdersLayout>
  );
}

/** True when the test bank sent the parent back refused; the query is then cleared, so a reload starts afresh. */
function useBankRefusal(): boolean {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const [refused] = useState(() => new URLSearchParams(search).get('redirect_status') === 'failed');
  useEffect(() => {
    if (new URLSearchParams(search).has('redirect_status')) navigate(path, { replace: true });
  }, [search, path, navigate]);
  return refused;
}
