import { deliveryWindow, PRODUCTION_DAYS, shippingRegion, type ProductType } from '../../../../contracts/shop-catalog';
import { useFormat, useT } from '@/i18n/use-t';
import { useWorkingDays } from '@/features/shop';

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' };

interface ExpectedDeliveryProps {
  productType: ProductType;
  country: string;
  /** When the order was paid: making it starts then. */
  paidAt: string;
}

/** The dates a paid keepsake should arrive, and what they are made of (contracts/shop-catalog.ts). */
export function ExpectedDelivery({ productType, country, paidAt }: ExpectedDeliveryProps) {
  const t = useT();
  const format = useFormat();
  const workingDays = useWorkingDays();
  const window = deliveryWindow(productType, country, new Date(paidAt));
  const region = shippingRegion(country);
  return (
    <div className="sm:col-span-2">
      <dt className="text-sm text-muted">{t('orders.delivery.expected')}</dt>
      <dd className="font-semibold">{t('orders.delivery.window', { earliest: format.date(window.earliest, DAY), latest: format.date(window.latest, DAY) })}</dd>
      <dd className="text-sm text-muted">
        {t('orders.delivery.estimate', {
          making: workingDays(PRODUCTION_DAYS[productType]),
          posting: workingDays(region.days),
          postTo: t(region.postToKey),
        })}
      </dd>
    </div>
  );
}
