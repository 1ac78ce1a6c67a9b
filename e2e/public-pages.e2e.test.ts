import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AdminMessage } from '../contracts/admin.ts';
import { axeViolations, baseURL, launchBrowser, newContext, screenshot, signInAsAdmin, uniqueEmail } from './browser.ts';
import type { AdminPage } from '../contracts/admin-pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const fieldError = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) => {
    const describedBy = input.getAttribute('aria-describedby');
    return { invalid: input.getAttribute('aria-invalid'), message: describedBy ? document.getElementById(describedBy)?.textContent : null };
  });

describe('the contact page', () => {
  it('names each missing field, then a malformed email, without sending anything', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posts.push(request.url());
    });
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: 'Get in touch' }).waitFor();
    expect(await page.title()).toBe('Contact Us · Kritzel');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('We reply within 24 hours');
    expect(await page.getByLabel('Category').inputValue()).toBe('general');
    expect(await page.getByText('We reply within 24 hours', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await fieldError(page, 'Name')).toEqual({ invalid: 'true', message: 'Please enter your name' });
    expect(await fieldError(page, 'Email')).toEqual({ invalid: 'true', message: 'Please enter a valid email address' });
    expect(await fieldError(page, 'Message')).toEqual({ invalid: 'true', message: 'Please enter a message' });
    expect(await page.getByLabel('Name', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'contact-errors-mobile');

    await page.getByLabel('Name', { exact: true }).fill('Anna');
    await page.getByLabel('Email', { exact: true }).fill('anna.example.com');
    await page.getByLabel('Message', { exact: true }).fill('Hello there');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await fieldError(page, 'Email')).toEqual({ invalid: 'true', message: 'Please enter a valid email address' });
    expect(await fieldError(page, 'Name')).toEqual({ invalid: null, message: null });
    expect(await page.getByLabel('Email', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(posts).toEqual([]);
    await context.close();
  });

  it('sends a message the admin then finds in Support Messages', async () => {
    const context = await newContext(browser, { desktop: true });
    const page = await context.newPage();
    const email = uniqueEmail('contact');
    const subject = `Frame sizes ${email}`;
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: 'Get in touch' }).waitFor();
    // The honeypot is there for bots, but out of sight and out of the tab order.
    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.count()).toBe(1);
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.evaluate((el) => el.getBoundingClientRect().right <= 0)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'contact-desktop');

    await page.getByLabel('Name', { exact: true }).fill('Anna Parent');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Subject (optional)').fill(subject);
    await page.getByLabel('Category').selectOption('billing');
    await page.getByLabel('Message', { exact: true }).fill('Which frame fits an A4 drawing?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent!', { exact: true }).waitFor();
    expect(await page.getByText("We'll get back to you within 24 hours.", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Category').inputValue()).toBe('general');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'contact-sent-desktop');
    await context.close();

    const admin = await newContext(browser);
    await signInAsAdmin(admin);
    const res = await admin.request.get('/api/admin/messages');
    expect(res.status()).toBe(200);
    const stored = ((await res.json()) as AdminPage<AdminMessage>).items.find((m) => m.email === email);
    expect(stored).toMatchObject({
      name: 'Anna Parent',
      subject,
      category: 'billing',
      message: 'Which frame fits an A4 drawing?',
      status: 'new',
      metadata: { source: 'contact_page' },
    });
    await admin.close();
  });
});

describe('the Help Center', () => {
  it('opens and closes each answer from the keyboard', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/help-center');
    await page.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
    expect(await page.getByText('Coming Soon', { exact: true }).count()).toBe(0);
    const questions = page.getByRole('main').getByRole('button', { expanded: false });
    expect(await questions.count()).toBe(6);

    const question = page.getByRole('button', { name: 'Can my child try a challenge again?' });
    const answer = page.getByRole('region', { name: 'Can my child try a challenge again?' });
    expect(await answer.isVisible()).toBe(false);
    await question.focus();
    await page.keyboard.press('Enter');
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    expect(await answer.textContent()).toContain('up to 3 drawings for each challenge');
    expect(await answer.getAttribute('id')).toBe(await question.getAttribute('aria-controls'));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'help-center-open-mobile');
    await page.keyboard.press('Space');
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isVisible()).toBe(false);

    await page.getByRole('main').getByRole('link', { name: 'Read the Parent Guide' }).click();
    await page.waitForURL(`${baseURL()}/parent-guide`);
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL(`${baseURL()}/contact`);
    await context.close();
  });
});

describe('the Parent Guide', () => {
  it('jumps to a chapter from the table of contents', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/parent-guide');
    await page.getByRole('heading', { level: 1, name: 'Parent Guide' }).waitFor();
    const contents = page.getByRole('navigation', { name: 'On this page' });
    expect(await contents.getByRole('link').count()).toBe(6);
    await contents.getByRole('link', { name: 'Photographing a drawing well' }).click();
    await page.waitForURL(`${baseURL()}/parent-guide#photographing-drawings`);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'Photographing a drawing well' }).evaluate((h) => h.getBoundingClientRect().top))
      .toBeLessThan(100);
    await context.close();
  });
});

describe('every help page', () => {
  const pages = [
    { path: '/contact', title: 'Contact Us', heading: 'Get in touch' },
    { path: '/help-center', title: 'Help Center', heading: 'Help Center' },
    { path: '/parent-guide', title: 'Parent Guide', heading: 'Parent Guide' },
    { path: '/about-us', title: 'About Us', heading: 'About Kritzel' },
    { path: '/help/drawing-age', title: 'What one drawing can tell', heading: 'What one drawing can tell' },
  ];
  // One test per page and screen: five pages with axe each outgrow one test's minute on a busy machine.
  for (const desktop of [false, true]) {
    for (const { path, title, heading } of pages) {
      it(`${path} has a title, a way home and no axe violations (${desktop ? 'desktop' : 'mobile'})`, async () => {
        const context = await newContext(browser, { desktop });
        const page = await context.newPage();
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.title()).toBe(`${title} · Kritzel`);
        expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(60);
        expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
        expect(await axeViolations(page), path).toEqual([]);
        await screenshot(page, `${path.slice(1).replaceAll('/', '-')}-${desktop ? 'desktop' : 'mobile'}`);
        await context.close();
      });
    }
  }
});
