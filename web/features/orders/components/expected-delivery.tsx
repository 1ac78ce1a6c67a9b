import { deliveryWindow, PRODUCTION_DAYS, shippingRegion, workingDays, type ProductType } from '../../../../contracts/shop-catalog';

const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

interface ExpectedDeliveryProps {
  productType: ProductType;
  country: string;
  /** When the order was paid: making it starts then. */
  paidAt: string;
}

/** The dates a paid keepsake should arrive, and what they are made of (contracts/shop-catalog.ts). */
export function ExpectedDelivery({ productType, country, paidAt }: ExpectedDeliveryProps) {
  const window = deliveryWindow(productType, country, new Date(paidAt));
  const region = shippingRegion(country);
  return (
    <div className="sm:col-span-2">
      <dt className="text-sm text-muted">Expected delivery</dt>
      <dd className="font-semibold">
        {dateFormat.format(window.earliest)} – {dateFormat.format(window.latest)}
      </dd>
      <dd className="text-sm text-muted">
        An estimate: {workingDays(PRODUCTION_DAYS[productType])} to make it, then {workingDays(region.days)} by post {region.postTo}.
      </dd>
    </div>
  );
}
