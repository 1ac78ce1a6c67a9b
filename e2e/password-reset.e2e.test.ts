import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AUTH_MESSAGES } from '../contracts/auth.ts';
import { axeViolations, baseURL, launchBrowser, linkIn, newContext, screenshot, signUpAndSignIn, waitForMail } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const localPath = (link: URL) => `${link.pathname}${link.search}`;

describe('e-mail links', () => {
  it('a parent who forgot the password chooses a new one from the e-mailed link, and other devices are signed out (phone)', async () => {
    const laptop = await newContext(browser, { desktop: true });
    const { email } = await signUpAndSignIn(laptop);

    const phone = await newContext(browser);
    const page = await phone.newPage();
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${baseURL()}/forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(AUTH_MESSAGES.resetLinkSent);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'password-reset-link-sent');

    const link = linkIn(await waitForMail(email, 'Reset your Kritzel password'), '/reset-password');
    await page.goto(localPath(link));
    await page.getByLabel('New password', { exact: true }).fill('a new morning with crayons');
    await page.getByLabel('New password again').fill('a new morning with crayons');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'password-reset-form');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(AUTH_MESSAGES.passwordReset);
    await screenshot(page, 'password-reset-done');

    // The laptop's session ended with the reset.
    expect((await laptop.request.get('/api/auth/user')).status()).toBe(401);
    // The link works once.
    await page.goto(localPath(link));
    await page.getByLabel('New password', { exact: true }).fill('yet another morning drawing');
    await page.getByLabel('New password again').fill('yet another morning drawing');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(AUTH_MESSAGES.resetLinkInvalid);

    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.locator('input[name=password]').fill('a new morning with crayons');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseURL()}/dashboard`);
    await Promise.all([laptop.close(), phone.close()]);
  });

  it('a new parent confirms the e-mail address from the welcome e-mail (phone)', async () => {
    const context = await newContext(browser);
    const { email } = await signUpAndSignIn(context);
    const page = await context.newPage();
    await page.goto('/dashboard');
    const notice = page.getByRole('region', { name: 'Confirm your e-mail address' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await expect.poll(() => notice.getByRole('status').textContent()).toBe(AUTH_MESSAGES.confirmLinkSent);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'confirm-email-notice');

    const link = linkIn(await waitForMail(email, 'Welcome to Kritzel'), '/verify-email');
    await page.goto(localPath(link));
    await expect.poll(() => page.getByRole('status').textContent()).toBe(AUTH_MESSAGES.emailConfirmed);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'confirm-email-done');
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL(`${baseURL()}/dashboard`);
    await page.getByRole('heading', { name: /Development/ }).waitFor();
    expect(await notice.count()).toBe(0);
    await context.close();
  });
});
