import { Truck } from 'lucide-react';
import { PRODUCTION_DAYS, SHIPPING_REGIONS, type ProductType } from '../../../../contracts/shop-catalog';
import { Card, CardContent } from '@/components/ui/card';
import { TitledSection } from '@/components/titled-section';
import { useT } from '@/i18n/use-t';
import { useWorkingDays } from '../lib/use-working-days';

/**
 * How long the keepsake takes, before the parent pays: making it, then the post by region
 * (contracts/shop-catalog.ts). The order confirmation turns the same figures into dates.
 */
export function DeliveryEstimate({ productType }: { productType: ProductType }) {
  const t = useT();
  const workingDays = useWorkingDays();
  return (
    <Card>
      <CardContent>
        <TitledSection
          titleId="delivery-heading"
          title={t('shop.delivery.title')}
          titleClassName="flex items-center gap-2 text-xl font-bold"
          className="grid gap-3"
        >
          <p className="text-muted">
            <Truck className="mr-2 inline size-5 text-sky" aria-hidden="true" />
            {t('shop.delivery.made', { days: workingDays(PRODUCTION_DAYS[productType]) })}
          </p>
          <dl className="grid gap-1.5">
            {SHIPPING_REGIONS.map((region) => (
              <div key={region.id} className="flex justify-between gap-4">
                <dt>{t(region.nameKey)}</dt>
                <dd className="text-right font-semibold">{workingDays(region.days)}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-muted">{t('shop.delivery.note')}</p>
        </TitledSection>
      </CardContent>
    </Card>
  );
}
