/**
 * Free drawings are not copies (issue 33: "a photo of a plain drawing gets 422"). Real children's
 * drawings (the calibration set: 150 × 150 px, black strokes on transparent) are flattened onto
 * white, enlarged onto a plain page — one drawing alone, or a "scene" of 2–4 side by side — and
 * photographed as a parent would (bench/tasks/render-photo.ts). Each page is scored as a printed
 * sheet and as copies on plain paper; every page accepted is a false acceptance. The drawings are
 * read from their folder, never copied into the repository.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { PAPER_SIZES } from '../../contracts/shape-sheet.ts';
import type { Paper } from '../../contracts/tasks.ts';
import { scoreShapeSheet, type SheetKind } from '../../server/features/tasks/scoring/score-sheet.ts';
import { seededRandom } from '../../test/drawings.ts';
import { readLabelledDrawings } from '../accuracy/labels.ts';
import { photograph } from './render-photo.ts';

/** Where the drawings live when no folder is given: beside the project, as bench:accuracy documents. */
export const DEFAULT_DRAWINGS_FOLDER = '../shared/data/children-drawings';
const PAGE_DPI = 250;

export type FreeDrawingPage = { name: string; kind: 'single' | 'scene'; accepted: Record<SheetKind, boolean>; readAs: string | null };
export type FreeDrawingTally = { folder: string; pages: FreeDrawingPage[] } | { folder: string; missing: true };

/** `count` pages, two in three a single drawing, the rest a scene; drawings spread evenly over the set. */
export async function measureFreeDrawings(folder: string, count: number, seed: number): Promise<FreeDrawingTally> {
  if (!fs.existsSync(folder)) return { folder, missing: true };
  const drawings = readLabelledDrawings(folder);
  const random = seededRandom(seed);
  const pick = () => drawings[Math.floor(random() * drawings.length)]!;
  const pages: FreeDrawingPage[] = [];
  for (let n = 0; n < count; n++) {
    const kind = n % 3 === 2 ? 'scene' : 'single';
    const chosen = kind === 'single' ? [pick()] : Array.from({ length: 2 + Math.floor(random() * 3) }, pick);
    const paper: Paper = n % 2 === 0 ? 'a4' : 'letter';
    const page = await composePage(
      folder,
      paper,
      chosen.map((d) => d.file),
      random,
    );
    const photo = await photograph(page, seed * 1_000 + n);
    const printed = await scoreShapeSheet(photo, 'printed');
    const plain = await scoreShapeSheet(photo, 'plain');
    const readAs = (printed ?? plain)?.items.map((item) => item.result[0]).join('') ?? null;
    pages.push({
      name: `${kind} ${chosen.map((d) => d.category).join('+')} (${paper}, page ${n})`,
      kind,
      accepted: { printed: !!printed, plain: !!plain },
      readAs,
    });
    process.stderr.write(`\r${n + 1}/${count} free drawings`);
  }
  process.stderr.write('\n');
  return { folder, pages };
}

/**
 * A plain page at 250 dpi with the drawings on it: alone, a drawing fills half to most of the
 * page's width, placed a little off centre; in a scene, 2–4 share a row (4 may take two rows),
 * each as large as its place allows, at slightly different heights and sizes, as a child draws.
 */
async function composePage(folder: string, paper: Paper, files: string[], random: () => number) {
  const size = PAPER_SIZES[paper];
  const [width, height] = [Math.round((size.width * PAGE_DPI) / 72), Math.round((size.height * PAGE_DPI) / 72)];
  const perRow = files.length === 4 && random() < 0.5 ? 2 : files.length;
  const rows = Math.ceil(files.length / perRow);
  const cell = { width: (width * 0.9) / perRow, height: (height * 0.8) / rows };
  const layers = await Promise.all(
    files.map(async (file, i) => {
      const scale = files.length === 1 ? 0.5 + 0.35 * random() : 0.75 + 0.2 * random();
      const side = Math.round(Math.min(cell.width, cell.height) * scale);
      const input = await sharp(`${folder}/${file}`).flatten({ background: '#ffffff' }).resize(side, side).png().toBuffer();
      const [col, row] = [i % perRow, Math.floor(i / perRow)];
      const left = width * 0.05 + col * cell.width + (cell.width - side) * (0.2 + 0.6 * random());
      const top = height * 0.1 + row * cell.height + (cell.height - side) * (0.2 + 0.6 * random());
      return { input, left: Math.round(left), top: Math.round(top) };
    }),
  );
  const data = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data, width, height };
}

export function formatFreeDrawings(tally: FreeDrawingTally): string[] {
  if ('missing' in tally) return [`Free drawings: skipped, no drawings at ${tally.folder} (give the folder with --drawings)`];
  const { pages } = tally;
  const count = (mode: SheetKind, kind?: FreeDrawingPage['kind']) => pages.filter((p) => p.accepted[mode] && (!kind || p.kind === kind)).length;
  const of = (kind: FreeDrawingPage['kind']) => pages.filter((p) => p.kind === kind).length;
  const line = (mode: SheetKind, target: string) =>
    `  taken for ${mode === 'printed' ? 'a printed sheet' : 'copies on plain paper'}: ${count(mode)} of ${pages.length} (single ${count(mode, 'single')}/${of('single')}, scenes ${count(mode, 'scene')}/${of('scene')})  ${target}`;
  const wrong = pages.filter((p) => p.accepted.printed || p.accepted.plain);
  return [
    `Free drawings are not copies: ${pages.length} photographed plain pages of real children's drawings (${of('single')} single, ${of('scene')} scenes of 2–4)`,
    line('printed', `target 0${count('printed') === 0 ? '  met' : '  MISSED'}`),
    line('plain', 'as few as possible'),
    ...wrong.map((p) => `    accepted: ${p.name}${p.accepted.printed ? ' [printed]' : ''}${p.accepted.plain ? ' [plain]' : ''} read as ${p.readAs}`),
  ];
}
