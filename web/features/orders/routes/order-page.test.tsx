// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Order } from '../../../../contracts/shop';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
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

const server = mockApi();

/** The order as read again and again (the last answer repeats), and the Stripe return's confirmation if a test has one. */
function serveOrders(answers: Order[], confirmed?: Order) {
  let reads = 0;
  server.use(answer.get(`/api/orders/${ID}`, Order, () => answers[Math.min(reads++, answers.length - 1)]!));
  if (confirmed) server.use(answer.post(`/api/orders/${ID}/confirm`, Order, confirmed));
}

const paid = orderFixture({ status: 'paid', shippingAddress: { ...addressFixture, line2: 'Hinterhaus' }, paidAt: '2026-11-20T10:05:00.000Z' });

afterEach(() => {
  cleanup();
});

describe('OrderPage', () => {
  it('thanks the parent and shows the order number, product, total, address, status and next steps', async () => {
    serveOrders([paid]);
    renderOrderPage();
    await screen.findByRole('heading', { name: /Thank you!/ });
    expect(screen.getByText('3f2a9c1e')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Digital Art Frame' })).toBeTruthy();
    expect(screen.getByText('$79.00')).toBeTruthy();
    for (const line of ['Robin Parent', 'Elbchaussee 1', 'Hinterhaus', '22763 Hamburg', 'Germany']) expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    // Paid on Friday 20 November: 3–5 working days to make, 1–3 by post within Germany.
    expect(screen.getByText('Thu, Nov 26 – Wed, Dec 2')).toBeTruthy();
    expect(screen.getByText('An estimate: 3–5 working days to make it, then 1–3 working days by post to Germany.')).toBeTruthy();
    expect(screen.getByText(/tracking number appears in Your Orders/)).toBeTruthy();
    expect(screen.getByText(/custom orders are final/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Go to Dashboard' }).every((a) => a.getAttribute('href') === '/dashboard')).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to Shop' }).getAttribute('href')).toBe('/shop');
  });

  it('writes a US address as the post reads it, with the delivery estimate for the USA', async () => {
    const address = { name: 'Sam Parent', line1: '1 Main St', line2: null, city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' };
    serveOrders([{ ...paid, shippingAddress: address }]);
    renderOrderPage();
    await screen.findByRole('heading', { name: /Thank you!/ });
    for (const line of ['Sam Parent', '1 Main St', 'Springfield, IL 62701', 'United States']) expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByText(/then 6–12 working days by post to the USA or Canada/)).toBeTruthy();
  });

  it('shows the tracking number once the order has shipped', async () => {
    serveOrders([{ ...paid, status: 'shipped', trackingNumber: 'DHL-123' }]);
    renderOrderPage();
    await screen.findByText('Tracking number: DHL-123');
    expect(screen.getByText('Shipped')).toBeTruthy();
  });

  it('back from Stripe with the order still pending: confirms, then polls until paid', async () => {
    serveOrders([orderFixture(), orderFixture(), paid], orderFixture());
    renderOrderPage('?session_id=cs_test_1');
    await screen.findByRole('heading', { name: 'Confirming your payment…' });
    await screen.findByRole('heading', { name: /Thank you!/ }, { timeout: 6000 });
    const confirms = server.requests('POST', `/api/orders/${ID}/confirm`);
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.body).toEqual({ sessionId: 'cs_test_1' });
  });

  it('a pending order without a Stripe return offers to continue to payment', async () => {
    serveOrders([orderFixture()]);
    renderOrderPage();
    await screen.findByRole('heading', { name: 'This order is waiting for payment' });
    expect(screen.getByRole('link', { name: 'Continue to payment' }).getAttribute('href')).toBe(`/shop/checkout/${ID}`);
    await waitFor(() => expect(server.requests()).toHaveLength(1));
    expect(server.requests('POST')).toEqual([]);
  });

  it("an unknown or another parent's order is 'Order not found'", async () => {
    server.use(answerError('get', `/api/orders/${ID}`, 404, { code: 'NOT_FOUND', message: 'Order not found' }));
    renderOrderPage();
    await screen.findByRole('heading', { name: 'Order not found' });
  });
});
