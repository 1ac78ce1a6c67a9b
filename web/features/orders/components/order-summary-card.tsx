import type { Order } from '../../../../contracts/shop';
import { Card, CardContent } from '@/components/ui/card';
import { usePrices } from '@/features/shop';
import { useT } from '@/i18n/use-t';
import { configurationLabel, productName } from '../lib/order-details';
import { ArtworkThumbnail } from './artwork-thumbnail';

/** What is being bought: the artwork, the product, the chosen size/colour and the total. */
export function OrderSummaryCard({ order }: { order: Order }) {
  const t = useT();
  const prices = usePrices();
  return (
    <Card>
      <CardContent className="grid gap-5">
        <h2 className="text-xl font-bold">{t('orders.summary.title')}</h2>
        <div className="flex items-center gap-4">
          <ArtworkThumbnail imageUrl={order.imageUrl} className="size-24 sm:size-28" />
          <div className="grid gap-1">
            <p className="text-lg font-semibold">{productName(order, t)}</p>
            <p className="text-muted">{configurationLabel(order, t)}</p>
          </div>
        </div>
        <div className="flex items-end justify-between gap-3 border-t border-border pt-4">
          <div>
            <p className="font-semibold">{t('orders.total')}</p>
            <p className="text-sm text-muted">{t('orders.shippingIncluded')}</p>
          </div>
          <p className="text-2xl font-extrabold">{prices.amount(order.price)}</p>
        </div>
      </CardContent>
    </Card>
  );
}
