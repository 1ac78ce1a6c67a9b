import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Plan } from '../contracts/plans.ts';
import { REPORT_URLS } from '../contracts/reports.ts';
import { SHAPE_MODELS } from '../contracts/shape-models.ts';
import { shapeSheetLayout } from '../contracts/shape-sheet.ts';
import type { TaskResult } from '../contracts/tasks.ts';
import { figureDrawing } from '../test/drawings.ts';
import { axeViolations, launchBrowser, newContext, signUpAndSignIn } from './browser.ts';
import { waitForText } from './plans-helpers.ts';
import { completeWeeks, ok, setUpPlan } from './weekly-helpers.ts';

/** The A4 sheet photographed flat, with the first `copied` shapes copied in their boxes and the rest left empty. */
async function filledSheet(copied: number): Promise<Buffer> {
  const layout = shapeSheetLayout('a4');
  const polyline = (points: string, width: number) => `<polyline fill="none" stroke="#222" stroke-width="${width}" stroke-linecap="round" points="${points}"/>`;
  const draw = (shape: keyof typeof SHAPE_MODELS, box: { x: number; y: number; width: number; height: number }, width: number) =>
    SHAPE_MODELS[shape].map((stroke) => polyline(stroke.map(([x, y]) => `${box.x + x * box.width},${box.y + y * box.height}`).join(' '), width));
  const parts = [
    ...layout.marks.map((m) => `<rect x="${m.x}" y="${m.y}" width="${m.width}" height="${m.height}" fill="#111"/>`),
    ...layout.items.flatMap(({ shape, modelBox, copyBox }, i) => [...draw(shape, modelBox, 1.5), ...(i < copied ? draw(shape, copyBox, 2.5) : [])]),
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width * 2}" height="${layout.height * 2}" viewBox="0 0 ${layout.width} ${layout.height}"><rect width="100%" height="100%" fill="#fdfcf7"/>${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const PARTS = ['Head', 'Eyes', 'Mouth', 'Body', 'Legs', 'Arms'];
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Checkpoint 1 of a plan with four weeks done: the shape sheet scored from its card, the person's parts ticked and sent with Evaluate. */
async function checkpointWithBothTasks(page: Page, plan: Plan, shot: string): Promise<TaskResult[]> {
  await page.goto(`/plans/${plan.id}`);
  await page.getByRole('tab', { name: 'Progress' }).click();
  await page.getByRole('button', { name: 'Evaluate checkpoint 1' }).waitFor();

  // The shape sheet: folded until asked for, then photographed and scored on its own.
  await page.getByRole('button', { name: 'Add the shape sheet for checkpoint 1' }).click();
  await page.locator('input[name="sheet-photo"]').setInputFiles({ name: 'sheet.jpg', mimeType: 'image/jpeg', buffer: await filledSheet(6) });
  await page.getByAltText('Your photo of the shape sheet').waitFor();
  const [shapesScored] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/tasks/shapes/score'), { timeout: 30_000 }),
    page.getByRole('button', { name: 'Score the sheet' }).click(),
  ]);
  expect(shapesScored.status()).toBe(200);
  await waitForText(page, 'Shape copying: sent');

  // The person drawing: its photo, and the parts the parent sees in it.
  const drawingFile = `/tmp/checkpoint-tasks-person-${shot}.png`;
  await fs.writeFile(drawingFile, await figureDrawing());
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Add a whole person drawing for checkpoint 1' }).click(),
  ]);
  await chooser.setFiles(drawingFile);
  await page.getByRole('button', { name: 'Tick the parts in the drawing for checkpoint 1' }).click();
  for (const part of PARTS) await page.getByRole('checkbox', { name: part, exact: true }).check();
  await page.getByRole('button', { name: `${PARTS.length} parts ticked — change` }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  expect(await overflowsSideways(page)).toBe(false);
  await page.screenshot({ path: `/tmp/checkpoint-tasks-card-${shot}.png`, fullPage: true });

  const [personScored] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/tasks/person/score'), { timeout: 30_000 }),
    page.getByRole('button', { name: 'Evaluate checkpoint 1' }).click(),
  ]);
  expect(personScored.status()).toBe(200);
  await waitForText(page, 'Checkpoint Evaluated!', 60_000);
  return ok<TaskResult[]>('read tasks', await page.context().request.get(`/api/tasks?planId=${plan.id}`));
}

// Four weeks, a checkpoint evaluated (up to 60 s on its own) and a PDF: 20–27 s here, 87 s for both in stop 53's CI.
describe('a checkpoint with both standard tasks (issue 33)', { timeout: 180_000 }, () => {
  let context: BrowserContext;
  afterAll(async () => context?.close());

  it.each([
    ['phone', false],
    ['desktop', true],
  ])('shows both in the checkpoint’s results, in Growth and in the PDF report (%s)', async (shot, desktop) => {
    context = await newContext(browser, { desktop });
    await signUpAndSignIn(context);
    const plan = await setUpPlan(context, 'Mia');
    await completeWeeks(context, plan.id, 4);
    const page = await context.newPage();
    const tasks = await checkpointWithBothTasks(page, plan, shot);
    const shapes = tasks.find((t) => t.task === 'shapes')!;
    const person = tasks.find((t) => t.task === 'person')!;
    expect([shapes.checkpointNumber, person.checkpointNumber]).toEqual([1, 1]);
    expect(person.items.filter((i) => i.result === 'pass').map((i) => i.label)).toEqual(PARTS);

    // The results: each task's words, what was passed, and the way to correct it.
    await page.getByRole('button', { name: 'View checkpoint 1 results' }).click();
    const dialog = page.getByRole('dialog', { name: 'Checkpoint 1 Results' });
    const section = dialog.getByRole('region', { name: 'Standard tasks' });
    await section.getByText(shapes.estimate.words, { exact: true }).waitFor();
    expect(await section.getByText(person.estimate.words, { exact: true }).isVisible()).toBe(true);
    expect(await section.getByText(`Parts drawn: ${PARTS.join(', ')}.`).isVisible()).toBe(true);
    const links = section.getByRole('link', { name: 'Check or correct the items' });
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([`/tasks/${shapes.id}`, `/tasks/${person.id}`]);
    expect(await axeViolations(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/checkpoint-tasks-results-${shot}.png` });
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Growth: the two tasks as their own series, each in words too.
    await page.getByRole('tab', { name: 'Growth' }).click();
    const growth = page.getByRole('region', { name: 'Shape copying and person drawing' });
    const list = growth.getByRole('list', { name: 'Each task’s estimate' });
    await list.waitFor();
    expect((await list.getByRole('listitem').allTextContents()).map(plain).map((t) => t.split(':').slice(0, 2).join(':'))).toEqual([
      'Checkpoint 1: shape copying',
      'Checkpoint 1: person drawing',
    ]);
    expect(await growth.locator('.growth-task-shapes').count()).toBe(1);
    expect(await growth.locator('.growth-task-person').count()).toBe(1);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/checkpoint-tasks-growth-${shot}.png`, fullPage: true });

    // The checkpoint's PDF report names both tasks with their words.
    const pdf = await context.request.get(REPORT_URLS.checkpointPdf(plan.id, 1));
    expect(pdf.status()).toBe(200);
    const pdfPath = `/tmp/checkpoint-tasks-${shot}.pdf`;
    await fs.writeFile(pdfPath, await pdf.body());
    const text = plain(execFileSync('/usr/bin/pdftotext', [pdfPath, '-'], { encoding: 'utf8' }));
    expect(text).toContain(`Checkpoint 1: the shape sheet`);
    expect(text).toContain(`Estimate from the published norms: ${plain(shapes.estimate.words)}`);
    expect(text).toContain(`Checkpoint 1: draw a person`);
    expect(text).toContain(`Estimate from the published norms: ${plain(person.estimate.words)}`);
    await fs.rm(pdfPath);
    await context.close();
  });
});
