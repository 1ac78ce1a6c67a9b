import { CreditCard } from 'lucide-react';
import { Link } from 'wouter';
import type { Order } from '../../../../contracts/shop';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { RefundTerms } from '@/features/payments';
import { BackToShopButton } from './back-to-shop-button';
import { OrderSummaryCard } from './order-summary-card';

interface OrderAwaitingPaymentProps {
  order: Order;
  /** Stripe has sent the parent back and we are still waiting to hear that the payment arrived. */
  confirming: boolean;
}

/** A pending order on its order page: payment is being confirmed, or has not happened yet. */
export function OrderAwaitingPayment({ order, confirming }: OrderAwaitingPaymentProps) {
  return (
    <div className="grid max-w-xl gap-6">
      {confirming ? (
        <div className="grid justify-items-start gap-3">
          <Spinner label="Confirming your payment" />
          <h1 className="text-3xl font-extrabold">Confirming your payment…</h1>
          <p className="text-lg text-muted">This takes just a few seconds. Please keep this page open.</p>
        </div>
      ) : (
        <div className="grid gap-3">
          <h1 className="text-3xl font-extrabold">This order is waiting for payment</h1>
          <p className="text-lg text-muted">
            Nothing has been charged yet. If you just paid, your payment may take a minute to arrive; reload this page to check again.
          </p>
        </div>
      )}
      <OrderSummaryCard order={order} />
      {confirming ? null : (
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link href={`/shop/checkout/${encodeURIComponent(order.id)}`}>
              <CreditCard aria-hidden="true" />
              Continue to payment
            </Link>
          </Button>
          <BackToShopButton secondary />
          <RefundTerms kind="keepsake" className="basis-full text-sm text-muted" />
        </div>
      )}
    </div>
  );
}
