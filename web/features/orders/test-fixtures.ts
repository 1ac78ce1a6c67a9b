import type { Order } from '../../../contracts/shop';

/** A pending 7 inch frame order, as GET /api/orders/{id} answers it. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: '3f2a9c1e-5b7d-4e2a-9c1e-5b7d4e2a9c1e',
    orderNumber: '3f2a9c1e',
    productType: 'animated-frame',
    productTitle: 'Digital Art Frame - 7 inch Digital Frame',
    configuration: { size: '7inch' },
    imageUrl: '/api/files/file-1',
    price: 7900,
    status: 'pending',
    trackingNumber: null,
    shippingAddress: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: null,
    ...overrides,
  };
}

export const addressFixture = {
  name: 'Robin Parent',
  line1: 'Elbchaussee 1',
  line2: null,
  city: 'Hamburg',
  state: null,
  postal_code: '22763',
  country: 'DE',
};
