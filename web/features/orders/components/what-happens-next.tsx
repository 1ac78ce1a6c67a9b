import { Brush, PackageCheck, Truck } from 'lucide-react';
import type { Order } from '../../../../contracts/shop';
import { TitledSection } from '@/components/titled-section';

const STEPS = [
  { icon: Brush, text: 'We prepare your keepsake from your child’s artwork, exactly as you uploaded it.' },
  { icon: Truck, text: 'It ships worldwide, and the shipping is already included in your total.' },
  { icon: PackageCheck, text: 'When it ships, its tracking number appears in Your Orders on your dashboard.' },
] as const;

/** The next steps after paying, and the refund policy's note about custom items (spec 001 §9). */
export function WhatHappensNext({ productType }: Pick<Order, 'productType'>) {
  const item = productType === 'custom-tshirt' ? 't-shirt' : 'frame';
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
      <p className="text-sm text-muted">
        Your {item} is made just for your child, so custom orders are final. If it arrives damaged or not as ordered, please tell us within 30 days of delivery
        and we’ll put it right.
      </p>
    </TitledSection>
  );
}
