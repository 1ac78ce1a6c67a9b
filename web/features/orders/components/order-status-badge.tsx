import type { OrderStatus } from '../../../../contracts/shop';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/utils';
import { ORDER_STATUS } from '../lib/order-status';

export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const t = useT();
  const look = ORDER_STATUS[status];
  return (
    <span className={cn('inline-flex rounded-full border px-3 py-0.5 text-sm font-semibold', look.className, className)}>
      <span className="sr-only">{t('orders.statusPrefix')}</span>
      {t(look.label)}
    </span>
  );
}
