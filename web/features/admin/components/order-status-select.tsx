import { ADMIN_MESSAGES } from '../../../../contracts/admin';
import type { OrderStatus } from '../../../../contracts/shop';
import { useUpdateOrderStatus } from '../api/orders';
import { ORDER_STATUS } from '../lib/order-labels';
import { StatusSelect } from './status-select';

const TOASTS = { successTitle: ADMIN_MESSAGES.statusUpdatedTitle, success: ADMIN_MESSAGES.orderStatusUpdated, failed: ADMIN_MESSAGES.orderStatusFailed };

export function OrderStatusSelect({ orderId, status }: { orderId: string; status: OrderStatus }) {
  return <StatusSelect itemId={orderId} status={status} labels={ORDER_STATUS} update={useUpdateOrderStatus()} toasts={TOASTS} />;
}
