/** The sheet's place, turn and paper size in a photo: each case failed before its fix. */
import { describe, expect, it } from 'vitest';
import { findMarks } from './find-marks.ts';
import { findPaper, paperTurn } from './find-paper.ts';
import type { GreyImage } from './grey-image.ts';
import { sheetAspect } from './sheet-aspect.ts';

/** A pinhole camera (focal 0.73 of the long side) looking at the sheet's middle, tilted about the x axis. */
function photographed(width: number, height: number, tiltDegrees: number, turnDegrees: number) {
  const [tilt, turn] = [(tiltDegrees * Math.PI) / 180, (turnDegrees * Math.PI) / 180];
  const focal = 0.73 * 4000;
  return (
    [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const
  ).map(([sx, sy]) => {
    const [x0, y0] = [(sx * width) / 2, (sy * height) / 2];
    const [x, y] = [x0 * Math.cos(turn) - y0 * Math.sin(turn), x0 * Math.sin(turn) + y0 * Math.cos(turn)];
    const z = 3000 + y * Math.sin(tilt);
    return { x: 1500 + (focal * x) / z + 300, y: 2000 + (focal * y * Math.cos(tilt)) / z - 200 };
  }) as [{ x: number; y: number }, { x: number; y: number }, { x: number; y: number }, { x: number; y: number }];
}

describe('sheetAspect', () => {
  it('undoes the foreshortening of a tilted, off-centre photo (A4 no longer reads as Letter)', () => {
    const corners = photographed(1030, 1524, 25, 12);
    const side = (i: number, j: number) => Math.hypot(corners[i]!.x - corners[j]!.x, corners[i]!.y - corners[j]!.y);
    expect((side(1, 2) + side(0, 3)) / (side(0, 1) + side(3, 2))).toBeLessThan(1.41);
    expect(sheetAspect(corners, 3000, 4000)).toBeCloseTo(1524 / 1030, 2);
  });

  it('keeps the plain ratio of a photo taken square-on', () => {
    expect(sheetAspect(photographed(1000, 1340, 0, 0), 3000, 4000)).toBeCloseTo(1.34, 2);
  });
});

/** Paper brightness in blocks: a turned bright sheet on a darker table that fills more of the photo. */
function turnedSheetLevels(turnDegrees: number) {
  const [columns, rows] = [42, 32];
  const turn = (turnDegrees * Math.PI) / 180;
  const levels = new Float32Array(columns * rows);
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < columns; x++) {
      const [dx, dy] = [x - 21, y - 16];
      const [u, v] = [dx * Math.cos(turn) + dy * Math.sin(turn), -dx * Math.sin(turn) + dy * Math.cos(turn)];
      levels[y * columns + x] = Math.abs(u) < 8 && Math.abs(v) < 11 ? 230 : 110;
    }
  return { levels, columns, rows, block: 48 };
}

describe('findPaper and paperTurn', () => {
  it('takes the bright sheet, not the larger ring of table around it', () => {
    const measured = turnedSheetLevels(15);
    const paper = findPaper(measured);
    expect(paper[16 * 42 + 21]).toBe(1);
    expect(paper[1 * 42 + 1]).toBe(0);
  });

  it('measures how far the sheet is turned', () => {
    for (const turn of [-18, 0, 12]) {
      const measured = turnedSheetLevels(turn);
      expect((paperTurn(findPaper(measured), measured.columns) * 180) / Math.PI).toBeCloseTo(turn, -1);
    }
  });
});

describe('findMarks', () => {
  it('takes the marks on the paper, not dark blobs of table spanning a larger quadrilateral', () => {
    const [width, height] = [500, 640];
    const image: GreyImage = { data: new Uint8Array(width * height).fill(165), width, height };
    const square = (x: number, y: number, side: number, value: number) => {
      for (let v = y; v < y + side; v++) image.data.fill(value, v * width + x, v * width + x + side);
    };
    square(80, 80, 340, 255);
    for (let v = 80; v < 560; v++) image.data.fill(255, v * width + 80, v * width + 420);
    // The sheet's marks (span 300 by 440, A4's 1.47) and four table blobs outside the sheet.
    for (const [x, y] of [
      [100, 100],
      [400 - 16, 100],
      [400 - 16, 540 - 16],
      [100, 540 - 16],
    ] as const)
      square(x, y, 16, 0);
    for (const [x, y] of [
      [20, 20],
      [470, 20],
      [470, 610],
      [20, 610],
    ] as const)
      square(x, y, 16, 0);
    const found = findMarks(image);
    expect(found?.corners[0].x).toBeCloseTo(107.5, 0);
    expect(found?.corners[2].y).toBeCloseTo(531.5, 0);
    expect(found?.paper).toBe('a4');
  });
});
