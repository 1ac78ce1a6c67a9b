import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, baseURL, launchBrowser, newContext, recordToasts, screenshot, seenToasts, signUpAndSignIn, uniqueEmail } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('accounts in the browser', () => {
  it('a new parent signs up with the form, lands on /dashboard and logs out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    // On a phone the bar is collapsed: Get Started / Log-in sits in the menu.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: /get started/i }).click();
    await page.waitForURL(/\/sign-in\?returnTo=%2Fdashboard/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/sign-up/);
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Parent');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.locator('input[name=password]').fill('sunny day drawings');
    await page.getByRole('checkbox', { name: /parent or legal guardian/ }).check();
    await page.getByRole('button', { name: /create/i }).click();
    await page.waitForURL(`${baseURL()}/dashboard`);
    await expect.poll(() => page.getByText('Hello, Robin!').isVisible()).toBe(true);
    await screenshot(page, 'dashboard-after-sign-up');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${baseURL()}/`);
    const me = await context.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
    await context.close();
  });

  it('a visitor opening /dashboard is sent to sign-in and comes back after signing in', async () => {
    const setup = await newContext(browser);
    const { email, password } = await signUpAndSignIn(setup);
    await setup.close();

    const context = await newContext(browser);
    // The toast shows for 500 ms before the redirect; the page itself records it.
    await recordToasts(context);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForURL(/\/sign-in\?returnTo=%2Fdashboard$/);
    expect(await seenToasts(page)).toContainEqual(expect.stringContaining('You are logged out. Logging in again...'));
    await page.getByLabel('Email').fill(email);
    await page.locator('input[name=password]').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseURL()}/dashboard`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await context.close();
  });

  it('shows the generic message for a wrong password', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(uniqueEmail());
    await page.locator('input[name=password]').fill('not my password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Invalid email or password').isVisible()).toBe(true);
    await context.close();
  });
});

describe('the app shell', () => {
  it('shows the 404 page for an unknown path', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(200); // the SPA answers and renders its own 404
    await expect.poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
    await context.close();
  });

  it('a signed-in parent opening / is taken to /dashboard', async () => {
    const context = await newContext(browser);
    await signUpAndSignIn(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL(`${baseURL()}/dashboard`);
    await context.close();
  });

  it.each([
    ['/', false],
    ['/sign-in', false],
    ['/sign-up', false],
    ['/no-such-page', false],
    ['/dashboard', true],
  ])('%s has zero axe violations (mobile and desktop)', async (path, signedIn) => {
    for (const desktop of [false, true]) {
      const context = await newContext(browser, { desktop });
      if (signedIn) await signUpAndSignIn(context);
      const page = await context.newPage();
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `${path.replace(/\W+/g, '_') || 'home'}-${desktop ? 'desktop' : 'mobile'}`);
      await context.close();
    }
  });
});
