// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API, AdminOrdersResponse, type AdminOrder } from '../../../../contracts/admin';
import { answer, answerRaw, mockApi } from '../../../../test/api-mock';
import { createQueryClient } from '@/lib/query-client';
import { AdminOrdersPage } from './admin-orders-page';
import { onePage } from '../lib/page-fixtures';

const shirt: AdminOrder = {
  id: '0123abcd-aaaa-bbbb-cccc-000000000001',
  productType: 'custom-tshirt',
  productTitle: 'Custom Art T-Shirt - L, black',
  configuration: { size: 'L', color: 'black' },
  imageUrl: '/api/admin/orders/0123abcd-aaaa-bbbb-cccc-000000000001/artwork',
  price: 3900,
  status: 'paid',
  trackingNumber: null,
  fulfillmentNotes: 'Gift wrap please',
  createdAt: '2026-02-14T12:00:00.000Z',
  user: { id: 'u1', email: 'robin@example.com' },
  shippingAddress: { name: 'Robin Parent', line1: 'Elbchaussee 1', line2: 'Hinterhaus', city: 'Hamburg', state: null, postal_code: '22763', country: 'DE' },
  artworkFile: {
    downloadUrl: '/api/admin/orders/0123abcd-aaaa-bbbb-cccc-000000000001/artwork/original',
    fileName: 'order-0123abcd-artwork.jpg',
    width: 3024,
    height: 4032,
    byteSize: 2_516_582,
    fullResolution: true,
  },
};

const server = mockApi();
const listed = (orders: AdminOrder[]) => answer.get(ADMIN_API.orders, AdminOrdersResponse, onePage(orders));

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminOrdersPage />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('AdminOrdersPage', () => {
  it('shows each order card with price, address, short id and the authorised thumbnail', async () => {
    server.use(listed([shirt]));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Order #0123abcd: Custom Art T-Shirt - L, black' }, { timeout: 5000 });
    expect(screen.getByText('1 order')).toBeTruthy();
    expect(card.textContent).toContain('$39.00');
    expect(within(card).getByText('Status:', { exact: false }).parentElement?.textContent).toBe('Status: Paid');
    expect(within(card).getByRole('link', { name: 'robin@example.com' })).toBeTruthy();
    const address = card.querySelector('address')!;
    expect([...address.children].map((line) => line.textContent)).toEqual(['Robin Parent', 'Elbchaussee 1', 'Hinterhaus', '22763 Hamburg', 'Germany']);
    expect(card.textContent).toContain('Gift wrap please');
    const img = within(card).getByRole('img', { name: 'Artwork for Order #0123abcd' });
    expect(img.getAttribute('src')).toBe(`${shirt.imageUrl}?size=thumb`);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('offers the original to print under the order number, with its pixel and file size', async () => {
    const older: AdminOrder = {
      ...shirt,
      id: '4567cdef-aaaa-bbbb-cccc-000000000002',
      artworkFile: { ...shirt.artworkFile!, fileName: 'order-4567cdef-artwork.jpg', width: 1536, height: 2048, byteSize: 412_000, fullResolution: false },
    };
    const withoutArtwork: AdminOrder = { ...shirt, id: '89abef01-aaaa-bbbb-cccc-000000000003', imageUrl: null, artworkFile: null };
    server.use(listed([shirt, older, withoutArtwork]));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Order #0123abcd: Custom Art T-Shirt - L, black' }, { timeout: 5000 });
    const download = within(card).getByRole('link', { name: 'Download original' });
    expect(download.getAttribute('href')).toBe(shirt.artworkFile!.downloadUrl);
    expect(download.getAttribute('download')).toBe('order-0123abcd-artwork.jpg');
    expect(document.getElementById(download.getAttribute('aria-describedby')!)?.textContent).toBe('3024 × 4032 px · 2.4 MB');

    // An order from before originals were kept: the largest copy, said plainly.
    const olderCard = screen.getByRole('article', { name: 'Order #4567cdef: Custom Art T-Shirt - L, black' });
    expect(within(olderCard).queryByRole('link', { name: 'Download original' })).toBeNull();
    const largest = within(olderCard).getByRole('link', { name: 'Download largest copy' });
    expect(document.getElementById(largest.getAttribute('aria-describedby')!)?.textContent).toBe(
      '1536 × 2048 px · 402 KB. The full-size original of this older order was not kept.',
    );

    const bareCard = screen.getByRole('article', { name: 'Order #89abef01: Custom Art T-Shirt - L, black' });
    expect(within(bareCard).queryByRole('link', { name: /^Download/ })).toBeNull();
    expect(within(bareCard).getByText('No artwork available')).toBeTruthy();
  });

  it('asks the server for the chosen status only', async () => {
    server.use(listed([]));
    renderPage();
    await screen.findByText('No orders found');
    fireEvent.change(screen.getByLabelText('Filter by status'), { target: { value: 'shipped' } });
    await screen.findByText('No order has this status right now.');
    expect(server.requests().map((request) => request.path)).toEqual(['/api/admin/orders', '/api/admin/orders?status=shipped']);
  });

  it("shows the spec's 'Failed to fetch orders' when the list cannot be read", async () => {
    server.use(answerRaw('get', ADMIN_API.orders, 500, 'boom'));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch orders');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
