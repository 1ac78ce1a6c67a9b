import { describe, expect, it } from 'vitest';

import type { Plan } from '../contracts/plans.ts';
import { figureDrawing } from '../test/drawings.ts';
import { axeViolations, browserWithDrawing, newContext, screenshot, signUpAndSignIn } from './browser.ts';
import { analyseDrawingThroughApi, CARD, fillCard, signedInPage, visible, waitForText } from './plans-helpers.ts';

const setup = browserWithDrawing(figureDrawing);

describe('checkout from a free analysis', () => {
  it('a visitor analyses a drawing, signs in, pays with 4242 and lands on the dashboard', async () => {
    const context = await newContext(setup.browser, { desktop: true });
    const drawingId = await analyseDrawingThroughApi(context, setup.drawing, 66);
    const checkout = `/checkout?drawingId=${drawingId}`;

    const page = await context.newPage();
    await page.goto(checkout);
    await waitForText(page, 'Please sign in to continue with your purchase.');
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/api/login?returnTo=${encodeURIComponent(checkout)}`);
    expect(await visible(page, 'Full Development Plan')).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-visitor-desktop');

    const { email } = await signUpAndSignIn(context);
    await page.goto(checkout);
    const emailField = page.getByLabel('Email');
    await emailField.waitFor();
    expect(await emailField.inputValue()).toBe(email);
    for (const line of ['26 weekly challenges', '30-day money-back guarantee', 'Six checkpoints along the way']) {
      expect(await visible(page, line)).toBe(true);
    }
    await fillCard(page, CARD.ok);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-desktop');

    await page.getByRole('button', { name: 'Complete Payment - $49' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await waitForText(page, 'Payment Successful - Welcome to your personalized dashboard!');
    const plans = (await (await context.request.get('/api/plans')).json()) as Plan[];
    expect(plans).toHaveLength(1);
    expect(plans[0]?.isPaid).toBe(true);
    await page.getByRole('article').first().waitFor();
    await screenshot(page, 'dashboard-after-checkout-desktop');
    await context.close();
  });

  it('without a drawing says "Missing Drawing Analysis" (mobile)', async () => {
    const { context, page } = await signedInPage(setup.browser);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Missing Drawing Analysis' }).waitFor();
    expect(await page.getByRole('link', { name: 'Start Analysis' }).getAttribute('href')).toBe('/');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-missing-mobile');
    await context.close();
  });
});
