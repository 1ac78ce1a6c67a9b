/**
 * Separates the child's marks from the paper on the lighting-evened page: anything clearly darker
 * than paper (crayon, pencil, felt pen), anything locally darker than its surroundings (faint
 * pencil), and anything clearly coloured (yellow is nearly as light as paper, but saturated).
 * Specks — dust, paper grain, JPEG noise — are removed by size.
 */
import { colourLabel } from './colours.ts';
import { constant, type Mat, type MatScope } from './opencv.ts';

/**
 * Gray level (paper = 255) below which a pixel is a mark, and the local darkness (gray levels)
 * the adaptive threshold needs, against paper grain.
 */
const NORMAL = { darkMark: 195, localContrast: 25 };
/**
 * A second, closer look when the first finds no line at all (issue 32): a very light pencil,
 * about 10 % darker than the paper, is below the first look's thresholds. Only the local
 * threshold is lowered — a pencil line is thin, darker than the paper right beside it — and
 * not the overall darkness, which a broad shadow left on an empty sheet would reach. Only a page
 * that would otherwise be blank is looked at this way, so every drawing with a line the first
 * look finds — all 1,660 of the calibration set — is measured exactly as before. Blank sheets
 * (noise, a fold, a soft shadow, dust) still show no line at this sensitivity
 * (test/not-drawings.ts, test/hard-drawings.ts).
 */
const FAINT = { darkMark: NORMAL.darkMark, localContrast: 10 };
/** Saturation (0–255) above which a bright pixel is a coloured mark. */
const COLOURED_MARK = 70;
/**
 * A line, not a speck or a dot: a component whose longer side spans this share of the page's
 * longer side (1 % — 3 mm on a photographed A4 sheet, 10 px at the working size).
 */
export const LINE_MIN_EXTENT = 0.01;
/** Components smaller than this share of the page are specks, not marks. */
const SPECK_SHARE = 0.00002;

export type Marks = {
  width: number;
  height: number;
  /** 1 where the child drew. */
  mask: Uint8Array;
  /** Colour label per pixel (see colours.ts), 0 off the marks or where undecided. */
  colours: Uint8Array;
  /** The same mask as an OpenCV image (0/255), owned by the caller's scope. */
  maskMat: Mat;
};

export function segmentMarks(scope: MatScope, flat: Mat): Marks {
  const marks = segmentAt(scope, flat, NORMAL);
  return marks.longestMark >= LINE_MIN_EXTENT * Math.max(marks.width, marks.height) ? marks : segmentAt(scope, flat, FAINT);
}

function segmentAt(scope: MatScope, flat: Mat, thresholds: typeof NORMAL): Marks & { longestMark: number } {
  const cv = scope.cv;
  const [width, height] = [flat.cols, flat.rows];
  const pixels = width * height;
  const gray = scope.mat();
  cv.cvtColor(flat, gray, constant(cv, 'COLOR_RGB2GRAY'));
  const hsv = scope.mat();
  cv.cvtColor(flat, hsv, constant(cv, 'COLOR_RGB2HSV'));
  const local = scope.mat();
  const block = 2 * Math.round(Math.max(width, height) / 60) + 1;
  cv.adaptiveThreshold(gray, local, 255, constant(cv, 'ADAPTIVE_THRESH_MEAN_C'), constant(cv, 'THRESH_BINARY_INV'), block, thresholds.localContrast);

  const raw = scope.add(new cv.Mat(height, width, constant(cv, 'CV_8UC1')));
  // A Mat's `.data` builds a new view of WASM memory on each access, and a view goes stale when
  // an allocation grows that memory: take the views once, after the last allocation.
  let grays = gray.data;
  let hsvs = hsv.data;
  const [locals, rawData] = [local.data, raw.data];
  for (let i = 0; i < pixels; i++) {
    const coloured = hsvs[3 * i + 1]! >= COLOURED_MARK && hsvs[3 * i + 2]! >= 60;
    rawData[i] = grays[i]! < thresholds.darkMark || locals[i]! > 0 || coloured ? 255 : 0;
  }

  const labels = scope.mat();
  const stats = scope.mat();
  const count = cv.connectedComponentsWithStats(raw, labels, stats, scope.mat(), 8);
  const minArea = Math.max(6, SPECK_SHARE * pixels);
  const maskMat = scope.add(new cv.Mat(height, width, constant(cv, 'CV_8UC1'), new cv.Scalar(0)));
  [grays, hsvs] = [gray.data, hsv.data];
  const [areas, labelOf, maskData] = [stats.data32S, labels.data32S, maskMat.data];
  const keep = new Uint8Array(count);
  let longestMark = 0;
  for (let k = 1; k < count; k++) {
    keep[k] = areas[5 * k + 4]! >= minArea ? 1 : 0;
    if (keep[k]) longestMark = Math.max(longestMark, areas[5 * k + 2]!, areas[5 * k + 3]!);
  }

  const mask = new Uint8Array(pixels);
  const colours = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++) {
    if (!keep[labelOf[i]!]) continue;
    mask[i] = 1;
    maskData[i] = 255;
    colours[i] = colourLabel(hsvs[3 * i]!, hsvs[3 * i + 1]!, hsvs[3 * i + 2]!, grays[i]!);
  }
  return { width, height, mask, colours, maskMat, longestMark };
}
