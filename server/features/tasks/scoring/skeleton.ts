/**
 * Thins ink to one-pixel centre lines (Zhang & Suen 1984), so a crayon stroke and a pencil stroke
 * of the same path measure alike, and dilates a mask by a radius (for closing small gaps).
 */
import type { Mask } from './grey-image.ts';

export function skeleton(mask: Mask): Mask {
  const { width, height } = mask;
  const data = mask.data.slice();
  // Clear the frame so every neighbourhood read below stays inside the image.
  for (let x = 0; x < width; x++) data[x] = data[(height - 1) * width + x] = 0;
  for (let y = 0; y < height; y++) data[y * width] = data[y * width + width - 1] = 0;
  const remove: number[] = [];
  for (let changed = true; changed;) {
    changed = false;
    for (const pass of [0, 1]) {
      remove.length = 0;
      for (let y = 1; y < height - 1; y++)
        for (let x = 1; x < width - 1; x++) {
          const i = y * width + x;
          if (!data[i]) continue;
          // Neighbours clockwise from north: p2..p9.
          const p = [i - width, i - width + 1, i + 1, i + width + 1, i + width, i + width - 1, i - 1, i - width - 1].map((j) => data[j]!);
          const count = p.reduce((s, v) => s + v, 0);
          if (count < 2 || count > 6) continue;
          let transitions = 0;
          for (let k = 0; k < 8; k++) if (!p[k] && p[(k + 1) % 8]) transitions++;
          if (transitions !== 1) continue;
          const [n, e, s, w] = [p[0]!, p[2]!, p[4]!, p[6]!];
          if (pass === 0 ? n * e * s === 0 && e * s * w === 0 : n * e * w === 0 && n * s * w === 0) remove.push(i);
        }
      for (const i of remove) data[i] = 0;
      if (remove.length) changed = true;
    }
  }
  return { data, width, height };
}

/** Every pixel within `radius` of ink (a two-pass chamfer distance, 3–4 weights). */
export function dilate(mask: Mask, radius: number): Mask {
  const { width, height } = mask;
  const far = 1 << 20;
  const dist = new Int32Array(width * height);
  for (let i = 0; i < dist.length; i++) dist[i] = mask.data[i] ? 0 : far;
  const relax = (i: number, j: number, w: number) => {
    if (dist[j]! + w < dist[i]!) dist[i] = dist[j]! + w;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x > 0) relax(i, i - 1, 3);
      if (y > 0) {
        relax(i, i - width, 3);
        if (x > 0) relax(i, i - width - 1, 4);
        if (x < width - 1) relax(i, i - width + 1, 4);
      }
    }
  for (let y = height - 1; y >= 0; y--)
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      if (x < width - 1) relax(i, i + 1, 3);
      if (y < height - 1) {
        relax(i, i + width, 3);
        if (x < width - 1) relax(i, i + width + 1, 4);
        if (x > 0) relax(i, i + width - 1, 4);
      }
    }
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = dist[i]! <= radius * 3 ? 1 : 0;
  return { data, width, height };
}
