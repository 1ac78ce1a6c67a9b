import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PROGRESS_TEXTS } from '../contracts/progress.ts';
import { figureDrawing, scribbleDrawing } from '../test/drawings.ts';
import { axeViolations, baseURL, launchBrowser, newContext, screenshot, signUpAndSignIn } from './browser.ts';
import { waitForText } from './plans-helpers.ts';
import { completeWeeks, ok, paidPlan } from './weekly-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Both pictures have loaded (their natural size is known), so the screenshot shows them. */
const imagesLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('#then-and-now-title ~ * img, section[aria-labelledby="then-and-now-title"] img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );

describe('then and now', () => {
  it('a scribble at the start beside the whole-person drawing of checkpoint 1, and no change claimed for drawings made minutes apart', async () => {
    const context = await newContext(browser);
    await signUpAndSignIn(context);
    // The plan starts from a scribble, as many three-year-olds' first drawings are.
    const planId = await paidPlan(context, 'Mia');
    await ok(
      'complete setup',
      await context.request.post(`/api/plans/${planId}/complete-setup`, {
        headers: { origin: baseURL() },
        multipart: { image: { name: 'scribble.png', mimeType: 'image/png', buffer: await scribbleDrawing() }, childAge: '50' },
      }),
    );
    await completeWeeks(context, planId, 4);

    const page = await context.newPage();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/plans/${planId}`);
    await page.getByRole('tab', { name: 'Progress' }).click();
    await waitForText(page, 'Then and now');
    await waitForText(page, 'Then and now appears after the first checkpoint is evaluated: the first drawing beside the checkpoint’s.');

    // Checkpoint 1 with its standard drawing, added from the card.
    const drawingFile = '/tmp/thennow-whole-person.png';
    await fs.writeFile(drawingFile, await figureDrawing());
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Add a whole person drawing for checkpoint 1' }).click(),
    ]);
    await chooser.setFiles(drawingFile);
    await page.getByRole('img', { name: 'Whole person drawing for checkpoint 1' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/thennow-checkpoint-card.png', fullPage: true });

    await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/api/cognitive-checkpoints/evaluate-with-drawing')),
      page.getByRole('button', { name: 'Evaluate checkpoint 1' }).click(),
    ]);
    await waitForText(page, 'Checkpoint Evaluated!', 60_000);

    // Both drawings side by side, and the changes the server measured.
    const card = page.getByRole('region', { name: 'Then and now' });
    const then = card.getByRole('img', { name: "Your child's first drawing" });
    const now = card.getByRole('img', { name: "Your child's drawing at checkpoint 1" });
    await now.waitFor({ timeout: 30_000 });
    await expect.poll(() => imagesLoaded(page), { timeout: 15_000 }).toBe(true);
    const [thenBox, nowBox] = [await then.boundingBox(), await now.boundingBox()];
    // Beside each other: the same row, the first drawing on the left.
    expect(thenBox && nowBox && Math.abs(thenBox.y + thenBox.height / 2 - (nowBox.y + nowBox.height / 2)) < 40).toBe(true);
    expect(thenBox!.x).toBeLessThan(nowBox!.x);
    expect(await card.getByText('Now: Checkpoint 1: a whole person').isVisible()).toBe(true);
    // Issue 32: the checkpoint came minutes after setup, so the two drawings are not compared — however different they are.
    expect(await card.getByText(PROGRESS_TEXTS.tooClose).isVisible()).toBe(true);
    expect(await card.getByText('More parts in the figure', { exact: false }).count()).toBe(0);
    expect(await card.getByText(/not a diagnosis/).isVisible()).toBe(true);

    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: '/tmp/thennow-card-360.png' });
    await page.screenshot({ path: '/tmp/thennow-progress-360.png', fullPage: true });
    await screenshot(page, 'then-and-now-mobile');
    await context.close();
  }, 300_000);
});
