import fs from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SHAPE_MODELS } from '../contracts/shape-models.ts';
import { shapeSheetLayout } from '../contracts/shape-sheet.ts';
import type { TaskResult } from '../contracts/tasks.ts';
import { axeViolations, browserWithDrawing, newContext, screenshot } from './browser.ts';

/** A child of 5 years 6 months: copies the lines, the circle, the cross, the diagonal and the square; the rest left empty. */
const CHILD_AGE_MONTHS = 66;
const COPIED = 6;
const SCALE = 2;

/** The A4 sheet, filled in: good copies of the first shapes in their boxes, photographed flat. */
async function completedSheet(): Promise<Buffer> {
  const layout = shapeSheetLayout('a4');
  const marks = layout.marks.map((m) => `<rect x="${m.x}" y="${m.y}" width="${m.width}" height="${m.height}" fill="#111"/>`);
  const boxes = layout.items.flatMap(({ shape, modelBox, copyBox }, i) => {
    const strokes = (box: typeof modelBox, width: number) =>
      SHAPE_MODELS[shape].map(
        (stroke) =>
          `<polyline fill="none" stroke="#222" stroke-width="${width}" stroke-linecap="round" points="${stroke.map(([x, y]) => `${box.x + x * box.width},${box.y + y * box.height}`).join(' ')}"/>`,
      );
    const frame = `<rect x="${copyBox.x}" y="${copyBox.y}" width="${copyBox.width}" height="${copyBox.height}" fill="none" stroke="#999" stroke-width="0.8"/>`;
    return [...strokes(modelBox, 1.5), frame, ...(i < COPIED ? strokes(copyBox, 2.5) : [])];
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width * SCALE}" height="${layout.height * SCALE}" viewBox="0 0 ${layout.width} ${layout.height}"><rect width="100%" height="100%" fill="#fdfcf7"/>${[...marks, ...boxes].join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

function birthMonthYear(ageMonths: number, today = new Date()): { month: number; year: number } {
  const monthIndex = today.getFullYear() * 12 + today.getMonth() - ageMonths;
  return { month: (monthIndex % 12) + 1, year: Math.floor(monthIndex / 12) };
}

const setup = browserWithDrawing(completedSheet);
const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().isVisible();

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

    const scored = page.waitForResponse((r) => r.url().endsWith('/api/tasks/shapes/score'), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Score the sheet' }).click();
    const response = await scored;
    expect(response.status()).toBe(200);
    const task = (await response.json()) as TaskResult;
    await page.waitForURL(`**/tasks/${task.id}`);
    expect(await visible(page, task.estimate.words)).toBe(true);
    expect(await visible(page, `This range holds for about ${Math.round(task.estimate.coverage * 10)} in 10 children.`)).toBe(true);
    expect(task.items.slice(0, COPIED).every((item) => item.result === 'pass')).toBe(true);
    expect(task.items.slice(COPIED).every((item) => item.result === 'empty')).toBe(true);

    // The parent reads the square differently: the estimate follows, and Kritzel's reading stays beside it.
    const square = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Square', exact: true }) });
    const corrected = page.waitForResponse((r) => r.url().endsWith(`/api/tasks/${task.id}`) && r.request().method() === 'PATCH');
    await square.getByText('Not yet', { exact: true }).click();
    const after = (await (await corrected).json()) as TaskResult;
    expect(after.items.find((item) => item.item === 'square')).toMatchObject({ result: 'fail', scored: 'pass', corrected: true });
    await square.getByText('You corrected this.').waitFor();
    expect(await square.getByText('Kritzel saw: Copied.', { exact: false }).isVisible()).toBe(true);
    expect(await visible(page, after.estimate.words)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `tasks-result-${name}`);

    // A reload opens the same result, with the correction kept.
    await page.reload();
    await page.getByText('You corrected this.').first().waitFor();
    await context.close();
  });
});
