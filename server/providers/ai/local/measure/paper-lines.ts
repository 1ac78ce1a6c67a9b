/**
 * Ruled and squared paper: the printed lines are not the child's. They are long, straight,
 * parallel to the page's edges (the page is already straightened), spread evenly across the
 * sheet, and there are many of them — a child's ground line or the edge of a table drawn once is
 * none of that. Found lines are taken out of the marks; where a child's stroke crossed one, the
 * gap is bridged again so a head drawn across a line stays a closed shape.
 */
import { constant, type Mat, type MatScope } from './opencv.ts';
import type { Marks } from './segment-marks.ts';

/** A printed line runs unbroken for at least this share of the page width (or height)… */
const MIN_RUN_SHARE = 0.1;
/** …and covers this share of it in all. */
const MIN_SPAN_SHARE = 0.5;
/** Ruled paper has at least this many such lines… */
const MIN_LINES = 4;
/** …evenly spaced: the gaps between them vary by at most this share of their mean. */
const MAX_GAP_VARIATION = 0.35;
/** A printed line is thin: at most this share of the page height (or width). */
const MAX_LINE_THICKNESS = 0.012;

/** Removes ruled or squared paper's lines from the marks, in place. True when it found any. */
export function removePaperLines(scope: MatScope, marks: Marks): boolean {
  const horizontal = findPrintedLines(scope, marks, 'horizontal');
  const vertical = findPrintedLines(scope, marks, 'vertical');
  const ruled = horizontal.lines >= MIN_LINES || vertical.lines >= MIN_LINES;
  if (!ruled) return false;
  // A single page-high line on ruled paper is its margin; on plain paper it stays the child's.
  const cv = scope.cv;
  const marginLine = horizontal.lines >= MIN_LINES && vertical.lines === 1;
  const found = [horizontal, vertical].filter((lines) => lines.lines >= MIN_LINES || (lines === vertical && marginLine));
  const kept = scope.add(marks.maskMat.clone());
  for (const lines of found) cv.subtract(kept, lines.pixels, kept);
  // Bridge the child's strokes across the removed lines: close across each line (never along
  // it, which would draw it back), and only where it was.
  const size = Math.max(3, Math.round(MAX_LINE_THICKNESS * Math.max(marks.width, marks.height)) + 2);
  const bridged = scope.mat();
  for (const lines of found) {
    const across = lines.direction === 'horizontal' ? new cv.Size(1, size) : new cv.Size(size, 1);
    cv.morphologyEx(kept, bridged, constant(cv, 'MORPH_CLOSE'), scope.add(cv.getStructuringElement(constant(cv, 'MORPH_RECT'), across)));
    cv.bitwise_and(bridged, lines.pixels, bridged);
    cv.bitwise_or(kept, bridged, kept);
  }
  const [keep, mask, maskData] = [kept.data, marks.mask, marks.maskMat.data];
  for (let i = 0; i < mask.length; i++) {
    if (keep[i]) continue;
    mask[i] = 0;
    maskData[i] = 0;
    marks.colours[i] = 0;
  }
  return true;
}

type PrintedLines = { direction: 'horizontal' | 'vertical'; lines: number; pixels: Mat };

/** Long straight runs in one direction, and how many evenly spaced page-wide lines they form. */
function findPrintedLines(scope: MatScope, marks: Marks, direction: 'horizontal' | 'vertical'): PrintedLines {
  const cv = scope.cv;
  const across = direction === 'horizontal' ? marks.width : marks.height;
  const along = direction === 'horizontal' ? marks.height : marks.width;
  const run = Math.max(15, Math.round(MIN_RUN_SHARE * across));
  const kernel = scope.add(cv.getStructuringElement(constant(cv, 'MORPH_RECT'), direction === 'horizontal' ? new cv.Size(run, 1) : new cv.Size(1, run)));
  const runs = scope.mat();
  cv.morphologyEx(marks.maskMat, runs, constant(cv, 'MORPH_OPEN'), kernel);
  // How much of each row (column) the long runs cover.
  const data = runs.data;
  const cover = new Float64Array(along);
  for (let y = 0; y < marks.height; y++) {
    for (let x = 0; x < marks.width; x++) if (data[y * marks.width + x]) cover[direction === 'horizontal' ? y : x]!++;
  }
  const bands: { from: number; to: number }[] = [];
  for (let k = 0; k < along; k++) {
    if (cover[k]! / across < MIN_SPAN_SHARE) continue;
    const last = bands.at(-1);
    if (last && k - last.to <= 1) last.to = k;
    else bands.push({ from: k, to: k });
  }
  const thin = bands.filter((b) => b.to - b.from + 1 <= Math.max(2, MAX_LINE_THICKNESS * along));
  const pixels = scope.add(new cv.Mat(marks.height, marks.width, constant(cv, 'CV_8UC1'), new cv.Scalar(0)));
  // Views of WASM memory go stale when an allocation grows it: take them after allocating.
  const [out, ink] = [pixels.data, marks.maskMat.data];
  const inBand = new Uint8Array(along);
  for (const band of thin) for (let k = Math.max(0, band.from - 1); k <= Math.min(along - 1, band.to + 1); k++) inBand[k] = 1;
  for (let y = 0; y < marks.height; y++) {
    for (let x = 0; x < marks.width; x++) {
      const i = y * marks.width + x;
      // Every inked pixel of a printed line's band, also the short pieces between the child's strokes.
      if (ink[i] && inBand[direction === 'horizontal' ? y : x]) out[i] = 255;
    }
  }
  return { direction, lines: evenlySpaced(thin) ? thin.length : Math.min(thin.length, 1), pixels };
}

function evenlySpaced(bands: { from: number; to: number }[]): boolean {
  if (bands.length < MIN_LINES) return false;
  const centres = bands.map((b) => (b.from + b.to) / 2);
  const gaps = centres.slice(1).map((c, i) => c - centres[i]!);
  const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
  const spread = Math.sqrt(gaps.reduce((sum, g) => sum + (g - mean) ** 2, 0) / gaps.length);
  return spread <= MAX_GAP_VARIATION * mean;
}
