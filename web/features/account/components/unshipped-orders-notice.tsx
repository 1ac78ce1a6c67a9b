import { isUnshipped, orderProductTitle } from '../../../../contracts/shop';
import { useOrders } from '@/features/orders';

/**
 * Before deleting: the paid keepsakes that have not shipped yet, by name and number, and what
 * happens to them. They are still made and sent; what that needs stays, with the order only.
 */
export function UnshippedOrdersNotice() {
  const orders = useOrders();
  const open = (orders.data ?? []).filter((order) => isUnshipped(order.status));
  if (open.length === 0) return null;
  const one = open.length === 1;
  return (
    <div role="note" aria-label="Orders not shipped yet" className="grid gap-2 rounded-2xl border border-sunflower/60 bg-surface-2 p-4">
      <p className="font-semibold">{one ? 'You have a paid order that has not shipped yet:' : 'You have paid orders that have not shipped yet:'}</p>
      <ul className="grid list-disc gap-1 pl-5">
        {open.map((order) => (
          <li key={order.id}>
            {orderProductTitle(order)} (order {order.orderNumber})
          </li>
        ))}
      </ul>
      <p className="text-muted">
        {one ? 'We will still make and send it.' : 'We will still make and send them.'} Until {one ? 'it ships' : 'each ships'}, we keep what that needs: the
        artwork, the name printed on it and the full delivery address, linked to the order and no longer to you. Once shipped, these are deleted too, and only
        the reduced order record described above stays.
      </p>
    </div>
  );
}
