/**
 * npm run bench:tasks [-- --smoke] [--sheets N] [--seed S] [--drawings <folder>] [--free N]
 *
 * How well does Kritzel score the shape sheet from a photo? Draws N completed sheets per variant
 * (seeded: good copies and the typical errors of each shape, pencil and crayon, shaky lines,
 * empty boxes; bench/tasks/draw-copies.ts), renders each as (a) a flat scan at 150 dpi and (b) a
 * 12 MP phone photo (turned ≤ 20°, tilted ≤ 15°, uneven light, a shadow, JPEG 60), and (c) the
 * copies on a plain unmarked page ("no printer"), photographed. Each is scored by
 * scoreShapeSheet, as an upload is, and the bench prints: each item's result against the label
 * its copy was drawn to have, per shape and overall (targets ≥ 95 % overall, ≥ 90 % per shape);
 * photo against flat scan; plain paper; p50/p95 scoring time per 12 MP photo on one core
 * (target p50 ≤ 1.5 s); sheets not found. Then it simulates children of each age passing the
 * items with the norms' probabilities (bench/tasks/simulate.ts). Last, real children's free
 * drawings photographed on plain pages, scored both ways: how many are wrongly taken for a sheet
 * or for copies (bench/tasks/free-drawings.ts; target 0 as a printed sheet).
 *
 * --smoke   2 sheets per variant, 3 free-drawing pages and a small simulation: the harness's quick check.
 * --drawings <folder>  the children's drawings (labels.csv beside the PNGs); default ../shared/data/children-drawings.
 * --free N  how many free-drawing pages (default 60).
 * A missed target is reported but exits 0: the numbers are for people. Exit 1 on a crash, 2 on bad arguments.
 */
import path from 'node:path';
import sharp from 'sharp';
import { SHAPE_ITEMS, type Paper, type ShapeItem } from '../contracts/tasks.ts';
import { scoreShapeSheet, type ScoredSheet, type SheetKind } from '../server/features/tasks/scoring/score-sheet.ts';
import { seededRandom } from '../test/drawings.ts';
import { addSheet, emptyAgreement, formatAgreement, labelsAsResults, percentile, resultsOf, TARGET } from './tasks/agreement.ts';
import { drawSheetCopies, type SheetLabels } from './tasks/completed-sheet.ts';
import type { DrawnCopy } from './tasks/draw-copies.ts';
import { renderScan } from './tasks/render-page.ts';
import { renderPhoto } from './tasks/render-photo.ts';
import { DEFAULT_DRAWINGS_FOLDER, formatFreeDrawings, measureFreeDrawings } from './tasks/free-drawings.ts';
import { formatSimulation, simulateChildren } from './tasks/simulate.ts';

const USAGE = 'usage: npm run bench:tasks -- [--smoke] [--sheets N] [--seed S] [--drawings <folder>] [--free N]';
const SHEETS = { full: 40, smoke: 2 };
const FREE_PAGES = { full: 60, smoke: 3 };
const SIMULATED_PER_AGE = { full: 2000, smoke: 50 };

class UsageError extends Error {}

function parseArgs(argv: string[]) {
  let smoke = false;
  let sheets: number | undefined;
  let free: number | undefined;
  let seed = 33;
  let drawings = DEFAULT_DRAWINGS_FOLDER;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--smoke') smoke = true;
    else if (arg === '--drawings') {
      const value = argv[++i];
      if (!value) throw new UsageError('--drawings needs a folder');
      drawings = value;
    } else if (arg === '--sheets' || arg === '--seed' || arg === '--free') {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < (arg === '--sheets' ? 1 : 0)) throw new UsageError(`${arg} needs a whole number, got ${argv[i] ?? 'nothing'}`);
      if (arg === '--sheets') sheets = value;
      else if (arg === '--free') free = value;
      else seed = value;
    } else throw new UsageError(`unknown argument ${arg}`);
  }
  return {
    smoke,
    sheets: sheets ?? (smoke ? SHEETS.smoke : SHEETS.full),
    free: free ?? (smoke ? FREE_PAGES.smoke : FREE_PAGES.full),
    seed,
    // npm run changes into the package folder; a relative path means what it meant where it was typed.
    drawings: path.resolve(process.env.INIT_CWD ?? process.cwd(), drawings),
  };
}

/** A child's sheet: about half the copies good, a third missed, the rest left empty. On plain paper the child stops early instead. */
function sheetLabels(random: () => number, plain: boolean): SheetLabels {
  const attempted = plain ? 5 + Math.floor(random() * 5) : SHAPE_ITEMS.length;
  const label = (i: number) => {
    if (i >= attempted) return 'empty' as const;
    const r = random();
    return plain ? (r < 0.6 ? 'pass' : 'fail') : r < 0.5 ? 'pass' : r < 0.85 ? 'fail' : 'empty';
  };
  return Object.fromEntries(SHAPE_ITEMS.map((shape, i) => [shape, label(i)])) as SheetLabels;
}

const errorsOf = (copies: readonly DrawnCopy[]) =>
  Object.fromEntries(copies.map((copy) => [copy.shape, copy.label === 'empty' ? 'empty' : `${copy.error}, ${copy.pen.tool}`])) as Record<ShapeItem, string>;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  // One core, as the target says: libvips would otherwise spread each call over every core.
  sharp.concurrency(1);
  const agreement = { scan: emptyAgreement(), photo: emptyAgreement(), photoVsScan: emptyAgreement(), plain: emptyAgreement() };
  const photoMs: number[] = [];
  const timed = async (photo: Buffer, sheet: SheetKind): Promise<ScoredSheet | null> => {
    const start = performance.now();
    const scored = await scoreShapeSheet(photo, sheet);
    photoMs.push(performance.now() - start);
    return scored;
  };

  for (let n = 0; n < options.sheets; n++) {
    const seed = options.seed * 100_003 + n;
    const random = seededRandom(seed);
    const paper: Paper = n % 2 === 0 ? 'a4' : 'letter';
    const labels = sheetLabels(random, false);
    const copies = drawSheetCopies('printed', paper, labels, random);
    const name = `sheet ${n} (${paper}, seed ${seed})`;
    const scan = await scoreShapeSheet(await renderScan('printed', paper, copies), 'printed');
    const photo = await timed(await renderPhoto('printed', paper, copies, seed), 'printed');
    addSheet(agreement.scan, labelsAsResults(labels), scan, `${name} scan`, errorsOf(copies));
    addSheet(agreement.photo, labelsAsResults(labels), photo, `${name} photo`, errorsOf(copies));
    if (scan) addSheet(agreement.photoVsScan, resultsOf(scan), photo, `${name} photo vs scan`);

    const plainLabels = sheetLabels(random, true);
    const plainCopies = drawSheetCopies('plain', paper, plainLabels, random);
    const plain = await timed(await renderPhoto('plain', paper, plainCopies, seed + 1), 'plain');
    addSheet(agreement.plain, labelsAsResults(plainLabels), plain, `${name} plain`, errorsOf(plainCopies));
    process.stderr.write(`\r${n + 1}/${options.sheets} sheets`);
  }
  process.stderr.write('\n');

  const p50 = percentile(photoMs, 0.5);
  const lines = [
    `bench:tasks — ${options.sheets} sheets per variant, seed ${options.seed}${options.smoke ? ' (smoke)' : ''}`,
    ...formatAgreement('Printed sheet, flat scan (150 dpi)', agreement.scan, true),
    ...formatAgreement('Printed sheet, 12 MP phone photo', agreement.photo, true),
    ...formatAgreement('Photo agrees with the flat scan of the same copies', agreement.photoVsScan, false),
    ...formatAgreement('No printer: plain page, photographed', agreement.plain, true),
    `Scoring time per 12 MP photo (one core): p50 ${p50.toFixed(0)} ms, p95 ${percentile(photoMs, 0.95).toFixed(0)} ms  target p50 ≤ ${TARGET.photoP50Ms} ms${p50 <= TARGET.photoP50Ms ? '  met' : '  MISSED'}`,
  ];
  console.log(lines.join('\n'));
  const misses = [agreement.scan, agreement.photo, agreement.plain].flatMap((a) => a.misses);
  if (misses.length > 0) console.log(`\nDisagreements (first 40 of ${misses.length}):\n  ${misses.slice(0, 40).join('\n  ')}`);

  if (options.free > 0) console.log(`\n${formatFreeDrawings(await measureFreeDrawings(options.drawings, options.free, options.seed)).join('\n')}`);

  const perAge = options.smoke ? SIMULATED_PER_AGE.smoke : SIMULATED_PER_AGE.full;
  for (const task of ['shapes', 'person'] as const) {
    console.log(`\nSimulated children, ${task}, ${perAge} per age:`);
    console.log(formatSimulation(simulateChildren({ task, perAge, seed: options.seed })));
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
