import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { figureDrawing } from '../test/drawings.ts';
import { axeViolations, baseURL, browserWithDrawing, closeToasts, newContext, screenshot, signUpAndSignIn } from './browser.ts';
import { analyseDrawingThroughApi, CARD, fetchPlan, fillCard, planIdFrom, SETUP_URL, signedInPage, startPlan, waitForText } from './plans-helpers.ts';

const setup = browserWithDrawing(figureDrawing);

const birthYear = new Date().getFullYear() - 4;

/** Opens a plan card's menu and picks an item. */
async function chooseFromMenu(page: Page, childName: string, item: string) {
  await page.getByRole('button', { name: `More options for ${childName}'s plan` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe("the child's details", () => {
  it('a plan bought through checkout carries the name given there; a new name follows everywhere (phone)', async () => {
    const context = await newContext(setup.browser);
    await signUpAndSignIn(context);
    const drawingId = await analyseDrawingThroughApi(context, setup.drawing, 50);
    const page = await context.newPage();
    await page.goto(`/checkout?drawingId=${drawingId}`);
    await fillCard(page, CARD.ok);
    await page.getByRole('button', { name: 'Complete Payment - $49' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });

    // The dashboard's card menu: Edit Details.
    await page.getByRole('heading', { name: 'Mia', exact: true }).waitFor();
    await closeToasts(page);
    await chooseFromMenu(page, 'Mia', 'Edit Details');
    const dialog = page.getByRole('dialog', { name: 'Edit Child Details' });
    await dialog.getByLabel("Child's name").fill('Lina');
    await dialog.getByLabel('Birth month').selectOption('3');
    await dialog.getByLabel('Birth year').selectOption(String(birthYear));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'plan-manage-edit-before-setup-mobile');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await waitForText(page, 'Changes saved');
    await closeToasts(page);
    const card = page.getByRole('article').filter({ hasText: 'Lina' });
    await card.getByRole('heading', { name: 'Lina' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Mia', exact: true }).count()).toBe(0);
    await screenshot(page, 'plan-manage-renamed-dashboard-mobile');

    // Setup starts from the birth date given, and keeps the drawing of the free analysis.
    await card.getByRole('link', { name: /Complete Setup/ }).click();
    await page.waitForURL(SETUP_URL);
    const planId = planIdFrom(page);
    expect(await page.getByLabel('Birth month').inputValue()).toBe('3');
    expect(await page.getByLabel('Birth year').inputValue()).toBe(String(birthYear));
    await page.getByRole('button', { name: 'Complete Setup & Generate Plan' }).click();
    await page.waitForURL(`${baseURL()}/plans/${planId}`, { timeout: 45_000 });

    // The plan page's header: Edit. The birth date is fixed now, and the dialog says why.
    await page.getByRole('heading', { level: 1, name: "Lina's Progress" }).waitFor();
    expect(await page.title()).toMatch(/^Lina's Progress/);
    await page.getByRole('button', { name: "Edit Lina's details" }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Child Details' });
    await edit.getByText(`March ${birthYear}`, { exact: true }).waitFor();
    expect(await edit.getByText(/The birth date is fixed once the plan is set up/).isVisible()).toBe(true);
    expect(await edit.getByLabel('Birth month').count()).toBe(0);
    await page
      .getByRole('button', { name: 'Close notification' })
      .click()
      .catch(() => undefined);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'plan-manage-edit-after-setup-mobile');
    await edit.getByLabel("Child's name").fill('Lina Marie');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { level: 1, name: "Lina Marie's Progress" }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Lina Marie's Progress/);
    await screenshot(page, 'plan-manage-renamed-plan-page-mobile');

    // Back on the dashboard (no reload) the card has the new name.
    await page.getByRole('link', { name: /Back to Plans/ }).click();
    await page.getByRole('article').filter({ hasText: 'Lina Marie' }).getByText('Active', { exact: true }).waitFor();
    expect(await fetchPlan(context, planId)).toMatchObject({ childName: 'Lina Marie', birthMonth: 3, birthYear });
    await context.close();
  });
});

describe('archived plans', () => {
  it('archiving says the plan can be restored; it waits under Archived Plans and Restore brings it back (desktop)', async () => {
    const { context, page } = await signedInPage(setup.browser, { desktop: true });
    const payment = await startPlan(page, 'Noah');
    await fillCard(page, CARD.ok);
    await payment.getByRole('button', { name: 'Pay $49 and Start Plan' }).click();
    await page.waitForURL(SETUP_URL, { timeout: 20_000 });
    const planId = planIdFrom(page);
    await page.goto('/dashboard');

    await chooseFromMenu(page, 'Noah', 'Archive Plan');
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    expect(await confirm.getByText(/you can restore the plan at any time/).isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await waitForText(page, 'Plan archived successfully');
    await expect.poll(() => page.getByRole('article').filter({ hasText: 'Noah' }).count()).toBe(0);

    const toggle = page.getByRole('button', { name: /Archived Plans/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await closeToasts(page);
    await toggle.click();
    const archived = page
      .getByRole('region', { name: /Archived Plans/ })
      .getByRole('listitem')
      .filter({ hasText: 'Noah' });
    expect(await archived.textContent()).toMatch(/Started .+ · Archived .+/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'plan-manage-archived-desktop');

    await archived.getByRole('button', { name: "Restore Noah's plan" }).click();
    await waitForText(page, 'Plan restored');
    await page.getByRole('article').filter({ hasText: 'Noah' }).getByText('Setup Incomplete', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /Archived Plans/ }).count()).toBe(0);
    expect(await fetchPlan(context, planId)).toMatchObject({ isArchived: false, archivedAt: null });
    await screenshot(page, 'plan-manage-restored-desktop');
    await context.close();
  });
});
