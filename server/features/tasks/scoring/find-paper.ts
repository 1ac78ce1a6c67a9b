/**
 * Where the plain sheet of paper is, in blocks: a block is paper when it is about as bright as
 * the brightest block near it, so the table beside the sheet drops out (it is darker than the
 * paper next to it) whatever the lighting. The sheet is the largest such region; its outermost
 * blocks are dropped too, since the paper's edge against the table looks like a line of ink.
 */
import type { PaperLevels } from './ink.ts';

const NEAR = 3;
const AS_BRIGHT = 0.72;

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
  const largest = largestRegion(paper, columns);
  const inside = new Uint8Array(columns * rows);
  for (let y = 1; y < rows - 1; y++)
    for (let x = 1; x < columns - 1; x++) {
      const i = y * columns + x;
      inside[i] = largest[i]! & largest[i - 1]! & largest[i + 1]! & largest[i - columns]! & largest[i + columns]!;
    }
  return inside;
}

function largestRegion(mask: Uint8Array, columns: number): Uint8Array {
  const label = new Int32Array(mask.length).fill(-1);
  let best: number[] = [];
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
    if (members.length > best.length) best = members;
  }
  const out = new Uint8Array(mask.length);
  for (const i of best) out[i] = 1;
  return out;
}
