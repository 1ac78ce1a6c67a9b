import type { OrderStatus } from '../../../../contracts/shop';
import { cn } from '@/lib/utils';
import { ORDER_STATUS } from '../lib/order-labels';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const look = ORDER_STATUS[status];
  return (
    <span className={cn('inline-flex rounded-full border px-3 py-0.5 text-sm font-semibold', look.className)}>
      <span className="sr-only">Status: </span>
      {look.label}
    </span>
  );
}
