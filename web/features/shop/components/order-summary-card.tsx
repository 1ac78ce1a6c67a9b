import { Loader2, ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { RefundTerms } from '@/features/payments';
import { useT } from '@/i18n/use-t';
import type { OrderSummary } from '../lib/order-summary';
import { usePrices } from '../lib/use-prices';

interface OrderSummaryCardProps {
  summary: OrderSummary;
  processing: boolean;
  onCheckout: () => void;
}

/** Name, choices and the total with shipping, then the one button that leaves for payment, with the terms before it is pressed. */
export function OrderSummaryCard({ summary, processing, onCheckout }: OrderSummaryCardProps) {
  const t = useT();
  const prices = usePrices();
  return (
    <Card role="region" aria-labelledby="order-summary-heading">
      <CardContent className="grid gap-4">
        <h2 id="order-summary-heading" className="text-xl font-bold">
          {t('shop.summary.title')}
        </h2>
        <dl className="grid gap-2">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t('shop.summary.product')}</dt>
            <dd className="text-right font-semibold">{t(summary.productName)}</dd>
          </div>
          {summary.lines.map((line) => (
            <div key={line.label} className="flex justify-between gap-4">
              <dt className="text-muted">{t(line.label)}</dt>
              <dd className="text-right font-semibold">{typeof line.value === 'string' ? line.value : t(line.value.key)}</dd>
            </div>
          ))}
          <div className="mt-2 flex items-end justify-between gap-4 border-t border-border pt-3">
            <dt className="text-lg font-bold">{t('shop.summary.total')}</dt>
            <dd className="text-right">
              <span className="block font-heading text-3xl font-extrabold text-sunflower">{prices.amount(summary.priceCents)}</span>
              <span className="text-sm text-muted">{t('shop.summary.shipping')}</span>
            </dd>
          </div>
        </dl>
        <Button size="lg" className="w-full aria-disabled:cursor-wait aria-disabled:opacity-80" onClick={onCheckout} aria-disabled={processing || undefined}>
          {processing ? <Loader2 className="motion-safe:animate-spin" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
          {processing ? t('shop.summary.processing') : t('shop.summary.checkout')}
        </Button>
        <RefundTerms kind="keepsake" />
      </CardContent>
    </Card>
  );
}
