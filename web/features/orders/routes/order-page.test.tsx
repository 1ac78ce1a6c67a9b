// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Order } from '../../../../contracts/shop';
import { createQueryClient } from '@/lib/query-client';
import { addressFixture, orderFixture } from '../test-fixtures';
import { OrderPage } from './order-page';

const ID = orderFixture().id;

function renderOrderPage(search = '') {
  const location = memoryLocation({ path: `/shop/orders/${ID}${search}`, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <OrderPage params={{ orderId: ID }} />
      </Router>
    </QueryClientProvider>,
  );
}

function stubOrders(answers: Order[], confirm?: () => Response) {
  let reads = 0;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST' && url === `/api/orders/${ID}/confirm` && confirm) return confirm();
    if (url === `/api/orders/${ID}`) return Response.json(answers[Math.min(reads++, answers.length - 1)]);
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const paid = orderFixture({ status: 'paid', shippingAddress: { ...addressFixture, line2: 'Hinterhaus' }, paidAt: '2026-11-20T10:05:00.000Z' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('OrderPage', () => {
  it('thanks the parent and shows the order number, product, total, address, status and next steps', async () => {
    stubOrders([paid]);
    renderOrderPage();
    await screen.findByRole('heading', { name: /Thank you!/ });
    expect(screen.getByText('3f2a9c1e')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Animated Digital Frame' })).toBeTruthy();
    expect(screen.getByText('$79.00')).toBeTruthy();
    for (const line of ['Robin Parent', 'Elbchaussee 1', 'Hinterhaus', '22763 Hamburg', 'Germany']) expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText(/tracking number appears in Your Orders/)).toBeTruthy();
    expect(screen.getByText(/custom orders are final/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Go to Dashboard' }).every((a) => a.getAttribute('href') === '/dashboard')).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to Shop' }).getAttribute('href')).toBe('/shop');
  });

  it('shows the tracking number once the order has shipped', async () => {
    stubOrders([{ ...paid, status: 'shipped', trackingNumber: 'DHL-123' }]);
    renderOrderPage();
    await screen.findByText('Tracking number: DHL-123');
    expect(screen.getByText('Shipped')).toBeTruthy();
  });

  it('back from Stripe with the order still pending: confirms, then polls until paid', async () => {
    const fetchMock = stubOrders([orderFixture(), orderFixture(), paid], () => Response.json(orderFixture()));
    renderOrderPage('?session_id=cs_test_1');
    await screen.findByRole('heading', { name: 'Confirming your payment…' });
    await screen.findByRole('heading', { name: /Thank you!/ }, { timeout: 6000 });
    const confirms = fetchMock.mock.calls.filter(([url]) => url === `/api/orders/${ID}/confirm`);
    expect(confirms).toHaveLength(1);
    expect(JSON.parse(String(confirms[0]?.[1]?.body))).toEqual({ sessionId: 'cs_test_1' });
  });

  it('a pending order without a Stripe return offers to continue to payment', async () => {
    const fetchMock = stubOrders([orderFixture()]);
    renderOrderPage();
    await screen.findByRole('heading', { name: 'This order is waiting for payment' });
    expect(screen.getByRole('link', { name: 'Continue to payment' }).getAttribute('href')).toBe(`/shop/checkout/${ID}`);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("an unknown or another parent's order is 'Order not found'", async () => {
    stubOrders([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'NOT_FOUND', message: 'Order not found' }, { status: 404 })),
    );
    renderOrderPage();
    await screen.findByRole('heading', { name: 'Order not found' });
  });
});
