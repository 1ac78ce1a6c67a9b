// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Order } from '../../../../contracts/shop';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { addressFixture, orderFixture } from '../test-fixtures';
import { SandboxOrderCheckoutPage } from './sandbox-order-checkout-page';

type Handler = (init?: RequestInit) => Response | Promise<Response>;
const PAY = `POST /api/sandbox/orders/${orderFixture().id}/pay`;

function stubServer(order: Order | null, routes: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? 'GET'} ${url}`];
    if (handler) return handler(init);
    if (order && url === `/api/orders/${order.id}`) return Response.json(order);
    return Response.json({ code: 'NOT_FOUND', message: 'Order not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCheckout(orderId = orderFixture().id) {
  const location = memoryLocation({ path: `/shop/checkout/${orderId}`, record: true });
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
    stubServer(orderFixture());
    renderCheckout();
    await screen.findByRole('button', { name: /Pay \$79\.00/ });
    expect(screen.getAllByText('Test mode — no real charge').length).toBeGreaterThan(0);
    expect(screen.getByText('Animated Digital Frame')).toBeTruthy();
    expect(screen.getByText('7 inch Digital Frame')).toBeTruthy();
    expect(screen.getByText('incl. Worldwide shipping')).toBeTruthy();
    expect(screen.getByRole('img', { name: "Your child's artwork" }).getAttribute('src')).toBe('/api/files/file-1');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/configure/frame?cancelled=1');
    expect(screen.getByLabelText('Full name').getAttribute('autocomplete')).toBe('shipping name');
    expect(screen.getByLabelText('Country').getAttribute('autocomplete')).toBe('shipping country');
  });

  it('shows the address messages and focuses the first; nothing is sent', async () => {
    const fetchMock = stubServer(orderFixture());
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
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('pays once with the address and card, then opens the order page', async () => {
    let release: () => void = () => undefined;
    const paid = orderFixture({ status: 'paid', shippingAddress: addressFixture, paidAt: '2026-11-20T10:05:00.000Z' });
    const fetchMock = stubServer(orderFixture(), {
      [PAY]: () => new Promise<Response>((resolve) => (release = () => resolve(Response.json(paid)))),
    });
    const location = renderCheckout();
    const pay = await screen.findByRole('button', { name: /Pay \$79\.00/ });
    fillAddress();
    fillCard('4242 4242 4242 4242');
    fireEvent.click(pay);
    await screen.findByRole('button', { name: /Processing\.\.\./ });
    fireEvent.click(screen.getByRole('button', { name: /Processing\.\.\./ }));
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({
      shippingAddress: addressFixture,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
    });
    release();
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/shop/orders/${paid.id}`));
  });

  it("a declined card says 'Payment Failed' with the reason and lets the parent try again", async () => {
    stubServer(orderFixture(), {
      [PAY]: () => Response.json({ code: 'CARD_DECLINED', message: 'Your card was declined.' }, { status: 402 }),
    });
    const location = renderCheckout();
    const pay = await screen.findByRole('button', { name: /Pay \$79\.00/ });
    fillAddress();
    fillCard('4000 0000 0000 0002');
    fireEvent.click(pay);
    await screen.findByText('Payment Failed');
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Pay \$79\.00/ })).toHaveProperty('disabled', false);
    expect(location.history?.at(-1)).toBe(`/shop/checkout/${orderFixture().id}`);
  });

  it('an already paid order shows its confirmation instead of the form', async () => {
    stubServer(orderFixture({ status: 'paid', shippingAddress: addressFixture }));
    renderCheckout();
    await screen.findByRole('heading', { name: /Thank you!/ });
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByText('3f2a9c1e')).toBeTruthy();
  });

  it("another parent's or an unknown order is 'Order not found', with the way back to the shop", async () => {
    stubServer(null);
    renderCheckout('someone-elses');
    await screen.findByRole('heading', { name: 'Order not found' });
    expect(screen.getByRole('link', { name: 'Back to Shop' }).getAttribute('href')).toBe('/shop');
  });

  it('a t-shirt cancels back to the t-shirt configurator and shows its size and colour', async () => {
    stubServer(
      orderFixture({ productType: 'custom-tshirt', productTitle: 'Custom Art T-Shirt - L, black', configuration: { size: 'L', color: 'black' }, price: 3900 }),
    );
    renderCheckout();
    await screen.findByRole('button', { name: /Pay \$39\.00/ });
    expect(screen.getByText('Size L · Black')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/configure/tshirt?cancelled=1');
  });
});
