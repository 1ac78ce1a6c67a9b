import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { OrderStatus } from '../../../../contracts/shop';

interface StatusLook {
  label: MessageKey;
  /** One short line for the parent: where the keepsake is now. */
  meaning: MessageKey;
  className: string;
}

/** Spec 001 §4 order status, with the crayon colours' meanings (sunflower waits, leaf is done; violet is too dark for text, so only its border). */
export const ORDER_STATUS: Record<OrderStatus, StatusLook> = {
  pending: { label: 'orders.status.pending', meaning: 'orders.status.pendingMeaning', className: 'border-sunflower/60 text-sunflower' },
  paid: { label: 'orders.status.paid', meaning: 'orders.status.paidMeaning', className: 'border-sky/60 text-sky' },
  fulfilled: { label: 'orders.status.fulfilled', meaning: 'orders.status.fulfilledMeaning', className: 'border-violet text-foreground' },
  shipped: { label: 'orders.status.shipped', meaning: 'orders.status.shippedMeaning', className: 'border-leaf/60 text-leaf' },
};

/** A pending order can still be paid; every other status means the money arrived. */
export const isPaidStatus = (status: OrderStatus) => status !== 'pending';
