// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePageTo } from '../lib/leave-page';
import { ProductCheckoutResponse } from '../../../../contracts/shop';
import { answer, mockApi } from '../../../../test/api-mock';
import { galleryDrawings, installFakeXhr, resetConfigurator, parent, renderPage, signedIn } from '../test-helpers';
import { ConfigureTshirtPage } from './configure-tshirt-page';

vi.mock('../lib/leave-page', () => ({ leavePageTo: vi.fn() }));

const server = mockApi();

beforeEach(installFakeXhr);
afterEach(resetConfigurator);

const checked = (name: RegExp | string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

describe('ConfigureTshirtPage', () => {
  it('starts at M and white, locked until an upload, with the chest size guide', async () => {
    server.use(signedIn(parent), galleryDrawings());
    renderPage(<ConfigureTshirtPage params={{}} />, '/configure/tshirt');
    await screen.findByRole('button', { name: 'Choose Image' });
    expect(checked(/^M/)).toBe(true);
    expect(checked('White')).toBe(true);
    expect(screen.getByRole('radio', { name: /^XL/ }).matches(':disabled')).toBe(true);
    expect(screen.getAllByText('Please upload an image first').length).toBeGreaterThan(0);
    expect(screen.getByRole('radio', { name: 'XS US 32-34 · EU 42-44' })).toBeTruthy();

    const guide = screen.getByRole('table', { name: 'Chest size guide' });
    const rows = within(guide).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(rows.map((row) => row.textContent)).toEqual([
      'SizeUS chest (inches)EU',
      'XS32-3442-44',
      'S36-3846-48',
      'M40-4250-52',
      'L44-4654-56',
      'XL48-5058-60',
      'XXL52-5462-64',
    ]);
  });

  it('comes back from a cancelled checkout with the artwork and choices kept, and checks out again', async () => {
    sessionStorage.setItem('kritzel.shop.custom-tshirt', JSON.stringify({ objectPath: '/objects/art-9', options: { size: 'XL', color: 'black' } }));
    server.use(
      signedIn(parent),
      galleryDrawings(),
      answer.post('/api/product-checkout', ProductCheckoutResponse, { checkoutUrl: '/shop/checkout/o9', orderId: 'o9' }),
    );
    renderPage(<ConfigureTshirtPage params={{}} />, '/configure/tshirt', 'cancelled=1');

    expect(await screen.findByText(/Checkout cancelled/)).toBeTruthy();
    expect(screen.getByAltText("Your child's artwork on a black t-shirt").getAttribute('src')).toBe('/objects/art-9');
    expect(checked(/^XL/)).toBe(true);
    expect(checked('Black')).toBe(true);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    for (const text of ['Custom Art T-Shirt', 'XL', 'Black', '$39.00', 'incl. Worldwide shipping']) {
      expect(within(summary).getByText(text)).toBeTruthy();
    }

    fireEvent.click(screen.getByRole('radio', { name: 'White' }));
    expect(screen.getByAltText("Your child's artwork on a white t-shirt")).toBeTruthy();
    fireEvent.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(leavePageTo).toHaveBeenCalledWith('/shop/checkout/o9'));
    expect(server.requests('POST', '/api/product-checkout')[0]?.body).toEqual({
      productType: 'custom-tshirt',
      imageUrl: '/objects/art-9',
      configuration: { size: 'XL', color: 'white' },
      price: 3900,
    });
    expect(JSON.parse(sessionStorage.getItem('kritzel.shop.custom-tshirt')!).options).toEqual({ size: 'XL', color: 'white' });
  });

  it('asks a visitor to sign in and come back to this configurator', async () => {
    server.use(signedIn(null));
    renderPage(<ConfigureTshirtPage params={{}} />, '/configure/tshirt');
    const link = await screen.findByRole('link', { name: 'Sign in to upload' });
    expect(link.getAttribute('href')).toBe('/api/login?returnTo=%2Fconfigure%2Ftshirt');
    expect(screen.getByRole('link', { name: 'Back to Shop' }).getAttribute('href')).toBe('/shop');
  });
});
