import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';

export function OrderLoading() {
  const t = useT();
  return (
    <div className="grid justify-items-center gap-3 py-16 text-muted">
      <Spinner label={t('orders.loading')} />
    </div>
  );
}
