/**
 * Is there a drawing in this photo at all? A deterministic check on the straightened page and
 * the marks found on it, run before any measurement is trusted:
 *
 * - a drawing is mostly flat paper (light, grey-ish, no texture) with marks that are lines or
 *   flat fills, so soft gradients are rare;
 * - a blank sheet has (almost) no marks once specks are gone: noise, a shadow or a faint fold
 *   never reach segment-marks' thresholds;
 * - a photo of a person, a pet or a room is continuous tone everywhere: soft gradients and
 *   texture over most of the frame and little flat paper;
 * - a screenshot is a flat UI: rows of many small text-like components and long, perfectly
 *   axis-aligned edges (bars, buttons, table rules) that a photographed sheet never has — or
 *   so many lines of text that it is a page of writing, not a drawing.
 *
 * The thresholds were set against 1,660 children's drawings (150 px sketches, some of only a
 * few strokes), the programmatic drawings in test/drawings.ts, real photos (people, a cat,
 * coffee, a motorcycle, coins, a rocket) and browser screenshots. The rule leans towards
 * accepting: refusing a child's drawing is worse than measuring a photo that is not one.
 * Known gap: a page coloured in edge to edge with grainy crayon, no paper left, looks like a
 * photo to these statistics.
 */
import { evenOutLighting } from './even-lighting.ts';
import { NotADrawingError, type NotADrawingReason } from './not-a-drawing.ts';
import { constant, type Mat, type MatScope } from './opencv.ts';
import { LINE_MIN_EXTENT, type Marks } from './segment-marks.ts';

export type DrawingCheck = { ok: true } | { ok: false; reason: NotADrawingReason };

/**
 * A blank sheet has no mark at all once segment-marks has removed specks: noise, a shadow, a
 * faint fold, JPEG blocks and paper grain never reach its thresholds (the blank sheets of
 * test/not-drawings.ts keep 0 pixels; dust keeps a few dots). A drawing has at least one line,
 * however short, faint or small on the page — a mark spanning LINE_MIN_EXTENT of the page
 * (segment-marks.ts: 1 %, 3 mm on a photographed A4 sheet), which a dot of dust does not — and
 * the page is blank when such lines hold fewer than BLANK_INK_SHARE of its pixels (about 15 at
 * the working size: one short line). Issue 32: a share of the page (0.05 %, the rule before)
 * refused a bird drawn as a small "v" in the middle of a sheet, a tiny drawing and a few short
 * strokes; no share of the page tells a tiny drawing from a blank page, only a line does.
 */
const BLANK_INK_SHARE = 0.00002;

/** The page is looked at this small for tone and texture: JPEG noise and paper grain average out. */
const TONE_SIZE = 256;
/**
 * A step between neighbouring pixels (gray levels, at TONE_SIZE) in this range is a soft
 * gradient or texture — shading on a face, fabric, fur. Below it is flat (paper, a marker
 * fill, lighting that changes over the whole sheet); above it is the edge of a mark.
 */
const SOFT_STEP = { min: 2.5, max: 12 };
/**
 * A photo has soft steps over much of the frame: 15–50 % in real photos of people, pets and
 * things. Children's drawings stay at or below 6 % (upscaled 150 px sketches, whose blurry
 * stroke edges count), drawings photographed on a table at 2 %.
 */
const PHOTO_SOFT_SHARE = 0.12;
/**
 * Flat, light, grey-ish pixels on the lighting-evened page: paper. Children's drawings keep
 * at least 55 % of it, photos of people and things at most about 30 %. A photo needs both
 * (texture everywhere and little paper), so a drawing with shading on white paper stays a
 * drawing.
 */
const PAPER_GRAY = 215;
const PAPER_SATURATION = 40;
const PHOTO_MAX_PAPER_SHARE = 0.35;

/**
 * Text-like marks: components of text height (at the working size) no wider than a word,
 * whose bottoms line up with at least this many others — a line of text sits on a baseline.
 * A children's drawing has a handful of components (at most 18 in 1,660), scattered.
 */
const TEXT_HEIGHT = { min: 4, max: 40 };
const TEXT_MAX_WIDTH = 80;
const BASELINE_NEIGHBOURS = 4;
/** A screenshot's worth of text: a menu, a table, a paragraph (with UI edges, see below). */
const SCREENSHOT_TEXT_COMPONENTS = 60;
/**
 * So much text that it is a page of writing whatever frames it: an article's screenshot, which
 * has no UI edges at all. Ten times the most components any of the children's drawings has.
 */
const TEXT_PAGE_COMPONENTS = 200;
/**
 * An axis-aligned edge: a run of this share of the page's width (or height) where neighbouring
 * rows (columns) differ by EDGE_STEP gray levels or more, exactly on one pixel row. A photo
 * of a sheet is never aligned that precisely; a UI is full of them.
 */
const EDGE_STEP = 20;
const EDGE_RUN_SHARE = 0.25;
const SCREENSHOT_EDGES = 2;

/** Throws NotADrawingError when the page shows no drawing; measure-drawing.ts calls it first. */
export function assertDrawing(scope: MatScope, page: Mat, marks: Marks): void {
  const check = checkDrawing(scope, page, marks);
  if (!check.ok) throw new NotADrawingError(check.reason);
}

export function checkDrawing(scope: MatScope, page: Mat, marks: Marks): DrawingCheck {
  const components = markComponents(scope, marks);
  if (lineInk(components, marks) < BLANK_INK_SHARE * marks.width * marks.height) return { ok: false, reason: 'blank' };

  const tone = toneStatistics(scope, page);
  if (tone.softShare >= PHOTO_SOFT_SHARE && tone.paperShare < PHOTO_MAX_PAPER_SHARE) return { ok: false, reason: 'photo' };

  const text = textComponents(components, marks);
  if (text >= TEXT_PAGE_COMPONENTS || (text >= SCREENSHOT_TEXT_COMPONENTS && alignedEdges(scope, page) >= SCREENSHOT_EDGES)) {
    return { ok: false, reason: 'screenshot' };
  }
  return { ok: true };
}

/** The marks' connected components: per component left, top, width, height, area (OpenCV's stats). */
type Components = { count: number; boxes: Int32Array };

function markComponents(scope: MatScope, marks: Marks): Components {
  const stats = scope.mat();
  const count = scope.cv.connectedComponentsWithStats(marks.maskMat, scope.mat(), stats, scope.mat(), 8);
  // A copy: a view of WASM memory goes stale when a later allocation grows it (toneStatistics).
  return { count, boxes: stats.data32S.slice(0, 5 * count) };
}

/** Pixels in marks long enough to be a line (LINE_MIN_EXTENT), not a speck or a dot. */
function lineInk({ count, boxes }: Components, marks: Marks): number {
  const minExtent = LINE_MIN_EXTENT * Math.max(marks.width, marks.height);
  let ink = 0;
  for (let k = 1; k < count; k++) {
    if (Math.max(boxes[5 * k + 2]!, boxes[5 * k + 3]!) >= minExtent) ink += boxes[5 * k + 4]!;
  }
  return ink;
}

/** Share of soft steps and of paper pixels on the page at TONE_SIZE, lighting evened out. */
function toneStatistics(scope: MatScope, page: Mat): { softShare: number; paperShare: number } {
  const cv = scope.cv;
  // Lighting varies smoothly, so evening it out after downsizing gives the same small page as
  // before, at a fraction of the cost.
  const scale = TONE_SIZE / Math.max(page.cols, page.rows);
  const shrunk = scope.mat();
  cv.resize(
    page,
    shrunk,
    new cv.Size(Math.max(3, Math.round(page.cols * scale)), Math.max(3, Math.round(page.rows * scale))),
    0,
    0,
    constant(cv, 'INTER_AREA'),
  );
  const small = evenOutLighting(scope, shrunk);
  const [w, h] = [small.cols, small.rows];
  const rgb = small.data;
  const gray = new Float32Array(w * h);
  const saturation = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) {
    const [r, g, b] = [rgb[3 * i]!, rgb[3 * i + 1]!, rgb[3 * i + 2]!];
    gray[i] = 0.299 * r + 0.587 * g + 0.114 * b;
    const max = Math.max(r, g, b);
    saturation[i] = max ? (255 * (max - Math.min(r, g, b))) / max : 0;
  }
  let [soft, paper] = [0, 0];
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const step = Math.hypot(gray[i + 1]! - gray[i - 1]!, gray[i + w]! - gray[i - w]!) / 2;
      if (step >= SOFT_STEP.min && step < SOFT_STEP.max) soft++;
      else if (step < SOFT_STEP.min && gray[i]! >= PAPER_GRAY && saturation[i]! < PAPER_SATURATION) paper++;
    }
  }
  const inner = (w - 2) * (h - 2);
  return { softShare: soft / inner, paperShare: paper / inner };
}

/** Components of text size whose bottom edges share a baseline with enough others. */
function textComponents({ count, boxes }: Components, marks: Marks): number {
  const bottoms = new Uint16Array(marks.height + 2);
  for (let k = 1; k < count; k++) {
    const [top, width, height] = [boxes[5 * k + 1]!, boxes[5 * k + 2]!, boxes[5 * k + 3]!];
    if (height >= TEXT_HEIGHT.min && height <= TEXT_HEIGHT.max && width <= TEXT_MAX_WIDTH) bottoms[top + height]!++;
  }
  let text = 0;
  for (let y = 1; y <= marks.height; y++) {
    if (bottoms[y]! > 0 && bottoms[y - 1]! + bottoms[y]! + bottoms[y + 1]! >= BASELINE_NEIGHBOURS) text += bottoms[y]!;
  }
  return text;
}

/** Long edges lying exactly along one pixel row or column of the page. */
function alignedEdges(scope: MatScope, page: Mat): number {
  const cv = scope.cv;
  const grayMat = scope.mat();
  cv.cvtColor(page, grayMat, constant(cv, 'COLOR_RGB2GRAY'));
  const gray = grayMat.data;
  const [w, h] = [page.cols, page.rows];
  const longestRun = (count: number, length: number, at: (line: number, i: number) => number, next: (line: number, i: number) => number) => {
    let edges = 0;
    for (let line = 0; line < count - 1; line++) {
      let [run, best] = [0, 0];
      for (let i = 0; i < length; i++) {
        run = Math.abs(gray[at(line, i)]! - gray[next(line, i)]!) >= EDGE_STEP ? run + 1 : 0;
        best = Math.max(best, run);
      }
      if (best >= EDGE_RUN_SHARE * length) {
        edges++;
        line++; // an edge softened over two rows counts once
      }
    }
    return edges;
  };
  return (
    longestRun(
      h,
      w,
      (y, x) => y * w + x,
      (y, x) => (y + 1) * w + x,
    ) +
    longestRun(
      w,
      h,
      (x, y) => y * w + x,
      (x, y) => y * w + x + 1,
    )
  );
}
