/**
 * (b) A phone photo of a page: 12 MP (4000×3000, held either way), the page on a table, turned up
 * to 20°, tilted up to 15° towards or away from the camera, lit unevenly, with a soft shadow
 * across it, saved as a JPEG at quality 60. The tilt is a true perspective: the page's corners
 * are projected by a pinhole camera and every photo pixel is mapped back onto the page through
 * the homography (an inverse-mapping loop over raw pixels, bilinear). Seeded.
 */
import sharp from 'sharp';
import type { Paper } from '../../contracts/tasks.ts';
import type { DrawnCopy } from './draw-copies.ts';
import { renderPage, type PageKind, type RawImage } from './render-page.ts';
import { seededRandom } from '../../test/drawings.ts';
import { homography, projectPage } from './photo-geometry.ts';

/** The page's resolution before the warp: about what the photo holds, so nothing is lost or invented. */
const PAGE_DPI = 250;
const LONG_SIDE = 4000;
const SHORT_SIDE = 3000;
const TABLES = [
  [132, 94, 62],
  [104, 72, 48],
  [150, 112, 78],
  [92, 92, 96],
  [118, 112, 104],
] as const;

export type PhotoOptions = { maxTurnDegrees?: number; maxTiltDegrees?: number };

export async function renderPhoto(kind: PageKind, paper: Paper, copies: readonly DrawnCopy[], seed: number, options: PhotoOptions = {}): Promise<Buffer> {
  const page = await renderPage(kind, paper, copies, PAGE_DPI);
  return photograph(page, seed, options);
}

export async function photograph(page: RawImage, seed: number, { maxTurnDegrees = 20, maxTiltDegrees = 15 }: PhotoOptions = {}): Promise<Buffer> {
  const random = seededRandom(seed);
  const between = (low: number, high: number) => low + (high - low) * random();
  const portrait = random() < 0.7;
  const width = portrait ? SHORT_SIDE : LONG_SIDE;
  const height = portrait ? LONG_SIDE : SHORT_SIDE;
  const corners = projectPage(
    page,
    { width, height },
    {
      turn: between(-maxTurnDegrees, maxTurnDegrees),
      tilt: between(0, maxTiltDegrees),
      tiltDirection: between(0, 2 * Math.PI),
      fill: between(0.72, 0.9),
      shift: { x: between(-1, 1), y: between(-1, 1) },
    },
  );
  const toPage = homography(corners, [
    [0, 0],
    [page.width - 1, 0],
    [page.width - 1, page.height - 1],
    [0, page.height - 1],
  ]);

  const table = TABLES[Math.floor(random() * TABLES.length)]!;
  const grain = { angle: between(0, Math.PI), frequency: between(0.01, 0.03) };
  // Light falls from one side; a soft round shadow (the phone, a hand) lies somewhere on the page.
  const light = { angle: between(0, 2 * Math.PI), low: between(0.7, 0.85), high: between(1.0, 1.08) };
  const shadow = { x: between(0.2, 0.8) * width, y: between(0.2, 0.8) * height, radius: between(0.15, 0.3) * width, depth: between(0.15, 0.3) };
  const softness = shadow.radius * 0.6;
  const diagonal = Math.hypot(width, height);
  const [lx, ly] = [Math.cos(light.angle), Math.sin(light.angle)];
  const [gx, gy] = [Math.cos(grain.angle), Math.sin(grain.angle)];

  const out = Buffer.alloc(width * height * 3);
  const src = page.data;
  const stride = page.width * 3;
  const [h0, h1, h2, h3, h4, h5, h6, h7] = toPage as [number, number, number, number, number, number, number, number];
  // Sensor noise from a seeded table: a fresh random number per pixel costs more than the warp.
  const noise = Float32Array.from({ length: 1 << 16 }, () => (random() - 0.5) * 8);
  const reach = shadow.radius + softness;
  for (let v = 0; v < height; v++) {
    const noiseStart = Math.floor(random() * noise.length);
    const grainShift = 3 * Math.sin(v * 0.002);
    for (let u = 0; u < width; u++) {
      const w = h6 * u + h7 * v + 1;
      const x = (h0 * u + h1 * v + h2) / w;
      const y = (h3 * u + h4 * v + h5) / w;
      let r: number;
      let g: number;
      let b: number;
      if (x >= 0 && y >= 0 && x < page.width - 1 && y < page.height - 1) {
        const x0 = x | 0;
        const y0 = y | 0;
        const fx = x - x0;
        const fy = y - y0;
        const i = y0 * stride + x0 * 3;
        const j = i + stride;
        const a = (1 - fx) * (1 - fy);
        const bb = fx * (1 - fy);
        const c = (1 - fx) * fy;
        const d = fx * fy;
        // Paper is never pure white under a lamp: a warm off-white.
        r = 0.97 * (src[i]! * a + src[i + 3]! * bb + src[j]! * c + src[j + 3]! * d);
        g = 0.95 * (src[i + 1]! * a + src[i + 4]! * bb + src[j + 1]! * c + src[j + 4]! * d);
        b = 0.9 * (src[i + 2]! * a + src[i + 5]! * bb + src[j + 2]! * c + src[j + 5]! * d);
      } else {
        const stripe = 1 + 0.08 * Math.sin((u * gx + v * gy) * grain.frequency + grainShift);
        r = table[0] * stripe;
        g = table[1] * stripe;
        b = table[2] * stripe;
      }
      let lit = light.low + (light.high - light.low) * (0.5 + ((u - width / 2) * lx + (v - height / 2) * ly) / diagonal);
      const dx = u - shadow.x;
      const dy = v - shadow.y;
      const squared = dx * dx + dy * dy;
      if (squared < reach * reach) lit *= 1 - shadow.depth * Math.min(1, (reach - Math.sqrt(squared)) / (2 * softness));
      const n = noise[(noiseStart + u) & 0xffff]!;
      const o = (v * width + u) * 3;
      out[o] = clamp(r * lit + n);
      out[o + 1] = clamp(g * lit + n);
      out[o + 2] = clamp(b * lit + n);
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 60 })
    .toBuffer();
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);
