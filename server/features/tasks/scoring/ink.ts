/**
 * Ink against the local paper brightness. A shadow or a dim corner darkens paper and ink alike,
 * so each pixel is divided by the paper's brightness around it (the brightest of its
 * neighbourhood); what is left is how dark the mark itself is. Pale grey print (the copy boxes'
 * corner brackets) stays above the ink threshold; pencil and crayon fall below it.
 */
import type { GreyImage, Mask } from './grey-image.ts';

/** Paper is estimated in blocks this large (working pixels), wider than a corner mark. */
const BLOCK = 48;
/** Darker than this share of the paper: certainly ink. */
const STRONG_INK = 0.62;
/** Darker than this: ink when it touches certain ink (a pencil line's paler edges and gaps). */
const WEAK_INK = 0.8;
/** Specks of JPEG noise or dust: fewer pixels than this are not ink. */
const MIN_INK_PIXELS = 6;

/** The paper's brightness in blocks of BLOCK pixels (what ink and shadow are measured against). */
export type PaperLevels = { levels: Float32Array; columns: number; rows: number; block: number };

export function paperLevels(image: GreyImage): PaperLevels {
  const { width, height, data } = image;
  const bw = Math.ceil(width / BLOCK);
  const bh = Math.ceil(height / BLOCK);
  // The 90th percentile of each block is its paper (robust to ink and to bright JPEG noise).
  const block = new Float32Array(bw * bh);
  const histogram = new Uint32Array(256);
  for (let by = 0; by < bh; by++)
    for (let bx = 0; bx < bw; bx++) {
      histogram.fill(0);
      let count = 0;
      for (let y = by * BLOCK; y < Math.min(height, (by + 1) * BLOCK); y += 2)
        for (let x = bx * BLOCK; x < Math.min(width, (bx + 1) * BLOCK); x += 2) {
          histogram[data[y * width + x]!]!++;
          count++;
        }
      let seen = 0;
      let level = 255;
      while (level > 0 && seen + histogram[level]! < count * 0.1) seen += histogram[level--]!;
      block[by * bw + bx] = level;
    }
  return { levels: block, columns: bw, rows: bh, block: BLOCK };
}

/** The photo with the paper's own brightness divided out: 255 is paper, 0 is black. */
export function evenLight(image: GreyImage, measured: PaperLevels = paperLevels(image)): GreyImage {
  const { width, height, data } = image;
  const { levels: block, columns: bw, rows: bh } = measured;
  // A block wholly inside a corner mark or a drawing borrows its neighbours' paper.
  const paper = new Float32Array(bw * bh);
  for (let by = 0; by < bh; by++)
    for (let bx = 0; bx < bw; bx++) {
      let best = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [x, y] = [bx + dx, by + dy];
          if (x >= 0 && y >= 0 && x < bw && y < bh) best = Math.max(best, block[y * bw + x]!);
        }
      paper[by * bw + bx] = Math.max(best, 24);
    }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(Math.max(y / BLOCK - 0.5, 0), bh - 1);
    const y0 = Math.floor(gy);
    const y1 = Math.min(y0 + 1, bh - 1);
    const fy = gy - y0;
    for (let x = 0; x < width; x++) {
      const gx = Math.min(Math.max(x / BLOCK - 0.5, 0), bw - 1);
      const x0 = Math.floor(gx);
      const x1 = Math.min(x0 + 1, bw - 1);
      const fx = gx - x0;
      const top = paper[y0 * bw + x0]! * (1 - fx) + paper[y0 * bw + x1]! * fx;
      const bottom = paper[y1 * bw + x0]! * (1 - fx) + paper[y1 * bw + x1]! * fx;
      const level = top * (1 - fy) + bottom * fy;
      out[y * width + x] = Math.min(255, Math.round((data[y * width + x]! / level) * 255));
    }
  }
  return { data: out, width, height };
}

/** Ink in an evenly lit patch: weak ink connected to strong ink, without specks. */
export function inkMask(patch: GreyImage): Mask {
  const { width, height, data } = patch;
  const weak = WEAK_INK * 255;
  const strong = STRONG_INK * 255;
  const mask = new Uint8Array(width * height);
  const stack: number[] = [];
  const visited = new Uint8Array(width * height);
  for (let start = 0; start < data.length; start++) {
    if (visited[start] || data[start]! >= weak) continue;
    const members: number[] = [];
    let certain = false;
    visited[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      members.push(i);
      if (data[i]! < strong) certain = true;
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width])
        if (j >= 0 && j < data.length && !visited[j] && data[j]! < weak) {
          visited[j] = 1;
          stack.push(j);
        }
    }
    if (certain && members.length >= MIN_INK_PIXELS) for (const i of members) mask[i] = 1;
  }
  return { data: mask, width, height };
}
