import { Brush, PackageCheck, Truck } from 'lucide-react';
import { TitledSection } from '@/components/titled-section';
import { RefundTerms } from '@/features/payments';

const STEPS = [
  { icon: Brush, text: 'We prepare your keepsake from your child’s artwork, exactly as you uploaded it.' },
  { icon: Truck, text: 'It ships worldwide, and the shipping is already included in your total.' },
  { icon: PackageCheck, text: 'When it ships, its tracking number appears in Your Orders on your dashboard.' },
] as const;

/** The next steps after paying, and the keepsake refund terms the Pay button showed (spec 001 §9). */
export function WhatHappensNext() {
  return (
    <TitledSection titleId="what-happens-next" title="What happens next" titleClassName="text-xl font-bold" className="grid gap-4">
      <ol className="grid gap-3">
        {STEPS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-sky" aria-hidden="true" />
            <span>{text}</span>
          </li>
        ))}
      </ol>
      <RefundTerms kind="keepsake" />
    </TitledSection>
  );
}
