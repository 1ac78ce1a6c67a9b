/**
 * Where the paper could be in a (small) photo. The photo's border is what the paper lies on — a
 * table, the floor. Pixels clearly different from it are the paper and everything drawn on it,
 * including a sky band along the paper's top edge, which a plain "bright pixels" rule would cut
 * off. Otsu decides "clearly different" per photo.
 */
import { constant, type Mat, type MatScope } from './opencv.ts';

const RING = 0.03;

export type PaperRegion = {
  /** 255 where the pixel differs from the surroundings. */
  mask: Mat;
  /** Mean gray of that region minus the surroundings' gray: paper is lighter than a table. */
  contrast: number;
};

export function paperRegion(scope: MatScope, small: Mat): PaperRegion {
  const cv = scope.cv;
  const [w, h] = [small.cols, small.rows];
  const distance = scope.add(new cv.Mat(h, w, constant(cv, 'CV_8UC1')));
  // Views of WASM memory go stale when an allocation grows it: take them after allocating.
  let rgb = small.data;
  const out = distance.data;
  const surroundings = borderMedian(rgb, w, h, Math.max(2, Math.round(Math.min(w, h) * RING)));
  for (let i = 0; i < w * h; i++) {
    out[i] = Math.min(255, Math.abs(rgb[3 * i]! - surroundings[0]) + Math.abs(rgb[3 * i + 1]! - surroundings[1]) + Math.abs(rgb[3 * i + 2]! - surroundings[2]));
  }
  cv.GaussianBlur(distance, distance, new cv.Size(5, 5), 0);
  const mask = scope.mat();
  cv.threshold(distance, mask, 0, 255, constant(cv, 'THRESH_BINARY') | constant(cv, 'THRESH_OTSU'));

  const inside = mask.data;
  rgb = small.data;
  let [sum, count] = [0, 0];
  for (let i = 0; i < w * h; i++) {
    if (!inside[i]) continue;
    sum += gray(rgb[3 * i]!, rgb[3 * i + 1]!, rgb[3 * i + 2]!);
    count++;
  }
  const contrast = count ? sum / count - gray(...surroundings) : 0;
  return { mask, contrast };
}

/** Per-channel median of the pixels within `ring` of the image border. */
function borderMedian(rgb: Uint8Array, w: number, h: number, ring: number): [number, number, number] {
  const histograms = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)];
  let total = 0;
  for (let y = 0; y < h; y++) {
    const band = y < ring || y >= h - ring;
    for (let x = 0; x < w; x++) {
      if (!band && x >= ring && x < w - ring) continue;
      for (let c = 0; c < 3; c++) histograms[c]![rgb[3 * (y * w + x) + c]!]!++;
      total++;
    }
  }
  const median = (histogram: Uint32Array) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) if ((seen += histogram[v]!) >= total / 2) return v;
    return 255;
  };
  return [median(histograms[0]!), median(histograms[1]!), median(histograms[2]!)];
}

const gray = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;
