import { Brush, PackageCheck, Truck } from 'lucide-react';
import { TitledSection } from '@/components/titled-section';
import { RefundTerms } from '@/features/payments';
import { useT } from '@/i18n/use-t';

const STEPS = [
  { icon: Brush, key: 'orders.next.make' },
  { icon: Truck, key: 'orders.next.ship' },
  { icon: PackageCheck, key: 'orders.next.track' },
] as const;

/** The next steps after paying, and the keepsake refund terms the Pay button showed (spec 001 §9). */
export function WhatHappensNext() {
  const t = useT();
  return (
    <TitledSection titleId="what-happens-next" title={t('orders.next.title')} titleClassName="text-xl font-bold" className="grid gap-4">
      <ol className="grid gap-3">
        {STEPS.map(({ icon: Icon, key }) => (
          <li key={key} className="flex items-start gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-sky" aria-hidden="true" />
            <span>{t(key)}</span>
          </li>
        ))}
      </ol>
      <RefundTerms kind="keepsake" />
    </TitledSection>
  );
}
