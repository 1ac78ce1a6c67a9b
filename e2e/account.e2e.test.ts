import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { figureDrawing } from '../test/drawings.ts';
import { ACCOUNT_MESSAGES } from '../contracts/account.ts';
import { VOCABULARY } from '../contracts/vocabulary.ts';
import { axeViolations, baseURL, launchBrowser, newContext, screenshot, signUpAndSignIn, uniqueEmail } from './browser.ts';
import { setUpPlan } from './weekly-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const signInStatus = async (page: Page, email: string, password: string) =>
  (await page.request.post('/api/identity/sign-in/email', { headers: { origin: baseURL() }, data: { email, password } })).status();

/**
 * The e2e server has no external AI provider (and must not call one), so the screens that only
 * matter with one are shown by reporting the real account with a provider switched on.
 */
async function withExternalAiProvider(page: Page) {
  await page.route('**/api/account', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), externalAiConfigured: true } });
  });
}

/** The names inside a ZIP, read with the system's unzip: proof the archive opens. */
function zipEntries(file: string): string[] {
  const listing = execFileSync('/usr/bin/unzip', ['-Z1', file], { encoding: 'utf8' });
  return listing.split('\n').filter(Boolean);
}

describe('parents own their data', () => {
  it('signing up needs the parental consent', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/sign-up');
    await page.getByLabel('Email').fill(uniqueEmail('consent'));
    await page.locator('input[name=password]').fill('sunny day drawings');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText(ACCOUNT_MESSAGES.parentalConsentRequired).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('parentalConsent');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'account-sign-up-consent-missing');

    await page.getByRole('checkbox', { name: /parent or legal guardian/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${baseURL()}/dashboard`);
    await context.close();
  });

  it('a parent changes the password, downloads the data and deletes the account (phone)', async () => {
    const context = await newContext(browser);
    const { email, password } = await signUpAndSignIn(context);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByText('Hello, Robin!').waitFor();
    await screenshot(page, 'account-dashboard-header-mobile');
    // The header's links fit a small phone without sideways scrolling.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Account', exact: true }).click();
    await page.waitForURL(`${baseURL()}/account`);
    await page.getByRole('heading', { level: 1, name: /Your\s*account/ }).waitFor();
    await page.getByText(/Given on/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'account-page-mobile');

    // Change password: the old one stops working, the new one signs in.
    const newPassword = 'a fresh box of crayons';
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(ACCOUNT_MESSAGES.wrongPassword).waitFor();
    await page.getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(ACCOUNT_MESSAGES.passwordChanged).first().waitFor();
    const other = await newContext(browser);
    const otherPage = await other.newPage();
    expect(await signInStatus(otherPage, email, password)).toBe(401);
    expect(await signInStatus(otherPage, email, newPassword)).toBe(200);
    await other.close();

    // Download my data: progress while it is built, then a ZIP that opens and holds data.json.
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = page.getByRole('link', { name: /Download ZIP/ });
    await download.waitFor({ timeout: 60_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^kritzel-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const saved = await file.path();
    const bytes = await fs.readFile(saved);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zipEntries(saved)).toContain('data.json');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'account-export-ready-mobile');

    // Delete the account with the (new) password.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'account-delete-dialog-mobile');
    await dialog.getByLabel('Type your password to confirm').fill(newPassword);
    await confirm.click();
    await page.waitForURL(`${baseURL()}/account-deleted`);
    await page.getByText(ACCOUNT_MESSAGES.accountDeleted).first().waitFor();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect(await signInStatus(page, email, newPassword)).toBe(401);
    await context.close();
  });

  it('"Sign out" on the account page signs this device out and lands on the home page (issue 35, phone)', async () => {
    const context = await newContext(browser);
    await signUpAndSignIn(context);
    const page = await context.newPage();
    await page.goto('/account');
    const signOut = page.getByRole('region', { name: 'Sign out' });
    await signOut.getByRole('button', { name: 'Sign out on every device' }).waitFor();
    await screenshot(page, 'account-sign-out-mobile');
    await signOut.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(`${baseURL()}/`);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    // The account is signed out, not just this tab: the page asks to sign in again.
    await page.goto('/account');
    await page.waitForURL((url) => url.pathname !== '/account');
    await context.close();
  });

  it('the account page and its dialogs on a desktop', async () => {
    const context = await newContext(browser, { desktop: true });
    await signUpAndSignIn(context);
    const page = await context.newPage();
    await page.goto('/account');
    await page.getByText(/Given on/).waitFor();
    await page.getByRole('region', { name: 'Download my data' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'account-page-desktop');

    await page.getByRole('button', { name: 'Sign out on every device' }).click();
    await page.getByRole('dialog', { name: 'Sign out on every device?' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'account-sign-out-dialog-desktop');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByText(ACCOUNT_MESSAGES.signedOutEverywhere).first().waitFor();
    await page.waitForURL(`${baseURL()}/`);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    await context.close();
  });

  it('asks once about the external AI provider before the first upload, and the account page keeps the answer', async () => {
    const context = await newContext(browser);
    await signUpAndSignIn(context);
    const plan = await setUpPlan(context, 'Mia');
    const page = await context.newPage();
    await withExternalAiProvider(page);
    await page.goto(`/plans/${plan.id}/submit/1`);
    await page.locator('input[name="images"]').setInputFiles({ name: 'mia.png', mimeType: 'image/png', buffer: await figureDrawing() });
    await page.getByAltText('Photo 1: mia.png').waitFor();
    await page.getByRole('button', { name: 'Submit Challenge' }).click();
    const question = page.getByRole('dialog', { name: 'Would you like a more detailed analysis?' });
    await question.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'account-ai-question-mobile');
    await question.getByRole('button', { name: 'No, keep it with Kritzel' }).click();
    await page.waitForURL(/\/challenge-results\/[0-9a-f-]+$/, { timeout: 15_000 });

    await page.goto('/account');
    const ai = page.getByRole('region', { name: 'How drawings are analysed' });
    await ai.waitFor();
    expect(await ai.getByRole('radio', { name: `Use ${VOCABULARY.analyser} only` }).isChecked()).toBe(true);
    expect(await ai.getByText(/own analyser/).count()).toBe(0);
    await ai.getByText('Use the external AI provider', { exact: true }).click();
    await page.getByText(ACCOUNT_MESSAGES.aiChoiceSaved).first().waitFor();
    const saved = await (await context.request.get('/api/account')).json();
    expect(saved.aiProviderOptIn).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'account-ai-choice-mobile');
    await context.close();
  });
});
