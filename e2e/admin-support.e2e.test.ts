import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { APIResponse, Browser, BrowserContext, Page } from 'playwright-core';
import type { AdminOrder } from '../contracts/admin.ts';
import { figureDrawing } from '../test/drawings.ts';
import { E2E_ADMIN, axeViolations, baseURL, launchBrowser, newContext, screenshot, signInAsAdmin, signUpAndSignIn, uniqueEmail } from './browser.ts';
import { waitForText } from './plans-helpers.ts';
import type { AdminPage } from '../contracts/admin-pages.ts';

/**
 * The admin's support work: messages parents sent, keepsake orders to ship, and looking a
 * parent up. The data is made first through the real API, as a parent would make it.
 */

const headers = () => ({ origin: baseURL() });

let browser: Browser;
let parent: BrowserContext;
let parentEmail: string;
let orderId: string;

async function ok<T>(what: string, response: APIResponse): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json().catch(() => ({}))) as T;
}

/** A parent's keepsake order, paid in the sandbox: upload → artwork → checkout → pay. */
async function buyTshirt(context: BrowserContext): Promise<string> {
  const { uploadURL } = await ok<{ uploadURL: string }>('upload url', await context.request.post('/api/objects/upload', { headers: headers() }));
  await ok('put artwork', await context.request.put(uploadURL, { headers: { ...headers(), 'content-type': 'image/png' }, data: await figureDrawing() }));
  const { objectPath } = await ok<{ objectPath: string }>(
    'product image',
    await context.request.put('/api/product-image', { headers: headers(), data: { imageURL: uploadURL } }),
  );
  const checkout = await ok<{ orderId: string }>(
    'checkout',
    await context.request.post('/api/product-checkout', {
      headers: headers(),
      data: { productType: 'custom-tshirt', imageUrl: objectPath, configuration: { size: 'L', color: 'black' }, price: 3900 },
    }),
  );
  await ok(
    'pay',
    await context.request.post(`/api/sandbox/orders/${checkout.orderId}/pay`, {
      headers: headers(),
      data: {
        shippingAddress: { name: 'Robin Parent', line1: 'Elbchaussee 1', city: 'Hamburg', postal_code: '22763', country: 'DE' },
        card: { number: '4242 4242 4242 4242', cvc: '123', expMonth: 12, expYear: new Date().getFullYear() + 3 },
      },
    }),
  );
  return checkout.orderId;
}

/** Two messages from the parent, new for each try of a test (a retry finds its own, not the first try's resolved one). */
async function sendMessages(): Promise<{ resolveSubject: string; keepSubject: string }> {
  const stamp = `${Date.now()}`;
  const subjects = { resolveSubject: `Upload stops halfway ${stamp}`, keepSubject: `Ideas for week 4 ${stamp}` };
  for (const subject of Object.values(subjects)) {
    await ok(
      'contact',
      await parent.request.post('/api/contact', {
        headers: headers(),
        data: {
          name: 'Robin Parent',
          email: parentEmail,
          subject,
          category: 'support',
          message: 'Hello,\nthe upload stops at 50%.',
          metadata: { source: 'contact_page' },
        },
      }),
    );
  }
  return subjects;
}

async function adminPage(options: { desktop?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, options);
  await signInAsAdmin(context);
  return { context, page: await context.newPage() };
}

const card = (page: Page, name: string | RegExp) => page.getByRole('article', { name });

/** Chooses a status and waits for that filter's own list: until it comes, the last one stays on screen, marked busy. */
async function filterBy(page: Page, status: string) {
  await page.getByLabel('Filter by status').selectOption(status);
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

beforeAll(async () => {
  browser = await launchBrowser();
  parent = await newContext(browser);
  parentEmail = uniqueEmail('support');
  await signUpAndSignIn(parent, parentEmail);
  // A plan paid with the e2e voucher makes the parent a paying customer.
  const { planId } = await ok<{ planId: string }>(
    'create plan',
    await parent.request.post('/api/plans/create', { headers: headers(), data: { childName: 'Mia' } }),
  );
  await ok(
    'redeem voucher',
    await parent.request.post('/api/confirm-payment', { headers: headers(), data: { planId, paymentIntentId: '', voucherCode: inject('voucherCode') } }),
  );
  orderId = await buyTshirt(parent);
});
afterAll(async () => {
  await parent?.close();
  await browser?.close();
});

describe('admin support pages', () => {
  it('a parent is refused the admin lists', async () => {
    expect((await parent.request.get('/api/admin/orders')).status()).toBe(403);
    expect((await parent.request.get('/api/admin/messages')).status()).toBe(403);
    expect((await parent.request.get('/api/admin/users')).status()).toBe(403);
  });

  it('messages: filter, resolve one, the New filter drops it, the history names the admin (mobile)', async () => {
    const { resolveSubject, keepSubject } = await sendMessages();
    const { context, page } = await adminPage();
    await page.goto('/admin/messages');
    await page.getByRole('heading', { level: 1, name: 'Support Messages' }).waitFor();
    const resolveCard = card(page, resolveSubject);
    await resolveCard.waitFor();
    expect(await resolveCard.textContent()).toContain('Source: Contact Page');
    expect(await resolveCard.getByRole('link', { name: parentEmail }).getAttribute('href')).toBe(`mailto:${parentEmail}`);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-messages-mobile');

    // Other files' parents write too: counts are checked against what the cards show.
    const count = async () => Number(/^(\d+) messages?$/.exec((await page.getByText(/^\d+ messages?$/).textContent()) ?? '')?.[1]);
    await filterBy(page, 'new');
    await card(page, keepSubject).waitFor();
    const newBefore = await count();
    expect(newBefore).toBe(await page.getByRole('article').count());
    await resolveCard.getByLabel('Change status').selectOption('resolved');
    await waitForText(page, 'Status updated');
    await waitForText(page, 'Message status has been updated successfully.');
    await expect.poll(count).toBe(newBefore - 1);
    expect(await card(page, resolveSubject).count()).toBe(0);
    await card(page, keepSubject).waitFor();

    await filterBy(page, 'resolved');
    const resolved = card(page, resolveSubject);
    expect(await resolved.textContent()).toContain('Status: Resolved');
    await resolved.getByText('Change history').click();
    await resolved.getByText(E2E_ADMIN.email).waitFor();
    expect(await resolved.textContent()).toContain('status: new → resolved');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-messages-resolved-mobile');

    await page.setViewportSize({ width: 1280, height: 800 });
    await filterBy(page, 'all');
    await card(page, keepSubject).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-messages-desktop');
    await context.close();
  });

  it('orders: filter paid, ship, add tracking only, the thumbnail loads (desktop)', async () => {
    const { context, page } = await adminPage({ desktop: true });
    await page.goto('/admin/orders');
    await page.getByRole('heading', { level: 1, name: 'Product Orders' }).waitFor();
    await filterBy(page, 'paid');
    const order = card(page, `Order #${orderId.slice(0, 8)}: Custom Art T-Shirt - L, black`);
    await order.waitFor();
    const shown = await page.getByRole('article').count();
    expect(await page.getByText(/^\d+ orders?$/).textContent()).toBe(shown === 1 ? '1 order' : `${shown} orders`);
    const text = await order.textContent();
    for (const part of ['$39.00', parentEmail, 'Elbchaussee 1', '22763 Hamburg', 'Germany', 'Status: Paid']) expect(text).toContain(part);
    const thumbnail = order.getByRole('img', { name: `Artwork for Order #${orderId.slice(0, 8)}` });
    expect(await thumbnail.getAttribute('src')).toBe(`/api/admin/orders/${orderId}/artwork?size=thumb`);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-orders-desktop');

    await filterBy(page, 'all');
    await order.getByLabel('Change status').selectOption('shipped');
    await waitForText(page, 'Order status has been updated successfully.');
    await order.getByText('Status: Shipped').waitFor();

    await order.getByRole('button', { name: 'Fulfillment Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fulfillment Details' });
    await dialog.getByLabel('Tracking number').waitFor();
    await dialog.getByRole('button', { name: 'Save Details' }).click();
    await dialog.getByText('Please enter a tracking number or notes').waitFor();
    await dialog.getByLabel('Tracking number').fill('1Z999AA10123456784');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-orders-fulfillment-desktop');
    await dialog.getByRole('button', { name: 'Save Details' }).click();
    await waitForText(page, 'Fulfillment updated');
    await waitForText(page, 'Order fulfillment information has been updated.');
    expect(await dialog.count()).toBe(0);
    await order.getByText('1Z999AA10123456784').waitFor();

    const saved = (await ok<AdminPage<AdminOrder>>('admin orders', await context.request.get('/api/admin/orders?status=shipped'))).items.find(
      (o) => o.id === orderId,
    );
    expect(saved).toMatchObject({ status: 'shipped', trackingNumber: '1Z999AA10123456784', fulfillmentNotes: null });

    await page.setViewportSize({ width: 390, height: 844 });
    await order.getByText('Change history').click();
    await order.getByText('updated fulfilment details').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-orders-mobile');
    await context.close();
  });

  it('users: search the parent, open the detail, search nonsense (mobile, then desktop)', async () => {
    for (const desktop of [false, true]) {
      const { context, page } = await adminPage({ desktop });
      const suffix = desktop ? 'desktop' : 'mobile';
      await page.goto('/admin/users');
      await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
      await page.getByRole('heading', { name: 'Recent users' }).waitFor();
      await page.getByRole('button', { name: new RegExp(parentEmail) }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `admin-users-${suffix}`);

      await page.getByLabel('Search by email or name').fill(parentEmail);
      await page.getByRole('button', { name: 'Search' }).click();
      const row = page.getByRole('button', { name: new RegExp(parentEmail) });
      await page.getByRole('heading', { name: `Results for “${parentEmail}”` }).waitFor();
      expect(await row.textContent()).toContain('Plan purchase: Paid');
      await row.click();
      const dialog = page.getByRole('dialog', { name: 'User details' });
      await dialog.getByText('Paid Customer').waitFor();
      await dialog.getByText('Robin Parent').waitFor();
      const plan = dialog.getByRole('listitem').filter({ hasText: 'Drawing' });
      expect(await plan.count()).toBe(1);
      expect(await plan.textContent()).toMatch(/Week \d+/);
      expect(await plan.textContent()).toMatch(/Plan state: (Paid|Active)/);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `admin-user-detail-${suffix}`);
      await page.keyboard.press('Escape');
      expect(await dialog.count()).toBe(0);

      await page.getByLabel('Search by email or name').fill('nobody-here@nowhere.invalid');
      await page.getByRole('button', { name: 'Search' }).click();
      await waitForText(page, 'No users found with that email address.');
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.getByRole('heading', { name: 'Recent users' }).waitFor();
      await page.getByRole('button', { name: new RegExp(parentEmail) }).waitFor();
      await context.close();
    }
  });
});
