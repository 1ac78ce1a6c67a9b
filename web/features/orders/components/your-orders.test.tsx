// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrdersResponse, type Order } from '../../../../contracts/shop';
import { answer, answerRaw, mockApi } from '../../../../test/api-mock';
import { createQueryClient } from '@/lib/query-client';
import { orderFixture } from '../test-fixtures';
import { OrderStatusBadge } from './order-status-badge';
import { YourOrders } from './your-orders';

const server = mockApi();
const read = () => server.requests('GET', '/api/orders').length > 0;

function renderWith(...handlers: Parameters<typeof server.use>) {
  server.use(...handlers);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <YourOrders />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
});

describe('YourOrders (dashboard)', () => {
  it('lists each order with its product, choice, date, price, status, tracking and link', async () => {
    const orders: Order[] = [
      orderFixture({
        id: 'aaaaaaaa-1',
        orderNumber: 'aaaaaaaa',
        status: 'shipped',
        trackingNumber: '1Z999',
        productType: 'custom-tshirt',
        productTitle: 'Custom Art T-Shirt - L, black',
        configuration: { size: 'L', color: 'black' },
        price: 3900,
      }),
      orderFixture({ id: 'bbbbbbbb-2', orderNumber: 'bbbbbbbb', status: 'paid' }),
    ];
    renderWith(answer.get('/api/orders', OrdersResponse, orders));
    await screen.findByRole('heading', { name: 'Your Orders' });
    const [shirt, frame] = screen.getAllByRole('article');
    expect(within(shirt!).getByRole('heading').textContent).toBe('Custom Art T-Shirt - L, black');
    expect(within(shirt!).getByText('Nov 20, 2026 · $39.00 · Order aaaaaaaa')).toBeTruthy();
    expect(within(shirt!).getByText('Shipped')).toBeTruthy();
    expect(within(shirt!).getByText('1Z999')).toBeTruthy();
    expect(
      within(shirt!)
        .getByRole('link', { name: /View order/ })
        .getAttribute('href'),
    ).toBe('/shop/orders/aaaaaaaa-1');
    expect(within(frame!).getByText('Paid')).toBeTruthy();
    expect(within(frame!).queryByText(/Tracking number/)).toBeNull();
  });

  it('keeps an order whose artwork is gone, with a placeholder instead of the picture', async () => {
    renderWith(answer.get('/api/orders', OrdersResponse, [orderFixture({ imageUrl: '' })]));
    await screen.findByRole('img', { name: 'Artwork no longer available' });
  });

  it('stays away when the parent has no orders, or the list cannot be read', async () => {
    const empty = renderWith(answer.get('/api/orders', OrdersResponse, []));
    await waitFor(() => expect(read()).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(empty.container.innerHTML).toBe('');
    cleanup();
    const broken = renderWith(answerRaw('get', '/api/orders', 500, 'boom'));
    await waitFor(() => expect(read()).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(broken.container.innerHTML).toBe('');
  });
});

describe('OrderStatusBadge', () => {
  it.each([
    ['pending', 'Pending', 'text-sunflower'],
    ['paid', 'Paid', 'text-sky'],
    ['fulfilled', 'Fulfilled', 'border-violet'],
    ['shipped', 'Shipped', 'text-leaf'],
  ] as const)('%s reads "%s" with its colour', (status, label, colour) => {
    render(<OrderStatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge.textContent).toBe(`Status: ${label}`);
    expect(badge.className).toContain(colour);
  });
});
