// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { REFUND_TERMS } from '../../../../contracts/receipts';
import { Order, SandboxOrderPayResponse } from '../../../../contracts/shop';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { addressFixture, orderFixture } from '../test-fixtures';
import { SandboxOrderCheckoutPage } from './sandbox-order-checkout-page';

const PAY = `/api/sandbox/orders/${orderFixture().id}/pay`;
const server = mockApi();

/** The order the checkout loads; any other order is not found. A test's own handlers go first. */
function serve(order: Order | null) {
  server.use(answerError('get', '/api/orders/:orderId', 404, { code: 'NOT_FOUND', message: 'Order not found' }));
  if (order) server.use(answer.get(`/api/orders/${order.id}`, Order, order));
}

function renderCheckout(orderId = orderFixture().id, searchPath = '') {
  const location = memoryLocation({ path: `/shop/checkout/${orderId}`, searchPath, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SandboxOrderCheckoutPage params={{ orderId }} />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return location;
}

function fillAddress() {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: addressFixture.name } });
  fireEvent.change(screen.getByLabelText('Address line 1'), { target: { value: addressFixture.line1 } });
  fireEvent.change(screen.getByLabelText('City'), { target: { value: addressFixture.city } });
  fireEvent.change(screen.getByLabelText('Postal code'), { target: { value: addressFixture.postal_code } });
  fireEvent.change(screen.getByLabelText('Country'), { target: { value: addressFixture.country } });
}

function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '12 / 40' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
}

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('SandboxOrderCheckoutPage', () => {
  it('shows the order summary in test mode, with Cancel back to the configurator', async () => {
    serve(orderFixture());
    renderCheckout();
    await screen.findByRole('button', { name: /Pay \$79\.00/ });
    expect(screen.getAllByText('Test mode — no real charge').length).toBeGreaterThan(0);
    expect(screen.getByText('Digital Art Frame')).toBeTruthy();
    expect(screen.getByText('7 inch Digital Frame')).toBeTruthy();
    expect(screen.getByText('incl. Worldwide shipping')).toBeTruthy();
    expect(screen.getByRole('img', { name: "Your child's artwork" }).getAttribute('src')).toBe('/api/files/file-1');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/configure/frame?cancelled=1');
    expect(screen.getByLabelText('Full name').getAttribute('autocomplete')).toBe('shipping name');
    expect(screen.getByLabelText('Country').getAttribute('autocomplete')).toBe('shipping country');
  });

  it('shows the address messages and focuses the first; nothing is sent', async () => {
    serve(orderFixture());
    renderCheckout();
    const pay = await screen.findByRole('button', { name: /Pay \$79\.00/ });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '' } });
    fillCard('4242 4242 4242 4242');
    fireEvent.click(pay);
    for (const message of [
      'Please enter the name for delivery',
      'Please enter the street address',
      'Please enter the city',
      'Please enter the postal code',
      'Please choose a country',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(server.requests('POST')).toEqual([]);
  });

  it('pays once with the address and card, then opens the order page', async () => {
    let release: () => void = () => undefined;
    const paid = orderFixture({ status: 'paid', shippingAddress: addressFixture, paidAt: '2026-11-20T10:05:00.000Z' });
    serve(orderFixture());
    server.use(
      answer.post(
        PAY,
        SandboxOrderPayResponse,
        () => new Promise<SandboxOrderPayResponse>((resolve) => (release = () => resolve({ ...paid, nextActionUrl: null }))),
      ),
    );
    const location = renderCheckout();
    const pay = await screen.findByRole('button', { name: /Pay \$79\.00/ });
    fillAddress();
    fillCard('4242 4242 4242 4242');
    fireEvent.click(pay);
    await screen.findByRole('button', { name: /Processing\.\.\./ });
    fireEvent.click(screen.getByRole('button', { name: /Processing\.\.\./ }));
    const posts = server.requests('POST');
    expect(posts).toHaveLength(1);
    await waitFor(() => expect(posts[0]?.body).toBeDefined());
    expect(posts[0]?.body).toEqual({
      shippingAddress: addressFixture,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
    });
    release();
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/shop/orders/${paid.id}`));
  });

  it('a card whose bank asks for a confirmation goes to the test bank, charging nothing here', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const nextActionUrl = `/sandbox/authenticate/${orderFixture().id}?client_secret=order_auth_x&return_url=%2Fshop%2Fcheckout%2F${orderFixture().id}`;
    serve(orderFixture());
    server.use(answer.post(PAY, SandboxOrderPayResponse, { ...orderFixture(), nextActionUrl }));
    const location = renderCheckout();
    const pay = await screen.findByRole('button', { name: /Pay \$79\.00/ });
    fillAddress();
    fillCard('4000 0025 0000 3155');
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(nextActionUrl));
    // Still busy while the page leaves: no second payment, no order page.
    expect(screen.getByRole('button', { name: /Processing\.\.\./ })).toHaveProperty('disabled', true);
    expect(location.history?.at(-1)).toBe(`/shop/checkout/${orderFixture().id}`);
  });

  it('back from a refused confirmation: says nothing was charged, keeps the address, and lets the parent pay again', async () => {
    serve(orderFixture({ shippingAddress: addressFixture }));
    const location = renderCheckout(orderFixture().id, 'redirect_status=failed');
    await screen.findByRole('button', { name: /Pay \$79\.00/ });
    expect(screen.getByRole('alert').textContent).toContain('Your bank did not confirm the payment, so nothing was charged.');
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe(addressFixture.name);
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe(addressFixture.city);
    // The query is cleared: a reload starts afresh.
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/shop/checkout/${orderFixture().id}`));
  });

  it("a declined card says 'Payment Failed' with the reason and lets the parent try again", async () => {
    serve(orderFixture());
    server.use(answerError('post', PAY, 402, { code: 'CARD_DECLINED', message: 'Your card was declined.' }));
    const location = renderCheckout();
    const pay = await screen.findByRole('button', { name: /Pay \$79\.00/ });
    // The terms of a custom order are on the page before the card is charged.
    expect(screen.getByText(REFUND_TERMS.keepsake, { exact: false })).toBeTruthy();
    fillAddress();
    fillCard('4000 0000 0000 0002');
    fireEvent.click(pay);
    await screen.findByText('Payment Failed');
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Pay \$79\.00/ })).toHaveProperty('disabled', false);
    expect(location.history?.at(-1)).toBe(`/shop/checkout/${orderFixture().id}`);
  });

  it('an already paid order shows its confirmation instead of the form', async () => {
    serve(orderFixture({ status: 'paid', shippingAddress: addressFixture }));
    renderCheckout();
    await screen.findByRole('heading', { name: /Thank you!/ });
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByText('3f2a9c1e')).toBeTruthy();
  });

  it("another parent's or an unknown order is 'Order not found', with the way back to the shop", async () => {
    serve(null);
    renderCheckout('someone-elses');
    await screen.findByRole('heading', { name: 'Order not found' });
    expect(screen.getByRole('link', { name: 'Back to Shop' }).getAttribute('href')).toBe('/shop');
  });

  it('a t-shirt cancels back to the t-shirt configurator and shows its size and colour', async () => {
    serve(
      orderFixture({ productType: 'custom-tshirt', productTitle: 'Custom Art T-Shirt - L, black', configuration: { size: 'L', color: 'black' }, price: 3900 }),
    );
    renderCheckout();
    await screen.findByRole('button', { name: /Pay \$39\.00/ });
    expect(screen.getByText('Size L · Black')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/configure/tshirt?cancelled=1');
  });
});
