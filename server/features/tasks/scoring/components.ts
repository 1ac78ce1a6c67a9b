/** Connected regions of a mask (8-connected), with the sums their shape measures need. */
import type { Mask } from './grey-image.ts';

export type Component = {
  area: number;
  cx: number;
  cy: number;
  /** Second central moments, per pixel. */
  xx: number;
  yy: number;
  xy: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  /** The component's pixel indices, kept only when asked for. */
  pixels?: number[];
};

export function components(mask: Mask, keepPixels = false): Component[] {
  const { width, height, data } = mask;
  const seen = new Uint8Array(width * height);
  const found: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (!data[start] || seen[start]) continue;
    seen[start] = 1;
    stack.push(start);
    let [n, sx, sy, sxx, syy, sxy] = [0, 0, 0, 0, 0, 0];
    let [minX, minY, maxX, maxY] = [width, height, 0, 0];
    const pixels: number[] = [];
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      n++;
      sx += x;
      sy += y;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
      if (keepPixels) pixels.push(i);
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const j = ny * width + nx;
          if (nx >= 0 && nx < width && data[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    const [cx, cy] = [sx / n, sy / n];
    found.push({
      area: n,
      cx,
      cy,
      xx: sxx / n - cx * cx,
      yy: syy / n - cy * cy,
      xy: sxy / n - cx * cy,
      minX,
      minY,
      maxX,
      maxY,
      ...(keepPixels ? { pixels } : {}),
    });
  }
  return found;
}

/** The spread along a region's long and short axes (eigenvalues of its moments). */
export function principalSpread(c: Pick<Component, 'xx' | 'yy' | 'xy'>): { major: number; minor: number; angle: number } {
  const mean = (c.xx + c.yy) / 2;
  const root = Math.sqrt(((c.xx - c.yy) / 2) ** 2 + c.xy ** 2);
  return { major: mean + root, minor: Math.max(mean - root, 0), angle: 0.5 * Math.atan2(2 * c.xy, c.xx - c.yy) };
}
