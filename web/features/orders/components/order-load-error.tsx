import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

/** The order could not be loaded for another reason (network, server): say so and offer a retry. */
export function OrderLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="mx-auto grid max-w-xl justify-items-center gap-4 py-12 text-center">
      <h1 className="text-2xl font-extrabold">{t('orders.loadError.title')}</h1>
      <p className="text-muted">{t('orders.loadError.text')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('orders.loadError.retry')}
      </Button>
    </div>
  );
}
