import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { sceneDrawing } from '../test/drawings.ts';
import { axeViolations, baseURL, browserWithDrawing, closeToasts, newContext, screenshot, signUpAndSignIn } from './browser.ts';

const CHECKOUT_URL = /\/shop\/checkout\/[0-9a-f-]{36}$/;

const setup = browserWithDrawing(sceneDrawing);

async function signedInContext(desktop: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(setup.browser, { desktop });
  await signUpAndSignIn(context);
  return { context, page: await context.newPage() };
}

/** Slows the upload so the progress bar is seen moving, as on a phone's connection. */
async function throttleUploads(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
}

/** Chooses the artwork and follows the progress bar to the success toast. */
async function uploadArtwork(page: Page): Promise<number[]> {
  const seen: number[] = [];
  await page.locator('input[name="artwork"]').setInputFiles({ name: 'scene.png', mimeType: 'image/png', buffer: setup.drawing });
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  await bar.waitFor({ timeout: 10_000 });
  while (await bar.isVisible()) {
    // A short timeout: the bar may vanish between the two calls.
    const value = await bar.getAttribute('aria-valuenow', { timeout: 250 }).catch(() => null);
    if (value !== null) seen.push(Number(value));
    await page.waitForTimeout(50);
  }
  await page.getByText('Image uploaded successfully', { exact: true }).waitFor({ timeout: 30_000 });
  return seen;
}

/** The preview image has really loaded (an owner-only URL must answer with the picture). */
async function expectLoadedImage(page: Page, alt: string) {
  const image = page.getByAltText(alt);
  await image.waitFor();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

const radioLabel = (page: Page, name: RegExp | string) => page.locator('label').filter({ has: page.getByRole('radio', { name }) });

describe('the shop', () => {
  it('sends a visitor who picks a keepsake to sign in, back to the shop', async () => {
    const context = await newContext(setup.browser);
    const page = await context.newPage();
    await page.goto('/shop');
    await page.getByRole('heading', { name: "Turn Your Child's Art Into Treasured Keepsakes" }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign In to Purchase' }).getAttribute('href')).toBe('/api/login?returnTo=%2Fshop');
    // No offer exists, so no badge announces one (issue 35).
    expect(await page.getByText('Limited Time Offer').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'shop-visitor-mobile');

    await page.getByRole('article', { name: 'Custom Art T-Shirt' }).getByRole('heading').click();
    await page.getByText('Sign In Required', { exact: true }).waitFor();
    expect(await page.getByText('Please sign in to access the dashboard and purchase products', { exact: true }).isVisible()).toBe(true);
    await page.waitForURL(`${baseURL()}/sign-in?returnTo=%2Fshop`, { timeout: 10_000 });
    await context.close();
  });

  it('keeps the frame card still for a parent who asked for less motion', async () => {
    const context = await newContext(setup.browser, { desktop: true });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/shop');
    const card = page.getByRole('article', { name: 'Digital Art Frame' });
    await card.waitFor();
    expect(await card.locator('video').count()).toBe(0);
    expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.src.startsWith('data:image/webp;'))).toBe(true);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await card.locator('video').waitFor();
    // The clip starts once the visitor shows up (here: the pointer moves).
    await page.mouse.move(200, 200);
    await expect.poll(() => card.locator('video').evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.loop), { timeout: 10_000 }).toBe(true);
    await context.close();
  });

  it.each([
    ['mobile', false],
    ['desktop', true],
  ])('frame: upload with progress → preview → 5 inch → $49.00 → checkout; a cancelled return keeps it all (%s)', async (name, desktop) => {
    const { context, page } = await signedInContext(desktop);
    await page.goto('/shop');
    await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `shop-${name}`);

    await page.getByRole('article', { name: 'Digital Art Frame' }).getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL(`${baseURL()}/configure/frame`);
    await page.getByRole('heading', { name: 'Digital Art Frame', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: /5 inch Digital Frame/ }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `configure-frame-empty-${name}`);

    await throttleUploads(context, page);
    const progress = await uploadArtwork(page);
    expect(progress.some((value) => value > 0 && value < 100)).toBe(true);
    expect(await page.getByText('Your artwork has been uploaded. Now choose your frame size.', { exact: true }).isVisible()).toBe(true);
    await expectLoadedImage(page, "Your child's artwork in the 7 inch Digital Frame");

    await radioLabel(page, /5 inch Digital Frame/).click();
    await expectLoadedImage(page, "Your child's artwork in the 5 inch Digital Frame");
    const summary = page.getByRole('region', { name: 'Order Summary' });
    expect(await summary.getByText('$49.00').isVisible()).toBe(true);
    expect(await summary.getByText('incl. Worldwide shipping').isVisible()).toBe(true);
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `configure-frame-${name}`);

    await summary.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(CHECKOUT_URL, { timeout: 20_000 });

    // The sandbox's "back" is the configurator with ?cancelled=1: the artwork and size stay.
    await page.goto('/configure/frame?cancelled=1');
    await page.getByText(/Checkout cancelled/).waitFor();
    await expectLoadedImage(page, "Your child's artwork in the 5 inch Digital Frame");
    expect(await page.getByRole('radio', { name: /5 inch Digital Frame/ }).isChecked()).toBe(true);
    expect(await page.getByRole('region', { name: 'Order Summary' }).getByText('$49.00').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `configure-frame-cancelled-${name}`);
    await context.close();
  });

  it.each([
    ['mobile', false],
    ['desktop', true],
  ])('t-shirt: upload → XL + black → summary → checkout (%s)', async (name, desktop) => {
    const { context, page } = await signedInContext(desktop);
    await page.goto('/configure/tshirt');
    await page.getByRole('heading', { name: 'Custom Art T-Shirt', level: 1 }).waitFor();
    expect(await page.getByRole('table', { name: 'Chest size guide' }).getByRole('row').count()).toBe(7);
    expect(await page.getByRole('radio', { name: /^M/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'White' }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await uploadArtwork(page);
    expect(await page.getByText('Your artwork has been uploaded. Now customize your t-shirt.', { exact: true }).isVisible()).toBe(true);
    await expectLoadedImage(page, "Your child's artwork on a white t-shirt");
    await radioLabel(page, /^XL/).click();
    await radioLabel(page, 'Black').click();
    await expectLoadedImage(page, "Your child's artwork on a black t-shirt");
    const summary = page.getByRole('region', { name: 'Order Summary' });
    for (const text of ['Custom Art T-Shirt', 'XL', 'Black', '$39.00', 'incl. Worldwide shipping']) {
      expect(await summary.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `configure-tshirt-${name}`);

    await summary.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(CHECKOUT_URL, { timeout: 20_000 });
    await context.close();
  });
});
