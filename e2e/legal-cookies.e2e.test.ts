import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, baseURL, launchBrowser, newContext, screenshot } from './browser.ts';
import { TERMS_SECTION_LINKS } from '../web/features/legal/test-fixtures.ts';
import { OPERATOR_START_RULE } from '../contracts/legal.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const LEGAL_PAGES = [
  { path: '/privacy-policy', title: 'Privacy Policy', placeholders: true },
  { path: '/terms-of-service', title: 'Terms of Service', placeholders: true },
  { path: '/cookie-policy', title: 'Cookie Policy', placeholders: false },
  { path: '/refund-policy', title: 'Refund Policy', placeholders: true },
  { path: '/legal-notice', title: 'Legal Notice', placeholders: true },
] as const;

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const storedConsent = (page: Page) => page.evaluate(() => localStorage.getItem('kritzel.cookie-consent'));

describe('legal pages', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    for (const legal of LEGAL_PAGES) {
      it(`${legal.path} renders its title, date and contents, passes axe and goes Back to Home (${viewport})`, async () => {
        // Undecided about cookies: axe checks each page with the banner over it.
        const context = await newContext(browser, { desktop: viewport === 'desktop', cookieBanner: true });
        const page = await context.newPage();
        await page.goto(legal.path);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(legal.title);
        expect(await page.title()).toBe(`${legal.title} · Kritzel`);
        await page.getByText('Last updated: 14 August 2025').waitFor();
        expect(await page.getByRole('navigation', { name: 'Contents' }).getByRole('link').count()).toBeGreaterThan(5);
        if (legal.placeholders) {
          // The e2e server sets no OPERATOR_* variables: the page must say its details are placeholders.
          await page.getByText("The operator's details have not been filled in yet").waitFor();
          // Issue 35: and tells the operator the start-up rule.
          await page.getByText(OPERATOR_START_RULE, { exact: false }).first().waitFor();
          await page.getByText('[Operator name — set OPERATOR_NAME]').first().waitFor();
        }
        await banner(page).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `legal-${legal.path.slice(1)}-${viewport}`);

        await page.getByRole('link', { name: 'Back to Home' }).click();
        await page.waitForURL(`${baseURL()}/`);
        await context.close();
      });
    }
  }

  it('states the facts the spec fixes, and the table of contents jumps to its section', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/terms-of-service');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    const sectionTitles = await page.getByRole('navigation', { name: 'Contents' }).getByRole('link').allTextContents();
    expect(sectionTitles).toEqual(TERMS_SECTION_LINKS);
    const terms = await page.locator('main').innerText();
    for (const fact of [
      '99.9%',
      '30 days notice',
      'suspend your account until the dispute is resolved',
      'courts of Hamburg',
      'at least 18',
      'under\n13',
      'https://ec.europa.eu/consumers/odr',
    ]) {
      expect(terms.replace(/\s+/g, ' ')).toContain(fact.replace(/\s+/g, ' '));
    }
    await page.getByRole('link', { name: '8. Availability' }).click();
    await page.waitForURL(/#availability$/);

    await page.goto('/refund-policy');
    await page.getByRole('heading', { level: 1, name: 'Refund Policy' }).waitFor();
    const refund = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const fact of [
      '14 days',
      '30-day money-back guarantee',
      '2-3 business days',
      '5-7 business days (up to 10 days for bank transfers)',
      'original payment method, in the original currency',
      'Processing fees',
      'within 30 days of delivery',
      'within 7 days of the expected delivery date',
      '2-year legal guarantee',
      'non-refundable',
    ]) {
      expect(refund).toContain(fact);
    }
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByText('Loading the operator').first().waitFor({ state: 'detached' });
    const privacy = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const fact of [
      'never used to train AI models',
      'EXIF',
      '30 days',
      '24 hours',
      'daily clean-up job',
      '§ 147 AO',
      'HmbBfDI',
      'Art. 8',
      'Stripe',
      'OpenAI or OpenRouter',
    ]) {
      expect(privacy).toContain(fact);
    }
    await context.close();
  });
});

describe('cookie consent', () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`the banner offers the three choices, passes axe, and "Reject non-essential" survives a reload (${viewport})`, async () => {
      const context = await newContext(browser, { desktop: viewport === 'desktop', cookieBanner: true });
      const page = await context.newPage();
      await page.goto('/');
      await banner(page).waitFor();
      for (const name of ['Accept all', 'Reject non-essential', 'Customise']) await banner(page).getByRole('button', { name }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `cookie-banner-${viewport}`);
      await page.screenshot({ path: `.tmp/screenshots/cookie-banner-${viewport}-viewport.png` });

      await banner(page).getByRole('button', { name: 'Reject non-essential' }).click();
      await banner(page).waitFor({ state: 'detached' });
      expect(JSON.parse((await storedConsent(page))!)).toMatchObject({ performance: false, functional: false, marketing: false });
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await banner(page).count()).toBe(0);
      await context.close();
    });
  }

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`Customise from the banner: essential locked on, the dialog passes axe, Save keeps the choice (${viewport})`, async () => {
      const context = await newContext(browser, { desktop: viewport === 'desktop', cookieBanner: true });
      const page = await context.newPage();
      await page.goto('/privacy-policy');
      await banner(page).getByRole('button', { name: 'Customise' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
      await dialog.waitFor();
      const essential = dialog.getByRole('switch', { name: /Essential/ });
      expect(await essential.isChecked()).toBe(true);
      expect(await essential.isDisabled()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `cookie-settings-${viewport}`);
      await dialog.getByRole('switch', { name: 'Functional' }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await banner(page).count()).toBe(0);
      expect(JSON.parse((await storedConsent(page))!)).toMatchObject({ performance: false, functional: true, marketing: false });
      await context.close();
    });
  }

  it('changed from the Cookie Policy after a first choice, and kept across reloads', async () => {
    const context = await newContext(browser, { cookieBanner: true });
    const page = await context.newPage();
    await page.goto('/cookie-policy');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await banner(page).waitFor({ state: 'detached' });

    await page.getByRole('main').getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    expect(await dialog.getByRole('switch', { name: 'Marketing' }).isChecked()).toBe(true);
    await dialog.getByRole('switch', { name: 'Marketing' }).uncheck();
    await dialog.getByRole('switch', { name: 'Performance' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Cookie settings saved').first().waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Cookie Policy' }).waitFor();
    expect(await banner(page).count()).toBe(0);
    await page.getByRole('main').getByRole('button', { name: 'Cookie settings' }).click();
    const reopened = page.getByRole('dialog', { name: 'Cookie settings' });
    expect(await reopened.getByRole('switch', { name: 'Marketing' }).isChecked()).toBe(false);
    expect(await reopened.getByRole('switch', { name: 'Performance' }).isChecked()).toBe(false);
    expect(await reopened.getByRole('switch', { name: 'Functional' }).isChecked()).toBe(true);
    await context.close();
  });
});
