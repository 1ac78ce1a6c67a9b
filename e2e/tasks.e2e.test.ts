import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { renderCompletedSheet } from '../bench/tasks/completed-sheet.ts';
import type { TaskResult } from '../contracts/tasks.ts';
import { axeViolations, browserWithDrawing, newContext, screenshot } from './browser.ts';

/** A child of 5 years 6 months: copies the lines, the circle, the cross, the diagonal and the square; misses the X; leaves the rest. */
const CHILD_AGE_MONTHS = 66;

/** The A4 sheet filled in as that child would, photographed on a phone (12 MP, at an angle). */
const completedSheet = () =>
  renderCompletedSheet({
    paper: 'a4',
    photo: true,
    seed: 33,
    copies: {
      'vertical-line': 'pass',
      'horizontal-line': 'pass',
      circle: 'pass',
      cross: 'pass',
      'diagonal-line': 'pass',
      square: 'pass',
      'diagonal-cross': 'fail',
    },
  });

function birthMonthYear(ageMonths: number, today = new Date()): { month: number; year: number } {
  const monthIndex = today.getFullYear() * 12 + today.getMonth() - ageMonths;
  return { month: (monthIndex % 12) + 1, year: Math.floor(monthIndex / 12) };
}

const setup = browserWithDrawing(completedSheet);
/** Whether the text shows within a few seconds: the result page renders after the URL changes. */
const visible = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .first()
    .waitFor({ state: 'visible', timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );

describe('the shape sheet in the browser', () => {
  it.each([
    ['phone', false],
    ['desktop', true],
  ])('download the sheet → photo of the copies → correct one → the estimate and its range (%s)', async (name, desktop) => {
    const context = await newContext(setup.browser, { desktop });
    const page = await context.newPage();
    await page.goto('/tasks/shapes');
    await page.getByRole('heading', { level: 1, name: 'A closer look: the shape sheet' }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download A4' }).click()]);
    const pdf = await fs.readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const birth = birthMonthYear(CHILD_AGE_MONTHS);
    await page.getByLabel('Month').selectOption(String(birth.month));
    await page.getByLabel('Year').selectOption(String(birth.year));
    await page.locator('input[name="sheet-photo"]').setInputFiles({ name: 'sheet.jpg', mimeType: 'image/jpeg', buffer: setup.drawing });
    await page.getByAltText('Your photo of the shape sheet').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `tasks-sheet-${name}`);

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/tasks/shapes/score'), { timeout: 30_000 }),
      page.getByRole('button', { name: 'Score the sheet' }).click(),
    ]);
    expect(response.status()).toBe(200);
    const task = (await response.json()) as TaskResult;
    await page.waitForURL(`**/tasks/${task.id}`);
    expect(await visible(page, task.estimate.words)).toBe(true);
    expect(await visible(page, `This range holds for about ${Math.round(task.estimate.coverage * 10)} in 10 children.`)).toBe(true);
    expect(task.items.find((item) => item.item === 'circle')?.result).toBe('pass');
    expect(task.items.find((item) => item.item === 'diamond')?.result).toBe('empty');

    // The parent reads the square differently: the estimate follows, and Kritzel's reading stays beside it.
    const scoredSquare = task.items.find((item) => item.item === 'square')!.result;
    const [wanted, wantedLabel, seenLabel] =
      scoredSquare === 'pass' ? (['fail', 'Not yet', 'Copied'] as const) : (['pass', 'Copied', scoredSquare === 'fail' ? 'Not yet' : 'Empty'] as const);
    const square = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Square', exact: true }) });
    const [corrected] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/tasks/${task.id}`) && r.request().method() === 'PATCH'),
      square.getByText(wantedLabel, { exact: true }).click(),
    ]);
    const after = (await corrected.json()) as TaskResult;
    expect(after.items.find((item) => item.item === 'square')).toMatchObject({ result: wanted, scored: scoredSquare, corrected: true });
    await square.getByText('You corrected this.').waitFor();
    expect(await square.getByText(`Kritzel saw: ${seenLabel}.`, { exact: false }).isVisible()).toBe(true);
    expect(await visible(page, after.estimate.words)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `tasks-result-${name}`);

    // A reload opens the same result, with the correction kept.
    await page.reload();
    await page.getByText('You corrected this.').first().waitFor();
    await context.close();
  });
});
