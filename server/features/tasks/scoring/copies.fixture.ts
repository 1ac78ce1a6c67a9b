/**
 * Hand-made copies for the scorer's tests: strokes in a copy box (216 px, 2 px per point, as the
 * scorer sees a box), drawn shaky like a child's line and rendered by sharp from SVG, in pencil
 * or crayon width. The full benchmark renderer lives in bench/tasks; this is just enough to pin
 * the criteria.
 */
import sharp from 'sharp';
import type { GreyImage } from './grey-image.ts';

export const BOX = 216;
type Pt = [number, number];
export type Pen = { width: number; grey: number };
export const PENCIL: Pen = { width: 3, grey: 70 };
export const CRAYON: Pen = { width: 9, grey: 40 };

/** A repeatable wobble: the same copy every run. */
function wobble(seed: number) {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648 - 0.5;
  };
  return next;
}

/** A stroke through `points`, split into short steps that drift by up to `shake` pixels. */
export function shaky(points: Pt[], shake = 2, seed = 7): Pt[] {
  const rand = wobble(seed);
  const out: Pt[] = [];
  let drift = 0;
  for (let k = 1; k < points.length; k++) {
    const [a, b] = [points[k - 1]!, points[k]!];
    const steps = Math.max(1, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / 6));
    for (let i = 0; i < steps; i++) {
      const f = i / steps;
      drift = Math.max(-shake, Math.min(shake, drift + rand() * shake));
      out.push([a[0] + (b[0] - a[0]) * f + drift, a[1] + (b[1] - a[1]) * f - drift]);
    }
  }
  out.push(points[points.length - 1]!);
  return out;
}

export const arc = (cx: number, cy: number, rx: number, ry: number, fromDeg: number, toDeg: number): Pt[] =>
  Array.from({ length: 61 }, (_, i) => {
    const a = ((fromDeg + ((toDeg - fromDeg) * i) / 60) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy - ry * Math.sin(a)];
  });

/** A box with the strokes drawn in; as evenly lit ink on white (the scorer's patch). */
export async function drawCopy(strokes: Pt[][], pen: Pen = PENCIL, size = BOX): Promise<GreyImage> {
  const svg = copySvg(strokes, pen, size);
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  const grey = new Uint8Array(info.width * info.height);
  for (let i = 0; i < grey.length; i++) grey[i] = data[i * info.channels]!;
  return { data: grey, width: info.width, height: info.height };
}

export function copySvg(strokes: Pt[][], pen: Pen, size: number): string {
  const paths = strokes.map((s) => `<path d="${s.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ')}"/>`).join('');
  const ink = `rgb(${pen.grey},${pen.grey},${pen.grey})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#fff"/><g fill="none" stroke="${ink}" stroke-width="${pen.width}" stroke-linecap="round" stroke-linejoin="round">${paths}</g></svg>`;
}

/** A zig-zag scribble over the middle of the box. */
export const scribble = (seed = 3): Pt[] => {
  const rand = wobble(seed);
  return Array.from({ length: 24 }, () => [108 + rand() * 120, 108 + rand() * 120] as Pt);
};
