import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { figureDrawing } from '../test/drawings.ts';
import { paperOnTable } from '../server/features/uploads/paper-photo.fixture.ts';
import { axeViolations, baseURL, browserWithDrawing, closeToasts, screenshot } from './browser.ts';
import { analyseDrawingThroughApi, CARD, fillCard, signedInPage, waitForText } from './plans-helpers.ts';

// Issue 35: the artwork cut to its paper, or chosen from the child's own drawings; the
// delivery estimate; the address as the post of its country writes it.
const setup = browserWithDrawing(paperOnTable);

/** The preview has really loaded its picture (owner-only URLs must answer with it); its pixel size. */
async function loadedSize(page: Page, alt: string): Promise<{ width: number; height: number }> {
  const image = page.getByAltText(alt);
  await image.waitFor();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
}

describe('the shop, issue 35', () => {
  it('cuts a photo of paper on a table to the paper; the parent can take the whole photo (phone)', async () => {
    const { context, page } = await signedInPage(setup.browser);
    await page.goto('/configure/frame');
    await page.getByRole('heading', { name: 'Digital Art Frame', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'What the frame shows' }).waitFor();
    expect(await page.getByRole('region', { name: 'Delivery' }).innerText()).toContain('USA and Canada');
    expect(await page.getByText('up to 10MB').count()).toBe(1);

    await page.locator('input[name="artwork"]').setInputFiles({ name: 'on-the-table.jpg', mimeType: 'image/jpeg', buffer: setup.drawing });
    await page.getByText('Image uploaded successfully', { exact: true }).waitFor({ timeout: 30_000 });
    const alt = "Your child's artwork in the 7 inch Digital Frame";
    const cut = await loadedSize(page, alt);
    // The photo is 1200 × 900 with an 840 × 640 sheet on it; the display copy keeps that size.
    expect(cut.width).toBeLessThanOrEqual(840);
    expect(cut.width).toBeGreaterThan(815);
    const box = page.getByRole('checkbox', { name: 'Cut to the paper' });
    expect(await box.isChecked()).toBe(true);
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'shop-cut-to-paper-mobile');

    await page.getByText('Cut to the paper', { exact: true }).click();
    expect(await box.isChecked()).toBe(false);
    await expect.poll(async () => (await loadedSize(page, alt)).width).toBe(1200);
    await waitForText(page, 'You are using the whole photo, as you took it.');
    await screenshot(page, 'shop-whole-photo-mobile');
    await context.close();
  });

  it("takes a drawing from the child's gallery, and the order says when and where it goes (desktop)", async () => {
    const { context, page } = await signedInPage(setup.browser, { desktop: true });
    await analyseDrawingThroughApi(context, await figureDrawing(), 72);
    await page.goto('/configure/tshirt');
    await page.getByRole('heading', { name: 'Custom Art T-Shirt', level: 1 }).waitFor();
    await page.getByRole('button', { name: "Choose from your child's drawings (1)" }).click();
    const gallery = page.getByRole('list', { name: "Your child's drawings" });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'shop-gallery-desktop');
    await gallery.getByRole('button', { name: 'Use Free analysis' }).click();
    await page.getByText('Image uploaded successfully', { exact: true }).waitFor({ timeout: 30_000 });
    await loadedSize(page, "Your child's artwork on a white t-shirt");
    await closeToasts(page);
    await page.getByRole('region', { name: 'Order Summary' }).getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/shop\/checkout\/[0-9a-f-]{36}$/, { timeout: 20_000 });

    await page.getByLabel('Full name').fill('Sam Parent');
    await page.getByLabel('Address line 1').fill('1 Main St');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('State / region (optional)').fill('IL');
    await page.getByLabel('Postal code').fill('62701');
    await page.getByLabel('Country').selectOption('US');
    await fillCard(page, CARD.ok);
    await page.getByRole('button', { name: 'Pay $39.00' }).click();
    await page.getByRole('heading', { name: /Thank you!/ }).waitFor({ timeout: 20_000 });
    expect(page.url()).toMatch(new RegExp(`^${baseURL()}/shop/orders/`));
    await waitForText(page, 'Springfield, IL 62701');
    await waitForText(page, 'United States');
    expect(await page.getByText('62701 Springfield IL').count()).toBe(0);
    await waitForText(page, 'Expected delivery');
    expect(await page.getByText(/then 6–12 working days by post to the USA or Canada/).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'shop-order-us-address-desktop');
    await context.close();
  });
});
