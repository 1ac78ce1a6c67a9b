/**
 * A completed page as pixels: the printed shape sheet (the real PDF from renderShapeSheetPdf, as
 * poppler draws it) or a plain unmarked page ("no printer"), with the child's copies drawn on it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PAPER_SIZES } from '../../contracts/shape-sheet.ts';
import type { Paper } from '../../contracts/tasks.ts';
import { renderShapeSheetPdf } from '../../server/features/tasks/sheet/render-sheet-pdf.ts';
import { copySvg, type DrawnCopy } from './draw-copies.ts';

export type PageKind = 'printed' | 'plain';
export type RawImage = { data: Buffer; width: number; height: number };

/** The printed sheet at each resolution, drawn once: poppler costs far more than the copies. */
const printed = new Map<string, Promise<Buffer>>();

function printedSheetPng(paper: Paper, dpi: number): Promise<Buffer> {
  const key = `${paper}@${dpi}`;
  const cached = printed.get(key);
  if (cached) return cached;
  const png = renderShapeSheetPdf(paper).then((pdf) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kritzel-bench-sheet-'));
    try {
      fs.writeFileSync(path.join(dir, 'sheet.pdf'), pdf);
      execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-singlefile', path.join(dir, 'sheet.pdf'), path.join(dir, 'sheet')]);
      return fs.readFileSync(path.join(dir, 'sheet.png'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  printed.set(key, png);
  return png;
}

/** The page at `dpi` with the copies on it, as raw RGB. */
export async function renderPage(kind: PageKind, paper: Paper, copies: readonly DrawnCopy[], dpi: number): Promise<RawImage> {
  const size = PAPER_SIZES[paper];
  const width = Math.round((size.width * dpi) / 72);
  const height = Math.round((size.height * dpi) / 72);
  const base =
    kind === 'printed'
      ? sharp(await printedSheetPng(paper, dpi)).resize(width, height, { fit: 'fill' })
      : sharp({ create: { width, height, channels: 3, background: '#ffffff' } });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${size.width} ${size.height}">${copies.map(copySvg).join('')}</svg>`;
  const { data, info } = await sharp(await base.png({ compressionLevel: 0 }).toBuffer())
    .composite([{ input: Buffer.from(svg) }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** (a) A flat scan: the page at about 150 dpi, as a scanner's JPEG. */
export async function renderScan(kind: PageKind, paper: Paper, copies: readonly DrawnCopy[]): Promise<Buffer> {
  const page = await renderPage(kind, paper, copies, 150);
  return sharp(page.data, { raw: { width: page.width, height: page.height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
