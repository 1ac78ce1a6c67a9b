import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { NOTIFICATION_MESSAGES } from '../contracts/notifications.ts';
import { axeViolations, baseURL, launchBrowser, linkIn, newContext, signUpAndSignIn, waitForMail } from './browser.ts';
import { setUpPlan, submitWeek } from './weekly-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const shot = (name: string) => `/tmp/notify-${name}.png`;

describe('reminders and notices by e-mail', () => {
  it('a parent turns the weekly reminder on in the account settings, and it is kept after a reload (phone)', async () => {
    const context = await newContext(browser);
    await signUpAndSignIn(context);
    const page = await context.newPage();
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'E-mail reminders and notices' });
    await section.getByRole('checkbox', { name: /Remind me each week/ }).check();
    // The zone starts as the browser's own (Playwright's Chromium runs in the machine's zone).
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect.poll(() => section.getByLabel('Time zone').inputValue()).toBe(browserZone);
    await section.getByLabel('Day').selectOption('Sunday');
    await section.getByLabel('Time', { exact: true }).selectOption('18:00');
    await section.getByLabel('Time zone').selectOption('Europe/Berlin');
    expect(await section.getByRole('checkbox', { name: /feedback is ready/ }).isChecked()).toBe(true);
    expect(await section.getByRole('checkbox', { name: /checkpoint is ready/ }).isChecked()).toBe(false);
    await section.getByRole('button', { name: 'Save e-mail settings' }).click();
    await expect.poll(() => page.getByText(NOTIFICATION_MESSAGES.saved).first().isVisible()).toBe(true);
    await expect.poll(() => section.getByTestId('next-reminder').textContent()).toMatch(/^Next reminder: Sunday \d+ \w+ at 18:00\.$/);

    await page.reload();
    const again = page.getByRole('region', { name: 'E-mail reminders and notices' });
    await expect.poll(() => again.getByRole('checkbox', { name: /Remind me each week/ }).isChecked()).toBe(true);
    expect(await again.getByLabel('Day').inputValue()).toBe('7');
    expect(await again.getByLabel('Time', { exact: true }).inputValue()).toBe('18');
    expect(await again.getByLabel('Time zone').inputValue()).toBe('Europe/Berlin');
    await again.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await again.screenshot({ path: shot('settings-phone') });
    await context.close();
  }, 60_000);

  it('the feedback e-mail’s unsubscribe link turns the notice off without signing in, and one click turns it back on', async () => {
    const parentContext = await newContext(browser);
    const { email } = await signUpAndSignIn(parentContext);
    const { id: planId } = await setUpPlan(parentContext, 'Nora');
    // The e-mail is only for feedback the parent has not opened: wait for it without reading the result.
    await submitWeek(parentContext, planId, 1);
    const mail = await waitForMail(email, "Nora's feedback for week 1 is ready", 90_000);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toContain(`<${baseURL()}/api/unsubscribe?token=`);
    const link = linkIn(mail, '/unsubscribe');

    // A fresh browser, as when the e-mail is opened on another device: no session.
    const visitor = await newContext(browser, { desktop: true });
    const page = await visitor.newPage();
    await page.goto(`${link.pathname}${link.search}`);
    await expect.poll(() => page.getByRole('main').getByRole('status').textContent()).toBe(NOTIFICATION_MESSAGES.unsubscribed('feedback-ready'));
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: shot('unsubscribed-desktop'), fullPage: true });
    const settings = async () => (await parentContext.request.get('/api/account/notifications')).json();
    expect((await settings()).feedbackNotice).toBe(false);

    await page.getByRole('button', { name: 'Turn it back on' }).click();
    await expect.poll(() => page.getByRole('main').getByRole('status').textContent()).toBe(NOTIFICATION_MESSAGES.resubscribed('feedback-ready'));
    expect((await settings()).feedbackNotice).toBe(true);

    const phone = await newContext(browser);
    const broken = await phone.newPage();
    await broken.goto(`/unsubscribe?token=${link.searchParams.get('token')!.slice(0, -4)}`);
    await expect.poll(() => broken.getByRole('main').getByRole('alert').textContent()).toBe(NOTIFICATION_MESSAGES.badToken);
    expect(await axeViolations(broken)).toEqual([]);
    await broken.screenshot({ path: shot('bad-link-phone'), fullPage: true });
    await Promise.all([parentContext.close(), visitor.close(), phone.close()]);
  }, 150_000);
});
