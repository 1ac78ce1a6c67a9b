/**
 * Scores a photo of the shape sheet, the way the parent said it was done: on the printed sheet
 * (found by its corner marks, each copy box straightened) or on plain paper (the copies found in
 * reading order); then scores each copy against its item's written criteria (criteria.ts).
 * There is no falling back from one to the other: a photo without marks is not taken for copies
 * on plain paper unless the parent said so, since any page with a few separate pictures on it
 * would otherwise be read as copies (ADR 030, "Free drawings are not copies").
 */
import { shapeSheetLayout, MARK_SIZE } from '../../../../contracts/shape-sheet.ts';
import { SHAPE_ITEMS, type ItemResult, type Paper, type ShapeItem } from '../../../../contracts/tasks.ts';
import { cropDataUrl } from './copy-crop.ts';
import { PIXELS_PER_POINT } from './criteria.ts';
import { findMarks } from './find-marks.ts';
import { findPlainCopies } from './find-plain-copies.ts';
import { halve, type GreyImage } from './grey-image.ts';
import { evenLight, paperLevels } from './ink.ts';
import { loadGreyPhoto } from './load-image.ts';
import { someCopyResembles } from './looks-like-copies.ts';
import { scoreCopy } from './score-copy.ts';
import { homography, warpBox } from './straighten.ts';

export type SheetKind = 'printed' | 'plain';

export type ScoredSheet = {
  sheet: SheetKind;
  paper: Paper | null;
  items: { shape: ShapeItem; result: ItemResult; confidence: number; crop: string | null }[];
};

/** Inside each copy box, clear of the light-grey corner brackets printed along its edge. */
const BOX_INSET = 6;

/** The scored sheet, or null when no printed sheet (or, on plain paper, no copies) is found. */
export async function scoreShapeSheet(photo: Buffer, sheet: SheetKind): Promise<ScoredSheet | null> {
  const grey = await loadGreyPhoto(photo);
  if (!grey) return null;
  const levels = paperLevels(grey);
  const light = evenLight(grey, levels);
  if (sheet === 'printed') return scorePrinted(light);
  const copies = findPlainCopies(light, levels);
  if (!copies) return null;
  const items = await scoreItems(copies);
  if (!someCopyResembles(items.map((item) => item.result))) return null;
  return { sheet: 'plain', paper: null, items };
}

async function scorePrinted(light: GreyImage): Promise<ScoredSheet | null> {
  // Marks are large: half the working size finds them as well, in a quarter of the time.
  const marks = findMarks(halve(light));
  if (!marks) return null;
  const layout = shapeSheetLayout(marks.paper);
  const centres = layout.marks.map((m) => ({ x: m.x + MARK_SIZE / 2, y: m.y + MARK_SIZE / 2 }));
  const h = homography(
    centres,
    marks.corners.map((p) => ({ x: p.x * 2 + 1, y: p.y * 2 + 1 })),
  );
  const patches = layout.items.map(({ copyBox: b }) =>
    warpBox(light, h, { x: b.x + BOX_INSET, y: b.y + BOX_INSET, width: b.width - 2 * BOX_INSET, height: b.height - 2 * BOX_INSET }, PIXELS_PER_POINT),
  );
  return { sheet: 'printed', paper: marks.paper, items: await scoreItems(patches) };
}

/** Pairs patches with the items in order; items without a patch (a short plain sheet) are empty. */
async function scoreItems(patches: GreyImage[]): Promise<ScoredSheet['items']> {
  return Promise.all(
    SHAPE_ITEMS.map(async (shape, i) => {
      const patch = patches[i];
      if (!patch) return { shape, result: 'empty' as const, confidence: 1, crop: null };
      const verdict = scoreCopy(patch, shape);
      return { shape, ...verdict, crop: await cropDataUrl(patch) };
    }),
  );
}
