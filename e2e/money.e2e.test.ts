import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { REFUND_TERMS } from '../contracts/receipts.ts';
import { figureDrawing } from '../test/drawings.ts';
import { axeViolations, browserWithDrawing, newContext, signUpAndSignIn, waitForMail } from './browser.ts';
import { analyseDrawingThroughApi, CARD, fillCard, waitForText } from './plans-helpers.ts';

const setup = browserWithDrawing(figureDrawing);
const CHECKOUT_URL = /\/shop\/checkout\/([0-9a-f-]+)$/;

/** Saved where the brief asks, one per width, to be looked at. */
const shot = (page: Page, name: string, width: number) => page.screenshot({ path: `/tmp/money-${name}-${width}.png`, fullPage: true });

/** The terms are read beside the button: in view with it, just under it, never hidden or overlapping. */
async function expectBeside(button: Locator, terms: Locator) {
  await terms.waitFor();
  const [b, t] = [await button.boundingBox(), await terms.boundingBox()];
  if (!b || !t) throw new Error('button or terms not laid out');
  expect(t.y).toBeGreaterThanOrEqual(b.y + b.height - 1);
  expect(t.y - (b.y + b.height)).toBeLessThan(48);
}

const termsOf = (page: Page, kind: keyof typeof REFUND_TERMS) => page.locator(`[data-refund-terms="${kind}"]`).first();

describe.each([
  { width: 390, desktop: false },
  { width: 1280, desktop: true },
])('money at $width px', ({ width, desktop }) => {
  it('shows the refund terms beside Pay before paying, then lists each receipt on the account page', { timeout: 360_000 }, async () => {
    const context = await newContext(setup.browser, { desktop });
    const { email } = await signUpAndSignIn(context);
    const page = await context.newPage();

    // A plan, from a free analysis.
    const drawingId = await analyseDrawingThroughApi(context, setup.drawing, 66);
    await page.goto(`/checkout?drawingId=${drawingId}`);
    await page.getByLabel('Card number').waitFor();
    const completePayment = page.getByRole('button', { name: 'Complete Payment - $49' });
    await expectBeside(completePayment, termsOf(page, 'plan'));
    expect(await termsOf(page, 'plan').textContent()).toContain(REFUND_TERMS.plan);
    expect(await page.getByText('Your receipt goes here.').count()).toBe(0);
    await fillCard(page, CARD.ok);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'plan-checkout', width);
    await completePayment.click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });

    // A keepsake: the terms by "Proceed to Checkout" and again by "Pay".
    await page.goto('/configure/tshirt');
    await page.getByLabel('Artwork file').setInputFiles({ name: 'my-drawing.png', mimeType: 'image/png', buffer: setup.drawing });
    await waitForText(page, 'Image uploaded successfully', 30_000);
    await page.getByRole('radio', { name: /^L\b/ }).check({ force: true });
    await page.getByRole('radio', { name: 'Black' }).check({ force: true });
    const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
    await expectBeside(proceed, termsOf(page, 'keepsake'));
    await shot(page, 'keepsake-configure', width);
    await proceed.click();
    await page.waitForURL(CHECKOUT_URL, { timeout: 20_000 });
    await page.getByLabel('Full name').fill('Robin Parent');
    await page.getByLabel('Address line 1').fill('Elbchaussee 1');
    await page.getByLabel('City').fill('Hamburg');
    await page.getByLabel('Postal code').fill('22763');
    await page.getByLabel('Country').selectOption('DE');
    await fillCard(page, CARD.ok);
    const pay = page.getByRole('button', { name: 'Pay $39.00' });
    await expectBeside(pay, termsOf(page, 'keepsake'));
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'keepsake-checkout', width);
    await pay.click();
    await page.getByRole('heading', { name: /Thank you!/ }).waitFor({ timeout: 20_000 });

    // The account page lists both, newest first.
    await page.goto('/account');
    const list = page.getByRole('list', { name: 'Your receipts' });
    await list.waitFor();
    const rows = await list.getByRole('listitem').allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^Custom Art T-Shirt - L, black\$39\.00\w{3} \d{1,2}, \d{4}$/);
    expect(rows[1]).toMatch(/^Kritzel development plan \(26 weeks\)\$49\.00\w{3} \d{1,2}, \d{4}$/);
    expect(await axeViolations(page)).toEqual([]);
    const section = page.getByRole('region', { name: 'Receipts' });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `/tmp/money-receipts-${width}.png` });
    // Nothing wider than the phone: a long product name wraps inside its row.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The receipt e-mails, through the real SMTP adapter: a sweep is queued right after each payment
    // (the minute's sweep is the fallback, hence the long timeouts on a loaded machine).
    const planReceipt = await waitForMail(email, 'Your receipt from Kritzel: $49.00', 150_000);
    expect(planReceipt.text).toContain('Item: Kritzel development plan (26 weeks)');
    expect(planReceipt.text).toContain('Paid in test mode: no real charge was made.');
    expect(planReceipt.text).toContain('Sold by: ');
    const shirtReceipt = await waitForMail(email, 'Your receipt from Kritzel: $39.00', 150_000);
    expect(shirtReceipt.text).toContain('Item: Custom Art T-Shirt - L, black');
    await context.close();
  });
});
