import type { OrderStatus } from '../../../../contracts/shop';

interface StatusLook {
  label: string;
  /** One short line for the parent: where the keepsake is now. */
  meaning: string;
  className: string;
}

/** Spec 001 §4 order status, with the crayon colours' meanings (sunflower waits, leaf is done; violet is too dark for text, so only its border). */
export const ORDER_STATUS: Record<OrderStatus, StatusLook> = {
  pending: { label: 'Pending', meaning: 'Waiting for payment', className: 'border-sunflower/60 text-sunflower' },
  paid: { label: 'Paid', meaning: 'We are preparing your keepsake', className: 'border-sky/60 text-sky' },
  fulfilled: { label: 'Fulfilled', meaning: 'Made and packed, ready to ship', className: 'border-violet text-foreground' },
  shipped: { label: 'Shipped', meaning: 'On its way to you', className: 'border-leaf/60 text-leaf' },
};

/** A pending order can still be paid; every other status means the money arrived. */
export const isPaidStatus = (status: OrderStatus) => status !== 'pending';
