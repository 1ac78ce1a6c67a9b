/**
 * Hard variants of a drawing for `bench:accuracy`: the kinds of real drawing the "not a drawing"
 * check (drawing-check.ts) must never refuse (issue 32). Each is rendered in memory from one of
 * the shared 150 px drawings, seeded by its file name, as a scan and as a phone photo:
 *
 * - faint: the ink lightened to 25–35 % contrast with the paper, like a light pencil;
 * - tiny: the drawing 8–12 % of the sheet's width, on a big white or cream page;
 * - sparse: only a few short strokes — the ink inside one small window (a quarter of the
 *   drawing's size) around a stroke, the rest erased;
 * - off-centre: the drawing, a third of the sheet's height, pushed into one of its corners.
 *
 * The drawings themselves are never written anywhere.
 */
import sharp from 'sharp';
import { seededRandom } from '../../test/drawings.ts';
import { fadedInk, inkLayer, renderAsPhonePhoto, type Rgb, type SheetLayout } from './phone-photo.ts';

export const HARD_VARIANTS = ['faint', 'tiny', 'sparse', 'offCentre'] as const;
export type HardVariant = (typeof HARD_VARIANTS)[number];

/** A scanned page: A4 proportions at about 190 dpi, so a tiny drawing keeps its strokes. */
const SCAN_PAGE = { width: 2200, height: Math.round(2200 / Math.SQRT2) };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const CREAM: Rgb = { r: 248, g: 243, b: 228 };
/** Below the paper, scanner black: the scans of the shared drawings are black strokes. */
const SCAN_INK: Rgb = { r: 20, g: 20, b: 20 };
const FAST_PNG = { compressionLevel: 0 } as const;

/** How a variant lays the drawing out, the same for its scan and its photo. */
type Plan = { drawing: Buffer; layout: SheetLayout; paper: Rgb };

const between = (random: () => number, low: number, high: number) => low + (high - low) * random();

async function plan(png: Buffer, variant: HardVariant, seed: number): Promise<Plan> {
  const random = seededRandom(seed ^ 0x9e3779b9);
  const paper = random() < 0.5 ? WHITE : CREAM;
  switch (variant) {
    case 'faint':
      return { drawing: png, paper, layout: { inkContrast: between(random, 0.25, 0.35) } };
    case 'tiny':
      return { drawing: png, paper, layout: { widthShare: between(random, 0.08, 0.12), at: { x: between(random, 0.3, 0.7), y: between(random, 0.3, 0.7) } } };
    case 'sparse':
      return { drawing: await keepAFewStrokes(png, random), paper, layout: {} };
    case 'offCentre': {
      const corner = Math.floor(random() * 4);
      const [x, y] = [corner % 2, Math.floor(corner / 2)];
      // A third of the sheet's height, 2–6 % of the free margin from the corner's edges.
      const inset = () => between(random, 0.02, 0.06);
      return { drawing: png, paper, layout: { widthShare: between(random, 0.22, 0.26), at: { x: x ? 1 - inset() : inset(), y: y ? 1 - inset() : inset() } } };
    }
  }
}

/**
 * The variant as a scan. Faint and sparse stay on the drawing's own 150 px canvas, as the shared
 * drawings are scanned; tiny and off-centre sit on a scanned A4 page.
 */
export async function renderVariantScan(png: Buffer, variant: HardVariant, seed: number): Promise<Buffer> {
  const { drawing, layout, paper } = await plan(png, variant, seed);
  const ink = layout.inkContrast === undefined ? SCAN_INK : fadedInk(paper, layout.inkContrast);
  if (layout.widthShare === undefined) {
    const { width, height } = await sharp(drawing).metadata();
    const size = Math.max(width, height);
    return sharp({ create: { width: size, height: size, channels: 4, background: { ...paper, alpha: 1 } } })
      .composite([{ input: await inkLayer(drawing, size, ink), left: 0, top: 0 }])
      .removeAlpha()
      .png()
      .toBuffer();
  }
  const size = Math.max(8, Math.round(SCAN_PAGE.width * layout.widthShare));
  const at = layout.at ?? { x: 0.5, y: 0.5 };
  return sharp({ create: { ...SCAN_PAGE, channels: 4, background: { ...paper, alpha: 1 } } })
    .composite([
      { input: await inkLayer(drawing, size, ink), left: Math.round((SCAN_PAGE.width - size) * at.x), top: Math.round((SCAN_PAGE.height - size) * at.y) },
    ])
    .removeAlpha()
    .png()
    .toBuffer();
}

/** The variant as a phone photo of the paper (phone-photo.ts), with the scan's layout. */
export async function renderVariantPhoto(png: Buffer, variant: HardVariant, seed: number): Promise<Buffer> {
  const { drawing, layout } = await plan(png, variant, seed);
  return renderAsPhonePhoto(drawing, seed, layout);
}

/**
 * Erases all of the drawing but the ink inside one window a quarter of the drawing's size
 * (at least 18 px of the 150), centred on an ink pixel picked at random: what is left is a
 * piece of one to a few strokes, some millimetres of line each.
 */
export async function keepAFewStrokes(png: Buffer, random: () => number): Promise<Buffer> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const inked = (i: number) => data[4 * i + 3]! > 0 && data[4 * i]! + data[4 * i + 1]! + data[4 * i + 2]! < 3 * 160;
  const ink: number[] = [];
  for (let i = 0; i < width * height; i++) if (inked(i) && data[4 * i + 3]! >= 128) ink.push(i);
  if (ink.length === 0) return png;
  let [left, top, right, bottom] = [width, height, 0, 0];
  for (const i of ink) {
    const [x, y] = [i % width, Math.floor(i / width)];
    [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  }
  const half = Math.max(9, Math.round(Math.max(right - left, bottom - top) / 8));
  const centre = ink[Math.floor(random() * ink.length)]!;
  const [cx, cy] = [centre % width, Math.floor(centre / width)];
  const out = Buffer.from(data);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (Math.abs(x - cx) > half || Math.abs(y - cy) > half) out[4 * (y * width + x) + 3] = 0;
    }
  }
  return sharp(out, { raw: { width, height, channels: 4 } })
    .png(FAST_PNG)
    .toBuffer();
}
