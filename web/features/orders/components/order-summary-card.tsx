import type { Order } from '../../../../contracts/shop';
import { Card, CardContent } from '@/components/ui/card';
import { formatPrice } from '../../../../contracts/prices';
import { configurationLabel, productName } from '../lib/order-details';
import { ArtworkThumbnail } from './artwork-thumbnail';

/** What is being bought: the artwork, the product, the chosen size/colour and the total. */
export function OrderSummaryCard({ order }: { order: Order }) {
  return (
    <Card>
      <CardContent className="grid gap-5">
        <h2 className="text-xl font-bold">Order summary</h2>
        <div className="flex items-center gap-4">
          <ArtworkThumbnail imageUrl={order.imageUrl} className="size-24 sm:size-28" />
          <div className="grid gap-1">
            <p className="text-lg font-semibold">{productName(order)}</p>
            <p className="text-muted">{configurationLabel(order)}</p>
          </div>
        </div>
        <div className="flex items-end justify-between gap-3 border-t border-border pt-4">
          <div>
            <p className="font-semibold">Total</p>
            <p className="text-sm text-muted">incl. Worldwide shipping</p>
          </div>
          <p className="text-2xl font-extrabold">{formatPrice(order.price)}</p>
        </div>
      </CardContent>
    </Card>
  );
}
