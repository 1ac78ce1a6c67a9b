// The orders feature's public face: the dashboard lists the parent's keepsake orders.
export { YourOrders } from './components/your-orders';
// The account's delete dialog names the orders still to be made.
export { useOrders } from './api/get-orders';
export { sayMessage } from './lib/say-message';
export { formatPrice } from '../../../contracts/prices';
