import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AgeRange } from '../contracts/analysis.ts';
import { formatYearsMonths } from '../contracts/child-age.ts';
import type { Checkpoint } from '../contracts/checkpoints.ts';
import type { GrowthSeriesResponse } from '../contracts/growth.ts';
import type { Plan } from '../contracts/plans.ts';
import { axeViolations, baseURL, launchBrowser, newContext, screenshot, signUpAndSignIn } from './browser.ts';
import { completeWeeks, ok, setUpPlan } from './weekly-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const rangeText = (range: AgeRange | null, estimate: number) =>
  range ? `between ${formatYearsMonths(range.min)} and ${formatYearsMonths(range.max)}` : `about ${formatYearsMonths(estimate)} (no range)`;

/** Checkpoint 1, evaluated through the API as the Evaluate button does, once its job has finished. */
async function evaluateFirstCheckpoint(context: BrowserContext, planId: string) {
  await ok(
    'evaluate checkpoint',
    await context.request.post('/api/cognitive-checkpoints/evaluate', { headers: { origin: baseURL() }, data: { planId, checkpointNumber: 1 } }),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    const list = await ok<Checkpoint[]>('read checkpoints', await context.request.get(`/api/cognitive-checkpoints/${planId}`));
    const first = list.find((c) => c.checkpointNumber === 1);
    if (first && first.status !== 'pending') return first;
    if (Date.now() > deadline) throw new Error('checkpoint 1 still pending after 60 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The plan page's Growth tab, with the chart drawn; counts the chart's script being fetched. */
async function openGrowth(page: Page, plan: Plan) {
  const chartScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/growth-tab-[\w-]+\.js$/.test(request.url())) chartScripts.push(request.url());
  });
  await page.goto(`/plans/${plan.id}`);
  await page.getByRole('heading', { name: 'All Challenges' }).waitFor();
  // The chart library is not part of the plan page: it comes with the tab.
  expect(chartScripts).toEqual([]);
  await Promise.all([page.waitForRequest(/\/assets\/growth-tab-[\w-]+\.js$/), page.getByRole('tab', { name: 'Growth' }).click()]);
  expect(await page.getByRole('tab', { name: 'Growth' }).getAttribute('aria-selected')).toBe('true');
}

/** The table's rows as [when, estimate, child's age, score], read from the page. */
async function tableRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table');
  const rows = await table.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (row) => {
      const when = plain(
        await row
          .locator('th span')
          .first()
          .evaluate((span) => span.parentElement?.firstChild?.textContent ?? ''),
      );
      const cells = await row.locator('td').allTextContents();
      return [when, ...cells.map(plain)];
    }),
  );
}

describe('the growth chart on the plan page (issue 21, item 1)', () => {
  let context: BrowserContext;
  let plan: Plan;
  let series: GrowthSeriesResponse;
  beforeAll(async () => {
    context = await newContext(browser);
    await signUpAndSignIn(context);
    plan = await setUpPlan(context, 'Mia');
    await completeWeeks(context, plan.id, 6);
    const checkpoint = await evaluateFirstCheckpoint(context, plan.id);
    expect(checkpoint.status).toBe('completed');
    series = await ok<GrowthSeriesResponse>('read growth', await context.request.get(`/api/plans/${plan.id}/growth`));
  }, 240_000);
  afterAll(async () => context?.close());

  it('shows the chart, the words about ranges, and a table with the same numbers on a phone', async () => {
    const page = await context.newPage();
    await openGrowth(page, plan);
    await page.getByRole('heading', { name: 'How Mia’s drawing is growing' }).waitFor();
    const chart = page.getByRole('img', { name: /Chart of Mia’s estimated drawing age/ });
    await chart.locator('.recharts-line-dots circle').first().waitFor();
    // Six weekly dots, the start and the checkpoint as their own marks.
    expect(await chart.locator('.recharts-line-dots circle').count()).toBe(6);
    expect(await chart.locator('.recharts-scatter-symbol').count()).toBe(2);
    expect(await page.getByText('not a diagnosis', { exact: false }).first().isVisible()).toBe(true);
    expect(await page.getByText('ranges like this are right for about 9 in 10 children', { exact: false }).isVisible()).toBe(true);

    // The table is there for screen readers before it is shown, with the series' own numbers.
    const expected = [
      ['Start', rangeText(series.baseline!.range, series.baseline!.estimate), formatYearsMonths(series.baseline!.childAge!), '—'],
      ...series.weeks.flatMap((week) => {
        if (week.kind !== 'week') throw new Error(`week ${week.week} was not evaluated`);
        const row = [
          `Week ${week.week}`,
          rangeText(week.range, week.estimate),
          formatYearsMonths(week.childAge!),
          week.score === null ? '—' : `${week.score}/10`,
        ];
        const checkpoint = series.checkpoints.find((c) => c.week === week.week);
        return checkpoint
          ? [row, [`Checkpoint ${checkpoint.checkpointNumber}`, rangeText(checkpoint.range, checkpoint.estimate), formatYearsMonths(checkpoint.childAge!), '—']]
          : [row];
      }),
    ];
    expect(series.weeks).toHaveLength(6);
    expect(series.checkpoints).toHaveLength(1);
    expect(await tableRows(page)).toEqual(expected);

    // A tooltip on the chart says what a point is: the week under the pointer, its range, the child's age.
    const dot = chart.locator('.recharts-line-dots circle').nth(3);
    await dot.scrollIntoViewIfNeeded();
    const box = (await dot.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tooltip = chart.locator('.recharts-tooltip-wrapper');
    await tooltip.getByText(/^Week \d+:$/).waitFor();
    const shown = plain(await tooltip.textContent());
    const hovered = series.weeks.find((w) => shown.startsWith(`Week ${w.week}:`));
    if (hovered?.kind !== 'week') throw new Error(`the tooltip names no evaluated week: ${shown}`);
    expect(shown).toContain(`Week ${hovered.week}: ${rangeText(hovered.range, hovered.estimate)}`);
    expect(shown).toContain(`Mia was ${formatYearsMonths(hovered.childAge!)}`);
    await page.screenshot({ path: '/tmp/chart-phone-tooltip.png' });
    await page.mouse.move(0, 0);

    // A small chart for each skill practised in two or more scored weeks, its scores in words too.
    expect(series.skills.length).toBeGreaterThan(0);
    const skills = page.getByRole('region', { name: 'Skills practised more than once' }).getByRole('listitem');
    expect(await skills.count()).toBe(series.skills.length);
    const first = series.skills[0]!;
    expect(plain(await skills.first().textContent())).toContain(first.points.map((p) => `Week ${p.week}: ${p.score} out of 10`).join('; '));

    await page.getByRole('button', { name: 'Show as table' }).click();
    expect(await page.getByRole('table').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Hide the table' }).getAttribute('aria-expanded')).toBe('true');
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/chart-phone.png', fullPage: true });
    await screenshot(page, 'growth-phone');
    await page.close();
  }, 120_000);

  it('shows the same on a desktop screen, and stays within a 360 px phone', async () => {
    const desktop = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 900 }, storageState: await context.storageState() });
    const page = await desktop.newPage();
    await openGrowth(page, plan);
    await page
      .getByRole('img', { name: /Chart of Mia’s estimated drawing age/ })
      .locator('.recharts-line-dots circle')
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/chart-desktop.png', fullPage: true });
    await screenshot(page, 'growth-desktop');

    await page.setViewportSize({ width: 360, height: 780 });
    await page.waitForTimeout(300);
    expect(await overflowsSideways(page)).toBe(false);
    await page.screenshot({ path: '/tmp/chart-360.png', fullPage: true });
    await desktop.close();
  }, 120_000);

  it('says there is nothing to show yet before any week has its feedback', async () => {
    const fresh = await setUpPlan(context, 'Noah');
    const page = await context.newPage();
    await openGrowth(page, fresh);
    await page.getByRole('heading', { name: 'No growth to show yet' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/chart-empty.png', fullPage: true });
    await page.close();
  }, 60_000);
});
