/**
 * Straightens the photo into the sheet's own coordinates: the homography that takes the layout's
 * four mark centres (PDF points) to where they were found maps every point of the layout into
 * the photo, so each copy box is sampled upright at a fixed resolution whatever the angle.
 */
import { sample, type GreyImage } from './grey-image.ts';
import type { Point } from './grey-image.ts';

/** The rows of a 3×3 matrix, row-major, with h33 = 1. */
export type Homography = readonly number[];

/** The homography taking each `from` point to its `to` point (four pairs, no three collinear). */
export function homography(from: readonly Point[], to: readonly Point[]): Homography {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gaussian elimination with partial pivoting on the 8×9 augmented matrix.
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    const p = rows[col]!;
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const row = rows[r]!;
      const f = row[col]! / p[col]!;
      for (let k = col; k < 9; k++) row[k] = row[k]! - f * p[k]!;
    }
  }
  return [...rows.map((r, i) => r[8]! / r[i]!), 1];
}

export function project(h: Homography, x: number, y: number): Point {
  const w = h[6]! * x + h[7]! * y + h[8]!;
  return { x: (h[0]! * x + h[1]! * y + h[2]!) / w, y: (h[3]! * x + h[4]! * y + h[5]!) / w };
}

/**
 * Samples the layout rectangle `box` (points) from the photo at `scale` pixels per point.
 * `h` takes layout points to photo pixels.
 */
export function warpBox(photo: GreyImage, h: Homography, box: { x: number; y: number; width: number; height: number }, scale: number): GreyImage {
  const width = Math.round(box.width * scale);
  const height = Math.round(box.height * scale);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = project(h, box.x + (x + 0.5) / scale, box.y + (y + 0.5) / scale);
      data[y * width + x] = Math.round(sample(photo, p.x - 0.5, p.y - 0.5));
    }
  return { data, width, height };
}
