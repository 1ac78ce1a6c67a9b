import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, closeToasts, launchBrowser, screenshot } from './browser.ts';
import { signedInPage, waitForText } from './plans-helpers.ts';
import { setUpPlan } from './weekly-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const panel = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])');

describe('the challenge preparation helper', () => {
  it.each([
    ['mobile', false],
    ['desktop', true],
  ])('week 1: overview, tips, a generated conversation, five variations, worksheets (%s)', async (name, desktop) => {
    const { context, page } = await signedInPage(browser, { desktop });
    const plan = await setUpPlan(context, 'Mia');
    const week1 = plan.planData!.challenges.find((c) => c.week === 1)!;

    await page.goto(`/challenge-preparation/${plan.id}/1`);
    await page.getByRole('heading', { level: 1, name: week1.title }).waitFor();
    expect(await page.getByText(week1.description).first().isVisible()).toBe(true);
    expect(await page.getByText(week1.instructions[0]!, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Plan' }).getAttribute('href')).toBe(`/plans/${plan.id}`);

    // Preparation Tips is the first tab and holds real advice.
    expect(await tab(page, 'Preparation Tips').getAttribute('aria-selected')).toBe('true');
    await panel(page).getByRole('heading', { name: 'Encouraging without judging' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `preparation-tips-${name}`);

    // Keyboard: the arrow key moves to the next tab.
    await tab(page, 'Preparation Tips').focus();
    await page.keyboard.press('ArrowRight');
    expect(await tab(page, 'Conversational Tools').getAttribute('aria-selected')).toBe('true');

    await panel(page).getByRole('button', { name: 'Generate Conversation' }).click();
    await waitForText(page, 'Conversation Generated!');
    const conversation = page.getByRole('region', { name: 'Sample conversation' });
    const lines = conversation.getByRole('listitem');
    expect(await lines.count()).toBeGreaterThanOrEqual(4);
    const texts = await lines.allInnerTexts();
    expect(texts.some((t) => t.startsWith('PARENT') || t.startsWith('Parent'))).toBe(true);
    expect(texts.some((t) => t.startsWith('CHILD') || t.startsWith('Child'))).toBe(true);
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `preparation-conversation-${name}`);

    await tab(page, 'Examples/Variations').click();
    await panel(page).getByRole('button', { name: 'Generate Examples' }).click();
    await waitForText(page, 'Examples Generated!');
    const examples = page.getByRole('list', { name: 'Example variations' }).locator(':scope > li');
    await expect.poll(() => examples.count()).toBe(5);
    for (const card of await examples.all()) {
      expect(await card.getByRole('heading', { level: 3 }).innerText()).not.toBe('');
      expect(await card.getByText('Materials').isVisible()).toBe(true);
      // Every colour is painted, and named in text beside its swatch.
      const swatches = card.locator('[data-colour]');
      expect(await swatches.count()).toBeGreaterThan(0);
      for (const swatch of await swatches.all()) expect(await swatch.getAttribute('data-colour')).not.toBe('unknown');
    }
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `preparation-examples-${name}`);

    await tab(page, 'Downloadable Worksheets').click();
    await panel(page).getByText('Worksheets Coming Soon!').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('says "Challenge not found" and "Plan not found", each with a way back', async () => {
    const { context, page } = await signedInPage(browser);
    const plan = await setUpPlan(context, 'Noah');

    await page.goto(`/challenge-preparation/${plan.id}/27`);
    await page.getByRole('heading', { name: 'Challenge not found' }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Back to Plan' }).getAttribute('href')).toBe(`/plans/${plan.id}`);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'preparation-challenge-not-found-mobile');

    await page.goto('/challenge-preparation/00000000-0000-4000-8000-000000000000/1');
    await page.getByRole('heading', { name: 'Plan not found' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByRole('heading', { name: 'Active Plans' }).waitFor();
    await context.close();
  });
});
