/**
 * Evens out the lighting of a page: a phone photo is brighter near the window and has a colour
 * cast. We model the paper's brightness, per colour channel, as a smooth quadratic surface fitted
 * to the paper-coloured parts of a coarse grid, then divide by it, so paper becomes white
 * everywhere. A surface (rather than a large blur) never "learns" big coloured-in areas such as
 * a sky band as background, so they stay marks.
 */
import { constant, type Mat, type MatScope } from './opencv.ts';

const GRID = 64;
/** Cells darker than the fitted paper by more than this are marks, not paper. */
const MARK_MARGIN = 12;
const FIT_ROUNDS = 4;

export function evenOutLighting(scope: MatScope, page: Mat): Mat {
  const cv = scope.cv;
  const rows = Math.max(2, Math.round((GRID * page.rows) / page.cols));
  const small = scope.mat();
  cv.resize(page, small, new cv.Size(GRID, rows), 0, 0, constant(cv, 'INTER_AREA'));
  const cells = GRID * rows;
  const rgb = small.data;
  const channel = (c: number) => Float64Array.from({ length: cells }, (_, i) => rgb[3 * i + c]!);
  const [red, green, blue] = [channel(0), channel(1), channel(2)];
  const brightness = red.map((r, i) => 0.299 * r + 0.587 * green[i]! + 0.114 * blue[i]!);
  const x = Float64Array.from({ length: cells }, (_, i) => ((i % GRID) / (GRID - 1)) * 2 - 1);
  const y = Float64Array.from({ length: cells }, (_, i) => (Math.floor(i / GRID) / (rows - 1)) * 2 - 1);

  // Start from the brighter half (mostly paper), then keep what the fit calls paper.
  const median = [...brightness].sort((a, b) => a - b)[Math.floor(cells / 2)]!;
  let paper = brightness.map((v) => (v >= median ? 1 : 0));
  for (let round = 0; round < FIT_ROUNDS; round++) {
    const fit = fitSurface(brightness, x, y, paper);
    paper = brightness.map((v, i) => (v >= evaluate(fit, x[i]!, y[i]!) - MARK_MARGIN ? 1 : 0));
  }
  const surfaces = [red, green, blue].map((values) => fitSurface(values, x, y, paper));
  const background = scope.add(new cv.Mat(rows, GRID, constant(cv, 'CV_8UC3')));
  const backgroundData = background.data;
  for (let i = 0; i < cells; i++) {
    for (let c = 0; c < 3; c++) backgroundData[3 * i + c] = Math.max(30, Math.min(255, Math.round(evaluate(surfaces[c]!, x[i]!, y[i]!))));
  }
  const fullBackground = scope.mat();
  cv.resize(background, fullBackground, new cv.Size(page.cols, page.rows), 0, 0, constant(cv, 'INTER_LINEAR'));
  const flat = scope.mat();
  cv.divide(page, fullBackground, flat, 255, -1);
  return flat;
}

type Surface = number[];
const terms = (x: number, y: number) => [1, x, y, x * x, x * y, y * y];
const evaluate = (s: Surface, x: number, y: number) => terms(x, y).reduce((sum, t, k) => sum + t * s[k]!, 0);

/** Least-squares quadratic through the selected cells (normal equations, 6×6). */
function fitSurface(values: Float64Array, x: Float64Array, y: Float64Array, use: Float64Array): Surface {
  const n = 6;
  const a = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  let used = 0;
  for (let i = 0; i < values.length; i++) {
    if (!use[i]) continue;
    used++;
    const t = terms(x[i]!, y[i]!);
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) a[r]![c]! += t[r]! * t[c]!;
      a[r]![n]! += t[r]! * values[i]!;
    }
  }
  // Too little paper to model (a page painted edge to edge): assume even white light.
  if (used < 12) return [255, 0, 0, 0, 0, 0];
  for (let r = 0; r < n; r++) a[r]![r]! += 1e-6; // keeps a near-singular fit stable
  return solve(a);
}

/** Gaussian elimination with partial pivoting on an augmented n×(n+1) matrix. */
function solve(a: number[][]): number[] {
  const n = a.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let r = col + 1; r < n; r++) {
      const f = a[r]![col]! / a[col]![col]!;
      for (let c = col; c <= n; c++) a[r]![c]! -= f * a[col]![c]!;
    }
  }
  const out = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let sum = a[r]![n]!;
    for (let c = r + 1; c < n; c++) sum -= a[r]![c]! * out[c]!;
    out[r] = sum / a[r]![r]!;
  }
  return out;
}
