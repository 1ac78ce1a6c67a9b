import sharp from 'sharp';
import { MAX_INPUT_PIXELS, MIN_SIDE } from '../files/process-image.ts';

/** A rectangle in the pixels of the upright photo. */
export type PaperBounds = { left: number; top: number; width: number; height: number };

/** The photo is measured at this size: enough to find a sheet's edges to within half a percent. */
const PROBE_SIDE = 256;
/** Paper must stand out from the table by this much (0–255 grey levels), or nothing is cropped. */
const MIN_CONTRAST = 40;
/** The sheet must fill at least this share of the photo; a small bright patch is not the drawing. */
const MIN_PAPER_SHARE = 0.2;
/** Less than this cut from the photo is not worth a second copy: the photo already shows just the paper. */
const MIN_CUT_SHARE = 0.04;
/**
 * Paper is grown by this many probe pixels before its regions are joined, and the box shrunk by
 * as much after: a crayon line drawn right across the sheet (a ground line, ~2 % of its side)
 * must not cut the sheet in two.
 */
const BRIDGE = 3;

/**
 * Finds the sheet of paper in a photo of a drawing lying on a darker table (issue 35: the
 * keepsake's preview kept the table's edge around the paper). The photo is turned upright and
 * measured small in grey; Otsu's threshold splits paper from table, and the largest bright
 * region is the sheet (the child's dark strokes lie inside it, bridged by BRIDGE).
 * Answers null when there is no clear sheet or nothing worth cutting: a scan, paper on a
 * white table, a photo of just the paper.
 */
export async function findPaperBounds(data: Buffer): Promise<PaperBounds | null> {
  const source = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).timeout({ seconds: 30 });
  const meta = await source.metadata();
  if (!meta.width || !meta.height) return null;
  const turned = (meta.orientation ?? 1) >= 5;
  const fullWidth = turned ? meta.height : meta.width;
  const fullHeight = turned ? meta.width : meta.height;
  const { data: grey, info } = await source
    .rotate()
    .resize({ width: PROBE_SIDE, height: PROBE_SIDE, fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const probe = { pixels: grey, width: info.width, height: info.height };

  const threshold = otsuThreshold(probe.pixels);
  if (!hasContrast(probe.pixels, threshold)) return null;
  const bridged = { ...probe, pixels: grow(brightMask(probe.pixels, threshold), probe.width, probe.height, BRIDGE) };
  const grown = largestRegion(bridged);
  if (!grown) return null;
  const box = shrink(grown, probe.width, probe.height, BRIDGE);

  // One probe pixel in from each edge: a sliver of paper lost is better than a line of table kept.
  const x0 = box.x0 + 1;
  const y0 = box.y0 + 1;
  const x1 = box.x1 - 1;
  const y1 = box.y1 - 1;
  const share = ((x1 - x0 + 1) * (y1 - y0 + 1)) / (probe.width * probe.height);
  if (x1 <= x0 || y1 <= y0 || share < MIN_PAPER_SHARE || share > 1 - MIN_CUT_SHARE) return null;

  const sx = fullWidth / probe.width;
  const sy = fullHeight / probe.height;
  const left = Math.ceil(x0 * sx);
  const top = Math.ceil(y0 * sy);
  const width = Math.min(fullWidth, Math.floor((x1 + 1) * sx)) - left;
  const height = Math.min(fullHeight, Math.floor((y1 + 1) * sy)) - top;
  // The cut must still be a picture the pipeline takes.
  return width >= MIN_SIDE && height >= MIN_SIDE ? { left, top, width, height } : null;
}

/** Otsu's method: the grey level that best splits the photo into two groups (table and paper). */
export function otsuThreshold(pixels: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of pixels) histogram[value]! += 1;
  const total = pixels.length;
  let sumAll = 0;
  for (let level = 0; level < 256; level += 1) sumAll += level * histogram[level]!;
  let sumBelow = 0;
  let countBelow = 0;
  let best = 0;
  let bestVariance = -1;
  for (let level = 0; level < 256; level += 1) {
    countBelow += histogram[level]!;
    if (countBelow === 0) continue;
    const countAbove = total - countBelow;
    if (countAbove === 0) break;
    sumBelow += level * histogram[level]!;
    const meanBelow = sumBelow / countBelow;
    const meanAbove = (sumAll - sumBelow) / countAbove;
    const variance = countBelow * countAbove * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = level;
    }
  }
  return best;
}

function hasContrast(pixels: Uint8Array, threshold: number): boolean {
  let below = 0;
  let above = 0;
  let sumBelow = 0;
  let sumAbove = 0;
  for (const value of pixels) {
    if (value > threshold) {
      above += 1;
      sumAbove += value;
    } else {
      below += 1;
      sumBelow += value;
    }
  }
  return below > 0 && above > 0 && sumAbove / above - sumBelow / below >= MIN_CONTRAST;
}

type Probe = { pixels: Uint8Array; width: number; height: number };
type Box = { x0: number; y0: number; x1: number; y1: number };

function brightMask(pixels: Uint8Array, threshold: number): Uint8Array {
  return pixels.map((value) => (value > threshold ? 1 : 0));
}

/** Grows the mask by `radius` pixels in every direction (a square dilation, one axis at a time). */
function grow(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const across = new Uint8Array(mask.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      for (let d = -radius; d <= radius && !across[y * width + x]; d += 1) {
        const nx = x + d;
        if (nx >= 0 && nx < width && mask[y * width + nx]) across[y * width + x] = 1;
      }
    }
  }
  const grown = new Uint8Array(mask.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      for (let d = -radius; d <= radius && !grown[y * width + x]; d += 1) {
        const ny = y + d;
        if (ny >= 0 && ny < height && across[ny * width + x]) grown[y * width + x] = 1;
      }
    }
  }
  return grown;
}

/** Takes back what grow added, except at the photo's own edges, which growing cannot pass. */
function shrink(box: Box, width: number, height: number, radius: number): Box {
  return {
    x0: box.x0 > 0 ? box.x0 + radius : 0,
    y0: box.y0 > 0 ? box.y0 + radius : 0,
    x1: box.x1 < width - 1 ? box.x1 - radius : width - 1,
    y1: box.y1 < height - 1 ? box.y1 - radius : height - 1,
  };
}

/** The bounding box of the largest 4-connected region of the mask. */
function largestRegion({ pixels, width, height }: Probe): Box | null {
  const seen = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let best: Box | null = null;
  let bestArea = 0;
  for (let start = 0; start < pixels.length; start += 1) {
    if (seen[start] || !pixels[start]) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    const box = { x0: width, y0: height, x1: 0, y1: 0 };
    while (head < tail) {
      const index = queue[head++]!;
      const x = index % width;
      const y = (index - x) / width;
      box.x0 = Math.min(box.x0, x);
      box.x1 = Math.max(box.x1, x);
      box.y0 = Math.min(box.y0, y);
      box.y1 = Math.max(box.y1, y);
      for (const next of [x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1, y > 0 ? index - width : -1, y < height - 1 ? index + width : -1]) {
        if (next >= 0 && !seen[next] && pixels[next]) {
          seen[next] = 1;
          queue[tail++] = next;
        }
      }
    }
    if (tail > bestArea) {
      bestArea = tail;
      best = box;
    }
  }
  return best;
}
