import { useState } from 'react';
import type { AdminOrder } from '../../../../contracts/admin';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatPrice } from '@/features/orders';
import { formatDate, shortId } from '../lib/format';
import { AuditTrail } from './audit-trail';
import { OrderAddress } from './order-address';
import { OrderArtwork } from './order-artwork';
import { OrderArtworkDownload } from './order-artwork-download';
import { OrderFulfillmentDialog } from './order-fulfillment-dialog';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusSelect } from './order-status-select';

/** One keepsake order with everything the packer needs (spec 001 §2 Orders). */
export function OrderCard({ order }: { order: AdminOrder }) {
  const [fulfilling, setFulfilling] = useState(false);
  const number = `Order #${shortId(order.id)}`;
  return (
    <Card className="p-5 sm:p-6">
      <article aria-label={`${number}: ${order.productTitle}`} className="grid gap-4">
        <div className="flex gap-4">
          <OrderArtwork imageUrl={order.imageUrl} label={`Artwork for ${number}`} />
          <header className="grid min-w-0 content-start gap-2">
            <h2 className="text-lg font-bold break-words">{order.productTitle}</h2>
            <div className="flex flex-wrap items-center gap-2">
              <OrderStatusBadge status={order.status} />
              <span className="font-mono text-sm text-muted">{number}</span>
            </div>
            <p className="text-sm text-muted">
              <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> ·{' '}
              <span className="font-semibold text-foreground">{formatPrice(order.price)}</span>
            </p>
          </header>
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">Customer</dt>
            <dd className="wrap-anywhere">
              {order.user.email ? (
                <a href={`mailto:${order.user.email}`} className="text-sky underline underline-offset-4">
                  {order.user.email}
                </a>
              ) : (
                'Account deleted'
              )}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Ship to</dt>
            <dd>
              <OrderAddress address={order.shippingAddress} />
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-muted">Artwork to print</dt>
            <dd className="mt-1">
              <OrderArtworkDownload file={order.artworkFile} />
            </dd>
          </div>
          <div>
            <dt className="text-muted">Tracking number</dt>
            <dd className={order.trackingNumber ? 'font-mono break-all' : 'text-muted'}>{order.trackingNumber || 'Not added yet'}</dd>
          </div>
          <div>
            <dt className="text-muted">Fulfillment notes</dt>
            <dd className={order.fulfillmentNotes ? 'break-words whitespace-pre-wrap' : 'text-muted'}>{order.fulfillmentNotes || 'None'}</dd>
          </div>
        </dl>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <OrderStatusSelect orderId={order.id} status={order.status} />
          <Button variant="secondary" onClick={() => setFulfilling(true)}>
            Fulfillment Details
          </Button>
        </div>
        <AuditTrail entityType="order" entityId={order.id} />
      </article>
      <OrderFulfillmentDialog order={order} open={fulfilling} onOpenChange={setFulfilling} />
    </Card>
  );
}
