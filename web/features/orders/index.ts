// The orders feature's public face: the dashboard lists the parent's keepsake orders.
export { YourOrders } from './components/your-orders';
export { formatPrice } from '../../../contracts/prices';
