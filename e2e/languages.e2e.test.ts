import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { axeViolations, baseURL, launchBrowser, screenshot, signUpAndSignIn, uniqueEmail } from './browser.ts';

/**
 * Issue 37: which language a parent reads Kritzel in — the browser's on the first visit, the
 * switch's choice from then on (a cookie), and, once signed in, the account's on every device.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A first visit from a browser set to this language (navigator.languages and Accept-Language). */
async function browserIn(locale: string, desktop = false): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    locale,
    deviceScaleFactor: 1,
    viewport: desktop ? { width: 1280, height: 800 } : { width: 390, height: 844 },
  });
  await context.addInitScript(() =>
    localStorage.setItem(
      'kritzel.cookie-consent',
      JSON.stringify({ version: 1, decidedAt: new Date().toISOString(), performance: false, functional: false, marketing: false }),
    ),
  );
  return context;
}

const languageCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'kritzel_lang')?.value;

describe('languages', () => {
  it('a Spanish browser gets Spanish at once; the switch turns the page German and keeps it', async () => {
    const context = await browserIn('es-ES');
    const page = await context.newPage();
    const response = await page.goto('/');
    // The server writes the language into the first byte of the page, before any script runs.
    expect(await response?.text()).toContain('<html lang="es"');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Política de privacidad' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await languageCookie(context)).toBeUndefined();

    await footer.getByLabel('Idioma').selectOption('de');
    await footer.getByRole('link', { name: 'Datenschutzerklärung' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await languageCookie(context)).toBe('de');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'languages-switched-to-german');

    await page.reload();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutzerklärung' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await context.close();
  });

  it('an English browser with no language Kritzel speaks falls back to English', async () => {
    const context = await browserIn('fr-FR');
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });

  it('a parent who chose German keeps it on the account, and another device opens in German', async () => {
    const email = uniqueEmail();
    const first = await browserIn('en-GB', true);
    await signUpAndSignIn(first, email);
    const page = await first.newPage();
    // The parent switches on this device: the account follows (e-mails, reminders, PDFs).
    await page.goto('/privacy-policy');
    await page.getByRole('contentinfo').getByLabel('Language').selectOption('de');
    await expect
      .poll(async () => ((await (await first.request.get('/api/auth/user')).json()) as { language: string | null }).language, { timeout: 15_000 })
      .toBe('de');

    // A second device, its browser in English, signs in: the pages turn to the account's German.
    const second = await browserIn('en-US', true);
    await second.request.post('/api/identity/sign-in/email', { headers: { origin: baseURL() }, data: { email, password: 'drawing with crayons' } });
    const other = await second.newPage();
    await other.goto('/privacy-policy');
    await expect.poll(() => other.evaluate(() => document.documentElement.lang), { timeout: 15_000 }).toBe('de');
    await other.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).waitFor();
    await screenshot(other, 'languages-second-device-german');
    await Promise.all([first.close(), second.close()]);
  });
});
