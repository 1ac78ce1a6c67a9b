/**
 * Scores a photo of the shape sheet: finds the printed sheet by its corner marks and straightens
 * each copy box, or, with no marks, finds the copies a child made on plain paper in reading
 * order; then scores each copy against its item's written criteria (criteria.ts).
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
import { scoreCopy } from './score-copy.ts';
import { homography, warpBox } from './straighten.ts';

export type ScoredSheet = {
  sheet: 'printed' | 'plain';
  paper: Paper | null;
  items: { shape: ShapeItem; result: ItemResult; confidence: number; crop: string | null }[];
};

/** Inside each copy box, clear of the light-grey corner brackets printed along its edge. */
const BOX_INSET = 6;

export async function scoreShapeSheet(photo: Buffer): Promise<ScoredSheet | null> {
  const grey = await loadGreyPhoto(photo);
  if (!grey) return null;
  const levels = paperLevels(grey);
  const light = evenLight(grey, levels);
  const printed = await scorePrinted(light);
  if (printed) return printed;
  const copies = findPlainCopies(light, levels);
  if (!copies) return null;
  return { sheet: 'plain', paper: null, items: await scoreItems(copies) };
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
