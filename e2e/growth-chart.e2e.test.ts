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

const dayText = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
const GAP_WORDS: Record<string, string> = {
  'not-submitted': 'Not sent',
  pending: 'Feedback on its way',
  failed: 'Feedback could not be made',
  'no-estimate': 'Feedback without an age estimate',
  'carried-over': 'No new estimate: the earlier one was carried over',
};
const weekDots = (chart: ReturnType<Page['getByRole']>) => chart.locator('.growth-week-estimates .recharts-scatter-symbol');
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

/** The table's rows as [when, date, estimate, child's age, score], read from the page. */
async function tableRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table');
  const rows = await table.locator('tbody tr').all();
  return Promise.all(
    rows.map(async (row) => {
      const heading = row.locator('th');
      const when = plain(await heading.evaluate((th) => th.firstChild?.textContent ?? ''));
      const date = (await heading.locator('span').count()) > 0 ? plain(await heading.locator('span').textContent()) : '';
      const cells = await row.locator('td').allTextContents();
      return [when, date, ...cells.map(plain)];
    }),
  );
}

describe('the growth chart on the plan page (issue 21, item 1; issue 32)', () => {
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

  it('shows each estimate as its own point with its date, never joined into a line, and a table with the same numbers on a phone', async () => {
    const page = await context.newPage();
    await openGrowth(page, plan);
    await page.getByRole('heading', { name: 'Mia’s drawing age, drawing by drawing' }).waitFor();
    const chart = page.getByRole('img', { name: /Chart of Mia’s drawing age/ });
    await weekDots(chart).first().waitFor();
    // One dot per week with an estimate of its own; a carried-over week has none. The start and the checkpoint are their own marks.
    const own = series.weeks.filter((w) => w.kind === 'week');
    expect(own.length).toBeGreaterThan(0);
    expect(await weekDots(chart).count()).toBe(own.length);
    expect(await chart.locator('.recharts-scatter-symbol').count()).toBe(own.length + 2);
    // Issue 32: six weeks sent within minutes are not a rising line: the only line drawn is Mia's real age.
    expect(await chart.locator('.recharts-line').count()).toBe(1);
    expect(await chart.locator('.recharts-area').count()).toBe(0);
    expect(await page.getByText('not a diagnosis', { exact: false }).first().isVisible()).toBe(true);
    expect(await page.getByText('held the child’s age for 9 in 10 children', { exact: false }).first().isVisible()).toBe(true);
    expect(await page.getByText('a dot moving up or down', { exact: false }).count()).toBe(0);
    expect(await page.getByText('at least 2 weeks apart', { exact: false }).isVisible()).toBe(true);

    // The table is there for screen readers before it is shown, with the series' own numbers and every estimate's date.
    const expected = [
      [
        'Start',
        dayText(series.baseline!.date),
        rangeText(series.baseline!.range, series.baseline!.estimate),
        formatYearsMonths(series.baseline!.childAge!),
        '—',
      ],
      ...series.weeks.flatMap((week) => {
        const row =
          week.kind === 'week'
            ? [
                `Week ${week.week}`,
                dayText(week.date),
                rangeText(week.range, week.estimate),
                formatYearsMonths(week.childAge!),
                week.score === null ? '—' : `${week.score}/10`,
              ]
            : [`Week ${week.week}`, week.date ? dayText(week.date) : '', GAP_WORDS[week.reason]!, '—', '—'];
        const checkpoint = series.checkpoints.find((c) => c.week === week.week);
        return checkpoint
          ? [
              row,
              [
                `Checkpoint ${checkpoint.checkpointNumber}`,
                dayText(checkpoint.date),
                rangeText(checkpoint.range, checkpoint.estimate),
                formatYearsMonths(checkpoint.childAge!),
                '—',
              ],
            ]
          : [row];
      }),
    ];
    expect(series.weeks).toHaveLength(6);
    expect(series.weeks.every((w) => w.kind === 'week' || w.reason === 'carried-over')).toBe(true);
    expect(series.checkpoints).toHaveLength(1);
    expect(await tableRows(page)).toEqual(expected);

    // A tooltip on the chart says what a point is: the week under the pointer, its range, its date, the child's age.
    const dot = weekDots(chart).nth(Math.min(3, own.length - 1));
    await dot.scrollIntoViewIfNeeded();
    const box = (await dot.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tooltip = chart.locator('.recharts-tooltip-wrapper');
    await tooltip.getByText(/^Week \d+:$/).waitFor();
    const shown = plain(await tooltip.textContent());
    const hovered = series.weeks.find((w) => shown.startsWith(`Week ${w.week}:`));
    if (!hovered) throw new Error(`the tooltip names no week: ${shown}`);
    if (hovered.kind === 'week') {
      expect(shown).toContain(`Week ${hovered.week}: ${rangeText(hovered.range, hovered.estimate)}`);
      expect(shown).toContain(dayText(hovered.date));
      expect(shown).toContain(`Mia was ${formatYearsMonths(hovered.childAge!)}`);
    } else {
      // The pointer's column may be a week that carried an earlier estimate over: a gap, said as one.
      expect(hovered.reason).toBe('carried-over');
      expect(shown).toContain('carried over');
    }
    await page.screenshot({ path: '/tmp/chart-phone-tooltip.png' });
    await page.mouse.move(0, 0);

    // A small chart only for a skill with something measured for it, labelled with what it plots.
    // (Weeks carry their measurements once the weekly feedback writes issue 32's observed block.)
    const skills = page.getByRole('region', { name: 'What we measured, skill by skill' }).getByRole('listitem');
    expect(await skills.count()).toBe(series.skills.length);
    for (const [i, trend] of series.skills.entries()) {
      const text = plain(await skills.nth(i).textContent());
      expect(text).toContain(trend.label);
      const valueText = (value: number) => (trend.measure === 'page-used' ? `${value} %` : `${value}`);
      expect(text).toContain(trend.points.map((p) => `Week ${p.week} (${dayText(p.date)}): ${valueText(p.value)}`).join('; '));
    }
    expect(await page.getByText('out of 10', { exact: false }).count()).toBe(0);

    await page.getByRole('button', { name: 'Show as table' }).click();
    expect(await page.getByRole('table').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Hide the table' }).getAttribute('aria-expanded')).toBe('true');
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/chart-phone.png', fullPage: true });
    await screenshot(page, 'growth-phone');
    await page.close();
  }, 120_000);

  it('shows the same on a 1280 px desktop screen, and stays within a 360 px phone', async () => {
    const desktop = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 900 }, storageState: await context.storageState() });
    const page = await desktop.newPage();
    await openGrowth(page, plan);
    await weekDots(page.getByRole('img', { name: /Chart of Mia’s drawing age/ }))
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

  it('keeps every mark inside the chart at 360 px, names the checkpoints on it, and says why a dot has no bar (issue 35)', async () => {
    // A whole plan drawn near the top of the chart: checkpoints at 10 years (the top year line),
    // and a week 1 saved before estimates had ranges — what the issue saw on a phone.
    const day = (week: number) => new Date(Date.UTC(2026, 2, 1 + 7 * week)).toISOString();
    const crowded: GrowthSeriesResponse = {
      baseline: { estimate: 100, range: { min: 88, max: 112 }, childAge: 96, date: day(0) },
      weeks: Array.from({ length: 24 }, (_, i) => {
        const week = i + 1;
        const range = week === 1 ? null : { min: 92, max: 118 };
        return { kind: 'week' as const, week, estimate: 104 + (week % 5), range, childAge: 96 + Math.floor(week / 4), date: day(week), score: 7 };
      }),
      checkpoints: Array.from({ length: 6 }, (_, i) => ({
        checkpointNumber: i + 1,
        week: 4 * (i + 1),
        estimate: 120,
        range: { min: 106, max: 120 },
        childAge: 97 + i,
        date: day(4 * (i + 1)),
      })),
      skills: [],
      tasks: [],
    };
    for (const [width, name] of [
      [360, 'growth-crowded-360'],
      [390, 'growth-crowded-390'],
      [1280, 'growth-crowded-1280'],
    ] as const) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.route(`**/api/plans/${plan.id}/growth`, (route) => route.fulfill({ json: crowded }));
      await page.goto(`/plans/${plan.id}?tab=growth`);
      const chart = page.getByRole('img', { name: /Chart of Mia’s drawing age/ });
      await weekDots(chart).first().waitFor();
      // Every mark lies inside the chart's drawing, none cut off at its edges.
      const svg = (await chart.locator('svg.recharts-surface').boundingBox())!;
      const marks = chart.locator('.recharts-scatter-symbol');
      expect(await marks.count()).toBe(1 + 24 + 6);
      for (const box of await marks.evaluateAll((all) => all.map((m) => m.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.top).toBeGreaterThanOrEqual(svg.y);
        expect(box.left).toBeGreaterThanOrEqual(svg.x);
        expect(box.right).toBeLessThanOrEqual(svg.x + svg.width);
      }
      // The violet checkpoint rings are named on the chart, under their weeks, and in the key.
      expect(await chart.locator('.growth-checkpoint-label').allTextContents()).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6']);
      const key = page.getByRole('list', { name: 'What the chart shows' });
      await key.getByText('C1, C2… under the week it follows').waitFor();
      // Week 1 has no range: its dot is ringed, and the key says why there is no bar.
      expect(await chart.locator('.growth-no-range').count()).toBe(1);
      await key.getByText('an estimate saved before estimates came with a range').waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await chart.screenshot({ path: `.tmp/screenshots/${name}.png` });
      await page.close();
    }
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
