/**
 * A completed sheet with known copies, for the benchmark and the API tests: each item's copy
 * drawn to score the label asked for, on the printed sheet (in its copy boxes) or on a plain
 * page (no printer: 3 by 3 in reading order, no marks, no boxes), as a flat scan or a phone photo.
 */
import { PAPER_SIZES, shapeSheetLayout } from '../../contracts/shape-sheet.ts';
import { SHAPE_ITEMS, type Paper, type SheetBox, type ShapeItem } from '../../contracts/tasks.ts';
import { seededRandom } from '../../test/drawings.ts';
import type { Random } from './copy-shapes.ts';
import { choosePen, drawCopy, type CopyLabel, type DrawnCopy } from './draw-copies.ts';
import { renderScan, type PageKind } from './render-page.ts';
import { renderPhoto } from './render-photo.ts';

export type SheetLabels = Record<ShapeItem, CopyLabel>;

const PLAIN_MARGIN = 54;

/** Where a child copies each shape on a plain page: a 3 by 3 grid, each copy a little off its cell's centre. */
export function plainPageBoxes(paper: Paper, random: Random): SheetBox[] {
  const { width, height } = PAPER_SIZES[paper];
  const cell = { width: (width - 2 * PLAIN_MARGIN) / 3, height: (height - 2 * PLAIN_MARGIN) / 3 };
  const side = Math.min(cell.width, cell.height) * 0.85;
  return SHAPE_ITEMS.map((_, i) => {
    const slack = { x: cell.width - side, y: cell.height - side };
    return {
      x: PLAIN_MARGIN + (i % 3) * cell.width + slack.x * (0.3 + 0.4 * random()),
      y: PLAIN_MARGIN + Math.floor(i / 3) * cell.height + slack.y * (0.3 + 0.4 * random()),
      width: side,
      height: side,
    };
  });
}

/** One child's copies for a whole sheet: one pen for all of them, as a child keeps the pencil it was given. */
export function drawSheetCopies(kind: PageKind, paper: Paper, labels: SheetLabels, random: Random): DrawnCopy[] {
  const boxes = kind === 'printed' ? shapeSheetLayout(paper).items.map((item) => item.copyBox) : plainPageBoxes(paper, random);
  const pen = choosePen(random);
  return SHAPE_ITEMS.map((shape, i) => drawCopy(shape, labels[shape], boxes[i]!, random, pen));
}

export type CompletedSheetOptions = {
  paper: Paper;
  /** Each item's intended result; an item not named is left empty. */
  copies: Partial<SheetLabels>;
  photo: boolean;
  seed: number;
  /** The printed sheet (default) or a plain page (no printer). */
  sheet?: PageKind;
};

/** A photographed (12 MP JPEG) or scanned (150 dpi JPEG) sheet with copies that should score as `copies` says. */
export async function renderCompletedSheet({ paper, copies, photo, seed, sheet = 'printed' }: CompletedSheetOptions): Promise<Buffer> {
  const labels = Object.fromEntries(SHAPE_ITEMS.map((shape) => [shape, copies[shape] ?? 'empty'])) as SheetLabels;
  const drawn = drawSheetCopies(sheet, paper, labels, seededRandom(seed));
  return photo ? renderPhoto(sheet, paper, drawn, seed) : renderScan(sheet, paper, drawn);
}
