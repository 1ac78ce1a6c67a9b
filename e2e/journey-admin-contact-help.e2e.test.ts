import fs from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNT_MESSAGES } from '../contracts/account.ts';
import type { AdminMessage } from '../contracts/admin.ts';
import { figureDrawing } from '../test/drawings.ts';
import { axeViolations, baseURL, launchBrowser, newContext, screenshot, signInAsAdmin, signUpAndSignIn, uniqueEmail } from './browser.ts';
import { CARD, fillCard, waitForText } from './plans-helpers.ts';
import type { AdminPage } from '../contracts/admin-pages.ts';

/**
 * Issue 19, the parent's journey end to end: the administrator prints a keepsake from the
 * original the parent uploaded; the contact form knows a signed-in parent; deleting the
 * account ends on a page that says what happened; the Help Center starts with the questions.
 */

/** A phone photo of a drawing at a phone camera's size: far beyond the 2048 px display copy. */
const PHOTO = { width: 3024, height: 4032 };

let browser: Browser;
let photo: Buffer;
beforeAll(async () => {
  browser = await launchBrowser();
  const drawing = await sharp(await figureDrawing())
    .resize({ width: PHOTO.width - 400, height: PHOTO.height - 400, fit: 'inside' })
    .toBuffer();
  photo = await sharp({ create: { ...PHOTO, channels: 3, background: '#f4f1e8' } })
    .composite([{ input: drawing, gravity: 'center' }])
    .jpeg({ quality: 88 })
    .toBuffer();
});
afterAll(async () => browser?.close());

/** The T-shirt configurator on a phone: the parent's photo, size L in black, paid in the sandbox. */
async function orderTshirt(page: Page): Promise<string> {
  await page.goto('/configure/tshirt');
  await page.getByLabel('Artwork file').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await waitForText(page, 'Image uploaded successfully', 60_000);
  await page.getByRole('radio', { name: /^L\b/ }).check({ force: true });
  await page.getByRole('radio', { name: 'Black' }).check({ force: true });
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL(/\/shop\/checkout\/[0-9a-f-]+$/, { timeout: 30_000 });
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByLabel('Full name').fill('Robin Parent');
  await page.getByLabel('Address line 1').fill('Elbchaussee 1');
  await page.getByLabel('City').fill('Hamburg');
  await page.getByLabel('Postal code').fill('22763');
  await page.getByLabel('Country').selectOption('DE');
  await fillCard(page, CARD.ok);
  await page.getByRole('button', { name: 'Pay $39.00' }).click();
  await page.waitForURL(`${baseURL()}/shop/orders/${orderId}`, { timeout: 20_000 });
  return orderId;
}

describe('the administrator prints from the original', () => {
  it('a parent orders a T-shirt with a 12-megapixel photo; the admin downloads it at that size (desktop)', async () => {
    const parent = await newContext(browser);
    await signUpAndSignIn(parent);
    const parentPage = await parent.newPage();
    const orderId = await orderTshirt(parentPage);
    const number = orderId.slice(0, 8);
    // The parent may never fetch the admin's copy, not even of their own artwork.
    expect((await parent.request.get(`/api/admin/orders/${orderId}/artwork/original`)).status()).toBe(403);
    await parent.close();

    const admin = await newContext(browser, { desktop: true });
    await signInAsAdmin(admin);
    const page = await admin.newPage();
    await page.goto('/admin/orders');
    await page.getByRole('heading', { level: 1, name: 'Product Orders' }).waitFor();
    const card = page.getByRole('article', { name: `Order #${number}: Custom Art T-Shirt - L, black` });
    await card.waitFor();
    const download = card.getByRole('link', { name: 'Download original' });
    const described = await download.getAttribute('aria-describedby');
    const sizes = (await page.locator(`[id="${described}"]`).textContent()) ?? '';
    expect(sizes).toMatch(/^3024 × 4032 px · \d+(\.\d)? (MB|KB)$/);
    await card.scrollIntoViewIfNeeded();
    // The portrait thumbnail stays on its paper mat instead of spilling over the text below.
    const thumbnail = card.getByRole('img', { name: `Artwork for Order #${number}` });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const [picture, mat] = [await thumbnail.boundingBox(), await thumbnail.locator('..').boundingBox()];
    expect(picture!.y + picture!.height).toBeLessThanOrEqual(mat!.y + mat!.height);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'journey-admin-order-original-desktop');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`order-${number}-artwork.jpg`);
    const bytes = await fs.readFile(await file.path());
    const saved = await sharp(bytes).metadata();
    expect([saved.format, saved.width, saved.height]).toEqual(['jpeg', PHOTO.width, PHOTO.height]);
    expect(saved.exif).toBeUndefined();

    // On a phone the link and its sizes wrap under the order, still one tap away.
    await page.setViewportSize({ width: 390, height: 844 });
    await download.scrollIntoViewIfNeeded();
    expect((await download.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'journey-admin-order-original-mobile');
    await admin.close();
  });
});

describe('the contact form knows a signed-in parent', () => {
  it('fills in the name and e-mail, which the parent may change, and the message arrives as sent (phone)', async () => {
    const context = await newContext(browser);
    const email = uniqueEmail('contact-prefill');
    await signUpAndSignIn(context, email);
    const page = await context.newPage();
    await page.goto('/contact');
    const name = page.getByLabel('Name');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(email);
    expect(await name.inputValue()).toBe('Robin Parent');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'journey-contact-prefilled-mobile');

    await name.fill('Robin P.');
    const subject = `Frame sizes ${Date.now()}`;
    await page.getByLabel('Subject (optional)').fill(subject);
    await page.getByRole('textbox', { name: 'Message' }).fill('Which frame fits an A4 drawing?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await waitForText(page, 'Message sent!');
    await expect.poll(() => page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    const admin = await newContext(browser);
    await signInAsAdmin(admin);
    const messages = ((await (await admin.request.get('/api/admin/messages')).json()) as AdminPage<AdminMessage>).items;
    expect(messages.find((m) => m.subject === subject)).toMatchObject({ name: 'Robin P.', email, message: 'Which frame fits an A4 drawing?' });
    await admin.close();

    // A visitor who is not signed in starts with empty fields.
    const visitor = await newContext(browser);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/contact');
    await visitorPage.getByRole('button', { name: 'Send Message' }).waitFor();
    expect([await visitorPage.getByLabel('Name').inputValue(), await visitorPage.getByLabel('Email').inputValue()]).toEqual(['', '']);
    await visitor.close();
    await context.close();
  });
});

describe('deleting the account', () => {
  it('ends on a page that says what is deleted and what is kept, signed out (phone)', async () => {
    const context = await newContext(browser);
    const { password } = await signUpAndSignIn(context);
    const page = await context.newPage();
    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Type your password to confirm').fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await page.waitForURL(`${baseURL()}/account-deleted`);
    await page.getByRole('heading', { level: 1, name: 'Your account is deleted' }).waitFor();
    await page.getByText(ACCOUNT_MESSAGES.accountDeleted).waitFor();
    expect(await page.getByRole('region', { name: 'What is gone' }).textContent()).toContain("your child's drawings, photos and voice recordings");
    expect(await page.getByRole('region', { name: 'What we keep, and for how long' }).textContent()).toContain(
      `until 31 December ${new Date().getUTCFullYear() + 8}`,
    );
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'journey-account-deleted-mobile');

    // Opened again later, signed out, it still reads the same; and it leads home.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your account is deleted' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${baseURL()}/`);
    await context.close();
  });
});

describe('the Help Center', () => {
  it('starts with the questions, on the first screen of a phone, and promises no videos (phone)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/help-center');
    await page.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent()).toBe('Frequently asked questions');
    expect(await page.getByText(/coming soon/i).count()).toBe(0);
    const first = page.getByRole('button', { name: 'Which ages is Kritzel for?' });
    const box = await first.boundingBox();
    expect(box!.y + box!.height).toBeLessThan(844);
    await first.click();
    await page.getByRole('region', { name: 'Which ages is Kritzel for?' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'journey-help-center-mobile');
    await context.close();
  });
});
