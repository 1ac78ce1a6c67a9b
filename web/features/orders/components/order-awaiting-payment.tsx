import { CreditCard } from 'lucide-react';
import { Link } from 'wouter';
import type { Order } from '../../../../contracts/shop';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { RefundTerms } from '@/features/payments';
import { useT } from '@/i18n/use-t';
import { BackToShopButton } from './back-to-shop-button';
import { OrderSummaryCard } from './order-summary-card';

interface OrderAwaitingPaymentProps {
  order: Order;
  /** Stripe has sent the parent back and we are still waiting to hear that the payment arrived. */
  confirming: boolean;
}

/** A pending order on its order page: payment is being confirmed, or has not happened yet. */
export function OrderAwaitingPayment({ order, confirming }: OrderAwaitingPaymentProps) {
  const t = useT();
  return (
    <div className="grid max-w-xl gap-6">
      {confirming ? (
        <div className="grid justify-items-start gap-3">
          <Spinner label={t('orders.awaiting.confirming')} />
          <h1 className="text-3xl font-extrabold">{t('orders.awaiting.confirmingTitle')}</h1>
          <p className="text-lg text-muted">{t('orders.awaiting.confirmingText')}</p>
        </div>
      ) : (
        <div className="grid gap-3">
          <h1 className="text-3xl font-extrabold">{t('orders.awaiting.title')}</h1>
          <p className="text-lg text-muted">{t('orders.awaiting.text')}</p>
        </div>
      )}
      <OrderSummaryCard order={order} />
      {confirming ? null : (
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link href={`/shop/checkout/${encodeURIComponent(order.id)}`}>
              <CreditCard aria-hidden="true" />
              {t('orders.awaiting.continue')}
            </Link>
          </Button>
          <BackToShopButton secondary />
          <RefundTerms kind="keepsake" className="basis-full text-sm text-muted" />
        </div>
      )}
    </div>
  );
}
