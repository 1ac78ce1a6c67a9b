import { ArrowRight, Truck } from 'lucide-react';
import { Link } from 'wouter';
import type { Order } from '../../../../contracts/shop';
import { TitledSection } from '@/components/titled-section';
import { useOrders } from '../api/get-orders';
import { Rich, useFormat, useT } from '@/i18n/use-t';
import { usePrices } from '@/features/shop';
import { orderTitleIn } from '../../../../contracts/shop';
import { orderDate } from '../lib/order-details';
import { ArtworkThumbnail } from './artwork-thumbnail';
import { OrderStatusBadge } from './order-status-badge';

/**
 * The dashboard's "Your Orders": only once the parent has ordered a keepsake. While loading, or
 * if the list cannot be read, it stays away: the plans are what the dashboard is for.
 */
export function YourOrders() {
  const t = useT();
  const orders = useOrders();
  if (!orders.data || orders.data.length === 0) return null;

  return (
    <TitledSection titleId="your-orders" title={t('orders.list.title')} titleClassName="text-2xl font-bold" className="grid gap-4">
      <ul className="grid gap-3">
        {orders.data.map((order) => (
          <li key={order.id}>
            <OrderRow order={order} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** On phones the picture sits beside the words, with the status and link on a line below. */
function OrderRow({ order }: { order: Order }) {
  const t = useT();
  const format = useFormat();
  const prices = usePrices();
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-3 rounded-card border border-border bg-surface p-4 shadow-soft sm:grid-cols-[auto_1fr_auto]"
    >
      <ArtworkThumbnail imageUrl={order.imageUrl} className="size-16" />
      <div className="grid min-w-0 gap-1">
        <h3 id={`order-${order.id}`} className="font-semibold">
          {orderTitleIn(t, order)}
        </h3>
        <p className="text-sm text-muted">
          {t('orders.list.meta', { date: orderDate(order.createdAt, format.locale), price: prices.amount(order.price), number: order.orderNumber })}
        </p>
        {order.trackingNumber ? (
          <p className="inline-flex items-center gap-1.5 text-sm">
            <Truck className="size-4 text-leaf" aria-hidden="true" />
            <Rich k="orders.tracking" values={{ number: order.trackingNumber, mono: (chunks) => <span className="font-mono">{chunks}</span> }} />
          </p>
        ) : null}
      </div>
      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:justify-end">
        <OrderStatusBadge status={order.status} />
        <Link href={`/shop/orders/${encodeURIComponent(order.id)}`} className="inline-flex min-h-11 items-center gap-1.5 rounded-md font-semibold text-coral">
          <Rich k="orders.list.view" values={{ number: order.orderNumber, hidden: (chunks) => <span className="sr-only">{chunks}</span> }} />
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
