/**
 * Real drawings that are easy to mistake for a blank sheet (issue 32): drawn faintly, tiny,
 * with only a few short strokes, or off in a corner — each as a flat scan and as a photo of the
 * sheet lying turned on a table. The "not a drawing" check must accept every one of them. Also a
 * blank sheet with specks of dust, which it must still refuse. Seeded, so every call returns the
 * same bytes.
 */
import sharp from 'sharp';
import { seededRandom } from './drawings.ts';

const PAGE = { width: 1400, height: 1000 };
const PAPER = { r: 0xfb, g: 0xf8, b: 0xf0 };
const PAPER_HEX = '#fbf8f0';
const PENCIL = '#3a3a3c';

export type HardDrawingOptions = { photographed?: boolean };

/** The paper darkened by `contrast` (0–1), a touch cooler: a pencil line this light. */
function pencil(contrast: number): string {
  const keep = 1 - contrast;
  const hex = (v: number) => Math.round(Math.min(255, v)).toString(16).padStart(2, '0');
  return `#${hex(PAPER.r * keep)}${hex(PAPER.g * keep)}${hex(PAPER.b * keep + 6)}`;
}

/**
 * A house with a sun, in a 100×100 box: a square, a roof, a door, a window and a circle with
 * rays, each line wobbling a little like a hand's.
 */
function house(random: () => number): string[] {
  const wobble = (points: [number, number][]) =>
    points.map(([x, y], i) => `${i ? 'L' : 'M'}${(x + (random() - 0.5) * 1.2).toFixed(1)} ${(y + (random() - 0.5) * 1.2).toFixed(1)}`).join(' ');
  const sun = Array.from({ length: 20 }, (_, i) => [80 + 9 * Math.cos((i / 19) * 2 * Math.PI), 18 + 9 * Math.sin((i / 19) * 2 * Math.PI)] as [number, number]);
  const rays = Array.from({ length: 6 }, (_, i) => {
    const a = (i / 6) * 2 * Math.PI;
    return wobble([
      [80 + 12 * Math.cos(a), 18 + 12 * Math.sin(a)],
      [80 + 17 * Math.cos(a), 18 + 17 * Math.sin(a)],
    ]);
  });
  return [
    wobble([
      [10, 50],
      [10, 95],
      [60, 95],
      [60, 50],
      [10, 50],
    ]),
    wobble([
      [6, 52],
      [35, 25],
      [64, 52],
    ]),
    wobble([
      [28, 95],
      [28, 72],
      [42, 72],
      [42, 95],
    ]),
    wobble([
      [45, 58],
      [55, 58],
      [55, 66],
      [45, 66],
      [45, 58],
    ]),
    wobble(sun),
    ...rays,
  ];
}

/** Two short strokes, like a bird far away in the sky: a "v" in a 100×100 box. */
function bird(random: () => number): string[] {
  const j = () => ((random() - 0.5) * 2).toFixed(1);
  return [`M5 40 Q25 ${28 + Number(j())} 50 55`, `M50 55 Q72 ${30 + Number(j())} 95 38`];
}

/** Strokes drawn in a box at (x, y), `size` px wide, on the page; `width` is the line in page px. */
function strokes(paths: string[], box: { x: number; y: number; size: number }, ink: string, width: number): string {
  const scale = box.size / 100;
  const body = paths
    .map((d) => `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${(width / scale).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>`)
    .join('');
  return `<g transform="translate(${box.x} ${box.y}) scale(${scale})">${body}</g>`;
}

/** The page flat, as a scanner or a photo filling the frame sees it. */
const scan = (body: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width}" height="${PAGE.height}"><rect width="100%" height="100%" fill="${PAPER_HEX}"/>${body}</svg>`,
    ),
  )
    .png()
    .toBuffer();

/**
 * The page photographed: lying turned by 4° on a wooden table, lit unevenly (brighter at the
 * top left), with a soft shadow and sensor noise, saved as a JPEG.
 */
async function photo(body: string, seed: number): Promise<Buffer> {
  const [width, height] = [2000, 1500];
  const scale = (0.68 * width) / PAGE.width;
  const [px, py] = [(width - PAGE.width * scale) / 2, (height - PAGE.height * scale) / 2];
  const grain = Array.from(
    { length: 40 },
    (_, i) => `<rect x="0" y="${((i / 40) * height).toFixed(0)}" width="${width}" height="${height / 80}" fill="#5a4132" opacity="0.35"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="#7a5b45"/>${grain}
    <g transform="rotate(4 ${width / 2} ${height / 2}) translate(${px} ${py}) scale(${scale})">
      <rect x="10" y="12" width="${PAGE.width}" height="${PAGE.height}" fill="#000" opacity="0.25"/>
      <rect width="${PAGE.width}" height="${PAGE.height}" fill="${PAPER_HEX}"/>${body}
    </g>
    <rect width="100%" height="100%" fill="url(#light)"/></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const random = seededRandom(seed);
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, Math.round(data[i]! + (random() - 0.5) * 12)));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const render = (body: string, seed: number, { photographed = false }: HardDrawingOptions) => (photographed ? photo(body, seed) : scan(body));

/**
 * A house and sun at a normal size, drawn with a light pencil and a thin line: 30 % contrast
 * with the paper by default; 10 % is about as light as a pencil line still visible.
 */
export function faintDrawing({ contrast = 0.3, ...options }: HardDrawingOptions & { contrast?: number } = {}): Promise<Buffer> {
  return render(strokes(house(seededRandom(51)), { x: 350, y: 150, size: 700 }, pencil(contrast), 3), 51, options);
}

/** The house, 10 % of the page's width, in the middle of an otherwise empty sheet. */
export function tinyDrawing(options: HardDrawingOptions = {}): Promise<Buffer> {
  return render(strokes(house(seededRandom(53)), { x: 640, y: 430, size: 140 }, PENCIL, 3), 53, options);
}

/** Only two short strokes — a bird, 50 px wide, high on a big sheet. */
export function sparseDrawing(options: HardDrawingOptions = {}): Promise<Buffer> {
  return render(strokes(bird(seededRandom(57)), { x: 800, y: 260, size: 50 }, PENCIL, 4), 57, options);
}

/** The house, a quarter of the page's width, drawn into its top left corner. */
export function offCentreDrawing(options: HardDrawingOptions = {}): Promise<Buffer> {
  return render(strokes(house(seededRandom(59)), { x: 30, y: 25, size: 330 }, PENCIL, 5), 59, options);
}

/** A blank sheet with a few specks of dust and crumbs (round, 4–7 px across): still blank. */
export function dustySheet(options: HardDrawingOptions = {}): Promise<Buffer> {
  const random = seededRandom(61);
  const specks = Array.from(
    { length: 8 },
    () => `<circle cx="${(100 + random() * 1200).toFixed(0)}" cy="${(100 + random() * 800).toFixed(0)}" r="${(2 + random() * 1.5).toFixed(1)}" fill="#555"/>`,
  ).join('');
  return render(specks, 61, options);
}
