import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHAPE_MODELS } from '../../../../contracts/shape-models.ts';
import { PAPERS, ShapeSheetLayout, type Paper, type SheetBox } from '../../../../contracts/tasks.ts';
import { createTestApp, type TestContext } from '../../../../test/api-harness.ts';

/** Two pixels to a point: fine enough to sample a 2.5 pt model stroke on its centre line. */
const DPI = 144;
const SCALE = DPI / 72;
const DARK = 100;
const LIGHT = 230;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

type Page = { width: number; height: number; grey: Buffer; text: string };

/** The PDF as a standard reader sees it: poppler's rendering in grey, and its text. */
async function renderWithPoppler(pdf: Buffer): Promise<Page> {
  const dir = fs.mkdtempSync('/tmp/kritzel-sheet-');
  const file = path.join(dir, 'sheet.pdf');
  fs.writeFileSync(file, pdf);
  execFileSync('/usr/bin/pdftoppm', ['-png', '-r', String(DPI), '-singlefile', file, path.join(dir, 'sheet')]);
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  const { data, info } = await sharp(path.join(dir, 'sheet.png')).greyscale().raw().toBuffer({ resolveWithObject: true });
  fs.rmSync(dir, { recursive: true, force: true });
  return { width: info.width, height: info.height, grey: data, text };
}

const at = (page: Page, x: number, y: number) => page.grey[Math.round(y * SCALE) * page.width + Math.round(x * SCALE)]!;

/** The darkest and lightest pixel in a box given in points, shrunk (or grown, when negative) by `inset` points. */
function extremes(page: Page, box: SheetBox, inset: number) {
  let darkest = 255;
  let lightest = 0;
  for (let y = Math.ceil((box.y + inset) * SCALE); y < Math.floor((box.y + box.height - inset) * SCALE); y++)
    for (let x = Math.ceil((box.x + inset) * SCALE); x < Math.floor((box.x + box.width - inset) * SCALE); x++) {
      const value = page.grey[y * page.width + x]!;
      darkest = Math.min(darkest, value);
      lightest = Math.max(lightest, value);
    }
  return { darkest, lightest };
}

async function sheet(paper: Paper) {
  const [pdf, json] = await Promise.all([
    ctx.app.inject({ method: 'GET', url: `/api/tasks/shapes/sheet.pdf?paper=${paper}` }),
    ctx.app.inject({ method: 'GET', url: `/api/tasks/shapes/sheet.json?paper=${paper}` }),
  ]);
  expect(pdf.statusCode).toBe(200);
  expect(json.statusCode).toBe(200);
  return { pdf, layout: ShapeSheetLayout.parse(json.json()) };
}

describe('GET /api/tasks/shapes/sheet.pdf and sheet.json', () => {
  it.each(PAPERS)('%s: the PDF has the marks, models and copy boxes exactly where sheet.json says', async (paper) => {
    const { pdf, layout } = await sheet(paper);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="kritzel-shape-sheet-${paper}.pdf"`);
    expect(pdf.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const page = await renderWithPoppler(pdf.rawPayload);
    expect(page.width).toBe(Math.round(layout.width * SCALE));
    expect(page.height).toBe(Math.round(layout.height * SCALE));
    expect(page.text).toContain('Kritzel shape sheet');
    for (const line of layout.instructions) expect(page.text).toContain(line);

    for (const mark of layout.marks) {
      // Solid black inside, plain paper in a ring just outside: a square exactly where the JSON says.
      expect(extremes(page, mark, 1).lightest, mark.corner).toBeLessThan(DARK);
      const ring = { x: mark.x - 4, y: mark.y - 4, width: mark.width + 8, height: mark.height + 8 };
      for (const edge of [
        { ...ring, height: 2 },
        { ...ring, y: ring.y + ring.height - 2, height: 2 },
        { ...ring, width: 2 },
        { ...ring, x: ring.x + ring.width - 2, width: 2 },
      ])
        expect(extremes(page, edge, 0).darkest, mark.corner).toBeGreaterThan(LIGHT);
    }

    for (const item of layout.items) {
      expect(page.text).toContain(item.label);
      // Every point along the model's strokes is dark, in its model box.
      for (const stroke of SHAPE_MODELS[item.shape])
        for (let i = 1; i < stroke.length; i++)
          for (let t = 0; t <= 1; t += 0.1) {
            const x = stroke[i - 1]![0] + t * (stroke[i]![0] - stroke[i - 1]![0]);
            const y = stroke[i - 1]![1] + t * (stroke[i]![1] - stroke[i - 1]![1]);
            expect(at(page, item.modelBox.x + x * item.modelBox.width, item.modelBox.y + y * item.modelBox.height), item.shape).toBeLessThan(DARK);
          }
      // The copy box holds nothing dark: light corner brackets at most.
      expect(extremes(page, item.copyBox, -2).darkest, item.shape).toBeGreaterThan(150);
      expect(extremes(page, item.copyBox, 14).darkest, item.shape).toBeGreaterThan(LIGHT);
    }
  });

  it.each(['', '?paper=a5', '?paper=A4'])('refuses a missing or unknown paper %j with a clear 400', async (query) => {
    for (const file of ['sheet.pdf', 'sheet.json']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/tasks/shapes/${file}${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Choose the paper size: paper=a4 or paper=letter');
    }
  });
});
