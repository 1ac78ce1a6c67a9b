/**
 * Where the plain sheet of paper is, in blocks: a block is paper when it is about as bright as
 * the brightest block near it, so the table beside the sheet drops out (it is darker than the
 * paper next to it) whatever the lighting. A table far from the sheet is as bright as the table
 * around it, and in a photo of a turned page it is a ring larger than the page, so the sheet is
 * the brightest of the large regions, not the largest. Its outermost blocks are dropped too,
 * since the paper's edge against the table looks like a line of ink.
 */
import type { PaperLevels } from './ink.ts';

const NEAR = 3;
const AS_BRIGHT = 0.72;
/** A region smaller than this share of the photo is a glare or a white object, not the sheet. */
const MIN_SHEET_SHARE = 0.05;

/** 1 for each block inside the sheet (or the whole photo when no sheet stands out). */
export function findPaper({ levels, columns, rows }: PaperLevels): Uint8Array {
  const paper = new Uint8Array(columns * rows);
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < columns; x++) {
      let brightest = 0;
      for (let dy = -NEAR; dy <= NEAR; dy++)
        for (let dx = -NEAR; dx <= NEAR; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx >= 0 && ny >= 0 && nx < columns && ny < rows) brightest = Math.max(brightest, levels[ny * columns + nx]!);
        }
      paper[y * columns + x] = levels[y * columns + x]! >= AS_BRIGHT * brightest ? 1 : 0;
    }
  const largest = brightestLargeRegion(paper, levels, columns);
  const inside = new Uint8Array(columns * rows);
  for (let y = 1; y < rows - 1; y++)
    for (let x = 1; x < columns - 1; x++) {
      const i = y * columns + x;
      inside[i] = largest[i]! & largest[i - 1]! & largest[i + 1]! & largest[i - columns]! & largest[i + columns]!;
    }
  return inside;
}

/**
 * How far the sheet is turned in the photo (radians, within ±45°): the direction of the paper
 * region's long axis from its second moments, taken from the nearest of upright and sideways.
 * Copies are read in rows of the sheet, not of the photo.
 */
export function paperTurn(paper: Uint8Array, columns: number): number {
  let [n, sx, sy] = [0, 0, 0];
  for (let i = 0; i < paper.length; i++) if (paper[i]) [n, sx, sy] = [n + 1, sx + (i % columns), sy + Math.floor(i / columns)];
  if (n < 3) return 0;
  const [cx, cy] = [sx / n, sy / n];
  let [xx, yy, xy] = [0, 0, 0];
  for (let i = 0; i < paper.length; i++) {
    if (!paper[i]) continue;
    const [dx, dy] = [(i % columns) - cx, Math.floor(i / columns) - cy];
    [xx, yy, xy] = [xx + dx * dx, yy + dy * dy, xy + dx * dy];
  }
  const axis = 0.5 * Math.atan2(2 * xy, xx - yy);
  const quarter = Math.PI / 2;
  return axis - quarter * Math.round(axis / quarter);
}

function brightestLargeRegion(mask: Uint8Array, levels: Float32Array, columns: number): Uint8Array {
  const label = new Int32Array(mask.length).fill(-1);
  let best: number[] = [];
  let bestScore = -1;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || label[start] !== -1) continue;
    const members = [start];
    label[start] = start;
    for (let k = 0; k < members.length; k++) {
      const i = members[k]!;
      const x = i % columns;
      for (const j of [x > 0 ? i - 1 : -1, x < columns - 1 ? i + 1 : -1, i - columns, i + columns])
        if (j >= 0 && j < mask.length && mask[j] && label[j] === -1) {
          label[j] = start;
          members.push(j);
        }
    }
    const mean = members.reduce((sum, i) => sum + levels[i]!, 0) / members.length;
    // Among large regions the brightest wins; below that size only size counts (no sheet stands out).
    const score = members.length >= MIN_SHEET_SHARE * mask.length ? 1e6 + mean : members.length;
    if (score > bestScore) [best, bestScore] = [members, score];
  }
  const out = new Uint8Array(mask.length);
  for (const i of best) out[i] = 1;
  return out;
}
