import { isUnshipped } from '../../../../contracts/shop';
import { orderTitleIn } from '../../../../contracts/shop';
import { useOrders } from '@/features/orders';
import { useT } from '@/i18n/use-t';

/**
 * Before deleting: the paid keepsakes that have not shipped yet, by name and number, and what
 * happens to them. They are still made and sent; what that needs stays, with the order only.
 */
export function UnshippedOrdersNotice() {
  const t = useT();
  const orders = useOrders();
  const open = (orders.data ?? []).filter((order) => isUnshipped(order.status));
  if (open.length === 0) return null;
  const count = open.length;
  return (
    <div role="note" aria-label={t('account.unshipped.label')} className="grid gap-2 rounded-2xl border border-sunflower/60 bg-surface-2 p-4">
      <p className="font-semibold">{t('account.unshipped.title', { count })}</p>
      <ul className="grid list-disc gap-1 pl-5">
        {open.map((order) => (
          <li key={order.id}>{t('account.unshipped.order', { title: orderTitleIn(t, order), number: order.orderNumber })}</li>
        ))}
      </ul>
      <p className="text-muted">{t('account.unshipped.text', { count })}</p>
    </div>
  );
}
