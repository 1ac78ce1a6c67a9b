import { useState } from 'react';
import { ADMIN_MESSAGES } from '../../../../contracts/admin';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { useAdminOrders } from '../api/orders';
import { AdminShell } from '../components/admin-shell';
import { OrderCard } from '../components/order-card';
import { StatusFilter } from '../components/status-filter';
import { OrdersEmpty, OrdersLoadError } from '../components/order-list-states';
import { ORDER_FILTERS, orderCount, orderFilterLabel, type OrderFilter as Filter } from '../lib/order-labels';
import { PageControls } from '../components/page-controls';
import { usePageCursor } from '../lib/use-page-cursor';
import { AdminList } from '../components/admin-list';

const FILTER_OPTIONS = ORDER_FILTERS.map((value) => ({ value, label: orderFilterLabel(value) }));

/** /admin/orders (spec 001 §2): keepsake orders to make, pack and ship. */
export function AdminOrdersPage() {
  const [filter, setFilter] = useState<Filter>('all');
  const pages = usePageCursor(filter);
  const orders = useAdminOrders(filter, pages.cursor);
  const items = orders.data?.items;
  const refreshing = orders.isPlaceholderData;
  return (
    <AdminShell title="Product Orders" description="Keepsakes made from children's artwork. Add tracking once a parcel is on its way.">
      <div className="grid gap-5">
        <StatusFilter options={FILTER_OPTIONS} value={filter} onChange={setFilter} count={orders.data && !refreshing ? orderCount(orders.data.total) : null} />
        {orders.isPending ? <Spinner label="Loading orders" className="justify-self-center py-10" /> : null}
        {orders.isError ? <OrdersLoadError message={ordersLoadErrorText(orders.error)} onRetry={() => void orders.refetch()} /> : null}
        {items?.length === 0 ? <OrdersEmpty filtered={filter !== 'all'} /> : null}
        {items && items.length > 0 ? (
          <AdminList busy={refreshing} className="grid gap-4 lg:grid-cols-2">
            {items.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </AdminList>
        ) : null}
        {orders.data ? <PageControls pages={pages} nextCursor={orders.data.nextCursor} busy={refreshing} label="Orders" /> : null}
      </div>
    </AdminShell>
  );
}

/** Any answer from the server is the spec's 'Failed to fetch orders'; no answer at all, the browser's own words. */
function ordersLoadErrorText(error: Error): string {
  return (error instanceof ApiError ? '' : error.message) || ADMIN_MESSAGES.ordersFetchFailed;
}
