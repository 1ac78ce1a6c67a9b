/**
 * Renders a clean digital drawing as if a parent had photographed it on paper with a phone:
 * cream paper a few degrees turned, lying on a darker table, lit unevenly, with sensor noise,
 * saved as a JPEG. Parents upload photos, the calibration set holds scans; `bench:accuracy --photo`
 * uses this to check that a photo gives the scan's estimate.
 *
 * sharp only (no canvas): sharp draws, scales, turns and composites; the per-pixel work (wood
 * grain, light, noise) is a plain loop over raw RGB. Deterministic: the same seed gives the
 * same bytes (mulberry32 from test/drawings.ts, not Math.random).
 */
import sharp from 'sharp';
import { seededRandom } from '../../test/drawings.ts';

const FRAME = { width: 1600, height: 1200 };
/** A4 proportions: the sheet is as a parent would lay it, landscape for a landscape photo. */
const SHEET_ASPECT = Math.SQRT2;
const PAPER = { r: 246, g: 240, b: 225 };
/** Wood browns and table greys. */
const TABLES = [
  { r: 120, g: 84, b: 56 },
  { r: 96, g: 66, b: 44 },
  { r: 142, g: 104, b: 70 },
  { r: 88, g: 88, b: 90 },
  { r: 110, g: 106, b: 100 },
] as const;

/** Intermediate images only pass between sharp calls: no time spent compressing them. */
const FAST_PNG = { compressionLevel: 0 } as const;

export type Rgb = { r: number; g: number; b: number };
type Random = () => number;

const between = (random: Random, low: number, high: number) => low + (high - low) * random();
const clampByte = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));
/** Roughly normal (sum of three uniforms), mean 0, sd 1: enough for sensor noise. */
const gaussish = (random: Random) => (random() + random() + random() - 1.5) * 2;

/**
 * Where and how the drawing sits on the photographed sheet, for bench:accuracy's hard variants
 * (hard-variants.ts). Unset, the drawing fills most of the sheet's height in full-strength ink.
 */
export type SheetLayout = {
  /** The drawing's square canvas as a share of the sheet's width (default: 72–86 % of its height). */
  widthShare?: number;
  /** Where its canvas sits in the free margin, 0 = left/top edge, 1 = right/bottom (default: near the middle). */
  at?: { x: number; y: number };
  /** The ink's contrast with the paper, 0–1: about 0.3 is a light pencil (default: dark ink, ≈ 0.88). */
  inkContrast?: number;
};

export async function renderAsPhonePhoto(png: Buffer, seed: number, layout: SheetLayout = {}): Promise<Buffer> {
  const random = seededRandom(seed);
  const paper: Rgb = { r: PAPER.r + between(random, -4, 4), g: PAPER.g + between(random, -4, 4), b: PAPER.b + between(random, -6, 4) };
  const table = TABLES[Math.floor(random() * TABLES.length)]!;
  const angle = (random() < 0.5 ? -1 : 1) * between(random, 2, 6);
  // The sheet's share of the frame; at the largest share and angle the turned sheet still fits.
  const coverage = between(random, 0.55, 0.75);
  const sheetHeight = Math.round(Math.sqrt((coverage * FRAME.width * FRAME.height) / SHEET_ASPECT));
  const sheetWidth = Math.round(sheetHeight * SHEET_ASPECT);

  const sheet = await drawingOnSheet(png, sheetWidth, sheetHeight, paper, random, layout);
  // Turned about its centre; the corners it uncovers are transparent, so the table shows there.
  const turned = await sharp(sheet)
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png(FAST_PNG)
    .toBuffer({ resolveWithObject: true });
  const shadow = await softShadow(turned.data);

  // Not always centred: a phone is held a little off. The slack keeps the sheet inside the frame.
  const slackX = FRAME.width - turned.info.width;
  const slackY = FRAME.height - turned.info.height;
  const left = Math.round(slackX / 2 + between(random, -0.35, 0.35) * slackX);
  const top = Math.round(slackY / 2 + between(random, -0.35, 0.35) * slackY);
  // Light comes from above the table: the shadow falls a little down and to one side.
  const shadowLeft = Math.max(0, Math.min(slackX, left + Math.round(between(random, -8, 8))));
  const shadowTop = Math.max(0, Math.min(slackY, top + Math.round(between(random, 4, 10))));

  const photo = await sharp(await woodTable(table, random), { raw: { ...FRAME, channels: 3 } })
    .composite([
      { input: shadow, left: shadowLeft, top: shadowTop },
      { input: turned.data, left, top },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  lightAndNoise(photo, random);
  return sharp(photo, { raw: { ...FRAME, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * The 150 px drawing scaled up to most of the sheet's height, its strokes redrawn as smooth pen
 * lines: the source's strokes are un-antialiased 2 px pixel staircases, which a 5× upscale shows
 * as scalloped blocks. So the ink coverage (the drawing flattened on white, inverted) is blurred
 * by about a source pixel (sharp blurs after resizing within one pipeline, hence two), upscaled
 * with a smooth kernel (mitchell: no lanczos ringing), and given back firm but soft edges by a
 * steep contrast curve — blur-then-threshold rounds the steps off. The strokes are a slightly
 * warm near-black, like ink; the rest is paper.
 */
async function drawingOnSheet(png: Buffer, width: number, height: number, paper: Rgb, random: Random, layout: SheetLayout): Promise<Buffer> {
  // The random numbers are drawn whatever the layout, so the rest of the photo stays the same.
  const defaultSize = Math.round(height * between(random, 0.72, 0.86));
  const [defaultX, defaultY] = [between(random, 0.35, 0.65), between(random, 0.3, 0.7)];
  const size = layout.widthShare === undefined ? defaultSize : Math.max(8, Math.round(width * layout.widthShare));
  const ink = await inkLayer(png, size, layout.inkContrast === undefined ? DARK_INK : fadedInk(paper, layout.inkContrast));
  const marginX = width - size;
  const marginY = height - size;
  const at = layout.at ?? { x: defaultX, y: defaultY };
  return sharp({ create: { width, height, channels: 4, background: { ...paper, alpha: 1 } } })
    .composite([{ input: ink, left: Math.round(marginX * at.x), top: Math.round(marginY * at.y) }])
    .png(FAST_PNG)
    .toBuffer();
}

/** A slightly warm near-black, like ink or felt pen. */
const DARK_INK: Rgb = { r: 30, g: 27, b: 32 };

/** The paper darkened by `contrast` (0–1), a little cooler: a light graphite line on it. */
export function fadedInk(paper: Rgb, contrast: number): Rgb {
  const keep = 1 - contrast;
  return { r: paper.r * keep, g: paper.g * keep, b: Math.min(255, paper.b * keep + 6) };
}

/**
 * The drawing's strokes as an RGBA layer of `size`×`size` in `colour`: smoothed as described
 * above (blur, mitchell upscale, steep contrast curve), the coverage as alpha.
 */
export async function inkLayer(png: Buffer, size: number, colour: Rgb): Promise<Buffer> {
  const smoothed = await sharp(png).flatten({ background: '#ffffff' }).greyscale().negate().blur(1.1).toColourspace('b-w').png(FAST_PNG).toBuffer();
  const coverage = await sharp(smoothed)
    .resize(size, size, { kernel: 'mitchell', fit: 'contain', background: '#000000' })
    .linear(3, -120)
    .blur(0.8)
    .toColourspace('b-w')
    .png(FAST_PNG)
    .toBuffer();
  return sharp({
    create: { width: size, height: size, channels: 3, background: { r: Math.round(colour.r), g: Math.round(colour.g), b: Math.round(colour.b) } },
  })
    .joinChannel(coverage)
    .png(FAST_PNG)
    .toBuffer();
}

/** The sheet's outline, blurred and darkened: a sheet lying on a table casts a soft shadow. */
async function softShadow(turnedSheet: Buffer): Promise<Buffer> {
  const { info } = await sharp(turnedSheet).toBuffer({ resolveWithObject: true });
  const alpha = await sharp(turnedSheet).extractChannel(3).blur(9).linear(0.45, 0).png(FAST_PNG).toBuffer();
  return sharp({ create: { width: info.width, height: info.height, channels: 3, background: { r: 20, g: 14, b: 10 } } })
    .joinChannel(alpha)
    .png(FAST_PNG)
    .toBuffer();
}

/**
 * A table: the base colour with wavy grain (a few sine bands) and slow blotches. Drawn at a
 * quarter of the frame's size and scaled up smoothly: the grain is soft anyway, and 16× fewer
 * pixels keep a render quick.
 */
async function woodTable(base: Rgb, random: Random): Promise<Buffer> {
  const scale = 4;
  const width = FRAME.width / scale;
  const height = FRAME.height / scale;
  const pixels = Buffer.alloc(width * height * 3);
  const grainAngle = between(random, -0.15, 0.15);
  const [cos, sin] = [Math.cos(grainAngle), Math.sin(grainAngle)];
  const phase = random() * 100;
  const strength = between(random, 0.04, 0.1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const along = (x * cos + y * sin) * scale;
      const across = (y * cos - x * sin) * scale;
      const grain = Math.sin(across * 0.09 + 2.5 * Math.sin(along * 0.004 + phase)) * 0.6 + Math.sin(across * 0.023 + phase) * 0.4;
      const blotch = Math.sin(x * scale * 0.0021 + phase) * Math.sin(y * scale * 0.0027 - phase) * 0.5;
      const gain = 1 + strength * grain + 0.05 * blotch;
      const i = (y * width + x) * 3;
      pixels[i] = clampByte(base.r * gain);
      pixels[i + 1] = clampByte(base.g * gain);
      pixels[i + 2] = clampByte(base.b * gain);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .resize(FRAME.width, FRAME.height, { kernel: 'mitchell' })
    .raw()
    .toBuffer();
}

/**
 * Sensor noise for a whole frame, made once (fixed seed) and reused: each photo reads it from a
 * seeded offset at its own strength. Per channel it is a part shared by the channels (luminance)
 * plus a smaller part of its own (chroma), as on a phone's sensor. Drawing ~6 M random numbers
 * for every photo would cost more than the rest of the render.
 */
const NOISE_SLACK = 4096;
let noiseTexture: Float32Array | undefined;
function sensorNoise(): Float32Array {
  if (noiseTexture) return noiseTexture;
  const random = seededRandom(0x5eed);
  const pixels = FRAME.width * FRAME.height + NOISE_SLACK;
  noiseTexture = new Float32Array(pixels * 3);
  for (let p = 0; p < pixels; p++) {
    const shared = gaussish(random);
    for (let c = 0; c < 3; c++) noiseTexture[p * 3 + c] = shared + gaussish(random) * 0.4;
  }
  return noiseTexture;
}

/**
 * A phone in a room: light falls off smoothly across the frame (a gradient in a random
 * direction) and towards the corners (vignette), with a slight warm cast from indoor light,
 * plus sensor noise. In place on raw RGB. Gradient and vignette are written as a product of a
 * column factor and a row factor — the same smooth look, and two small tables instead of a
 * computation per pixel.
 */
function lightAndNoise(pixels: Buffer, random: Random): void {
  const { width, height } = FRAME;
  const direction = random() * 2 * Math.PI;
  const [dx, dy] = [Math.cos(direction), Math.sin(direction)];
  const gradient = between(random, 0.12, 0.28);
  const vignette = between(random, 0.15, 0.3);
  const exposure = between(random, 0.92, 1.02);
  const warm = [between(random, 1.0, 1.04), 1, between(random, 0.93, 0.98)] as const;
  const strength = between(random, 2.5, 5);
  const offset = Math.floor(random() * NOISE_SLACK) * 3;
  const halfDiagonal = Math.hypot(width, height) / 2;
  const column = Float32Array.from({ length: width }, (_, x) => {
    const nx = (x - width / 2) / halfDiagonal;
    return (1 + gradient * nx * dx) * (1 - vignette * nx * nx);
  });
  const row = Float32Array.from({ length: height }, (_, y) => {
    const ny = (y - height / 2) / halfDiagonal;
    return exposure * (1 + gradient * ny * dy) * (1 - vignette * ny * ny);
  });
  const noise = sensorNoise();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const light = row[y]! * column[x]!;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[i + c] = clampByte(pixels[i + c]! * light * warm[c]! + noise[offset + i + c]! * strength);
    }
  }
}

/** FNV-1a: a stable 32-bit seed from the file name, so each drawing always gets the same photo. */
export function seedFromName(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}
