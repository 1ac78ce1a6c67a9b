import { describeTotal, type ListTotal } from '../../../../contracts/admin-pages';
import type { OrderStatus } from '../../../../contracts/shop';

export const ORDER_FILTERS = ['all', 'pending', 'paid', 'fulfilled', 'shipped'] as const satisfies readonly (OrderStatus | 'all')[];
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** Sunflower waits for payment, sky is being made, violet (border only: too dark for text) packed, leaf on its way. */
export const ORDER_STATUS: Record<OrderStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'border-sunflower/60 text-sunflower' },
  paid: { label: 'Paid', className: 'border-sky/60 text-sky' },
  fulfilled: { label: 'Fulfilled', className: 'border-violet text-foreground' },
  shipped: { label: 'Shipped', className: 'border-leaf/60 text-leaf' },
};

export const orderFilterLabel = (filter: OrderFilter) => (filter === 'all' ? 'All' : ORDER_STATUS[filter].label);

export const orderCount = (total: ListTotal) => describeTotal(total, { one: 'order', many: 'orders' });
