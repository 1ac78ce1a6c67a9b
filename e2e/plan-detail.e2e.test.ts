import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, baseURL, closeToasts, launchBrowser, newContext, screenshot, signUpAndSignIn } from './browser.ts';
import { waitForText } from './plans-helpers.ts';
import { completeWeeks, setUpPlan } from './weekly-helpers.ts';

/**
 * The estimate's label in feedback and checkpoint results (issue 32: "Estimated drawing age"). The
 * shared estimate component is renamed on its own branch; tighten to the new words once it is in.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  expect(await page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

async function desktopTwin(context: BrowserContext): Promise<Page> {
  const desktop = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    storageState: await context.storageState(),
  });
  return desktop.newPage();
}

describe('the plan page', () => {
  it('header, tabs, checkpoint 1 after four weeks, feedback, gallery and the help form', async () => {
    const context = await newContext(browser);
    await signUpAndSignIn(context);
    const plan = await setUpPlan(context, 'Mia');
    await completeWeeks(context, plan.id, 4);
    const page = await context.newPage();
    await page.goto(`/plans/${plan.id}`);

    await page.getByRole('heading', { level: 1, name: "Mia's Progress" }).waitFor();
    await waitForText(page, 'Challenge 5 of 26');
    expect(await page.getByRole('link', { name: /Back to Plans/ }).getAttribute('href')).toBe('/dashboard');
    // Challenges, Progress, Resources, Gallery and Growth.
    expect(await page.getByRole('tab').count()).toBe(5);
    expect(await page.getByRole('tab', { name: 'Challenges' }).getAttribute('aria-selected')).toBe('true');
    const week5 = plan.planData?.challenges.find((c) => c.week === 5)?.title ?? '';
    await page.getByRole('heading', { name: week5 }).first().waitFor();
    expect(await page.getByRole('link', { name: /Submit Drawing/ }).getAttribute('href')).toBe(`/plans/${plan.id}/submit/5`);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'plan-challenges-mobile');

    // Feedback Details for week 1, loaded when the dialog opens.
    await page.getByRole('button', { name: 'View feedback for week 1' }).click();
    const feedback = page.getByRole('dialog', { name: 'Feedback Details' });
    await feedback.getByText('Drawing age', { exact: true }).waitFor({ timeout: 15_000 });
    await feedback.getByTestId('challenge-goals').waitFor();
    await feedback.getByRole('heading', { name: 'Recommendations' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'plan-feedback-details-mobile');
    await page.keyboard.press('Escape');
    await feedback.waitFor({ state: 'detached' });

    // Progress: Checkpoint 1 is ready after four drawings with feedback.
    await openTab(page, 'Progress');
    await waitForText(page, 'Initial Assessment');
    expect(await page.getByText('Opens after 8 drawings with feedback (4 so far)').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Evaluate checkpoint 1' }).click();
    await waitForText(page, 'Checkpoint Evaluated!', 60_000);
    await closeToasts(page);
    await page.getByRole('button', { name: 'View checkpoint 1 results' }).click();
    const results = page.getByRole('dialog', { name: /Checkpoint 1 Results$/ });
    await results.getByText('Drawing age', { exact: true }).waitFor();
    expect(await results.getByRole('heading', { name: 'Recommendations' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'plan-checkpoint-results-mobile');
    await results.getByRole('button', { name: 'Done' }).click();
    await screenshot(page, 'plan-progress-mobile');

    // Gallery: fetched when opened, then the full-screen viewer.
    await Promise.all([page.waitForRequest((request) => request.url().endsWith(`/api/plans/${plan.id}/gallery`)), openTab(page, 'Gallery')]);
    await page.getByRole('button', { name: /Open Week 1 drawing/ }).click();
    const viewer = page.getByRole('dialog', { name: /Drawing 1 of 4/ });
    await viewer.waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: /Drawing 2 of 4/ }).waitFor();
    await page.getByRole('button', { name: 'Previous drawing' }).click();
    await viewer.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'plan-gallery-viewer-mobile');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'plan-gallery-mobile');

    // Resources: intro video and the help form.
    await openTab(page, 'Resources');
    expect(await page.getByRole('button', { name: 'Play Video' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'plan-resources-mobile');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await waitForText(page, 'Please fill in all fields');
    await page.getByLabel('Name').fill('Robin Parent');
    await page.getByLabel('Email').fill('robin@example.com');
    await page.getByLabel('Message').fill('How long should a challenge take?');
    const [contact] = await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(contact.postDataJSON()).toMatchObject({ metadata: { source: 'resources_tab', planId: plan.id } });
    await waitForText(page, 'Message sent!');
    await page.getByRole('button', { name: 'Play Video' }).click();
    await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 }).toBeGreaterThan(0);

    // The same plan on a desktop screen.
    const desktop = await desktopTwin(context);
    await desktop.goto(`/plans/${plan.id}`);
    await desktop.getByRole('heading', { level: 1, name: "Mia's Progress" }).waitFor();
    await desktop.getByRole('button', { name: 'View feedback for week 1' }).waitFor();
    expect(await axeViolations(desktop)).toEqual([]);
    await screenshot(desktop, 'plan-challenges-desktop');
    for (const tab of ['Progress', 'Gallery', 'Resources']) {
      await openTab(desktop, tab);
      await desktop.waitForTimeout(500);
      expect(await axeViolations(desktop)).toEqual([]);
      await screenshot(desktop, `plan-${tab.toLowerCase()}-desktop`);
    }
    await desktop.context().close();
    await context.close();
  }, 180_000);

  it("another parent's plan says Plan not found", async () => {
    const owner = await newContext(browser);
    await signUpAndSignIn(owner);
    const plan = await setUpPlan(owner, 'Noah');
    await owner.close();

    const context = await newContext(browser);
    await signUpAndSignIn(context);
    const page = await context.newPage();
    await page.goto(`/plans/${plan.id}`);
    await page.getByRole('heading', { name: 'Plan not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'plan-not-found-mobile');
    await context.close();
  });
});
