/**
 * Photos that are not drawings, made programmatically, for the "not a drawing" check and the
 * API tests that refuse them: a blank sheet (scanned and photographed on a table), a stand-in
 * for a photo of a person or a room (continuous tone everywhere), and a screenshot (flat UI,
 * rows of small text). Seeded, so every call returns the same bytes.
 */
import sharp from 'sharp';
import { seededRandom } from './drawings.ts';

type Rgb = [number, number, number];

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** Raw RGB pixels → JPEG, as a phone would send them. */
const jpeg = (data: Uint8Array, width: number, height: number, quality = 88) =>
  sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();

/**
 * An empty sheet filling the frame: warm paper, brighter towards the window, a soft shadow
 * in one corner, a faint fold across the middle and sensor noise.
 */
export function blankSheet(width = 1600, height = 1200, seed = 31): Promise<Buffer> {
  const random = seededRandom(seed);
  const paper: Rgb = [244, 240, 229];
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const light = 1 - 0.12 * (x / width) - 0.06 * (y / height);
      const shadow = 1 - 0.1 * Math.max(0, 1 - Math.hypot(x - width, y - height) / (0.45 * width));
      const fold = Math.abs(y - height * 0.5 - (x - width / 2) * 0.03) < 2 ? 0.975 : 1;
      for (let c = 0; c < 3; c++) data[3 * (y * width + x) + c] = clamp(paper[c]! * light * shadow * fold + (random() - 0.5) * 10);
    }
  }
  return jpeg(data, width, height);
}

/** An empty sheet lying tilted on a wooden table, unevenly lit, with sensor noise. */
export async function blankSheetOnTable(width = 2000, height = 1500, seed = 37): Promise<Buffer> {
  const sheet = { width: width * 0.7, height: width * 0.7 * (210 / 297) };
  const [px, py] = [(width - sheet.width) / 2, (height - sheet.height) / 2];
  const grain = Array.from({ length: 40 }, (_, i) => {
    const y = (i / 40) * height;
    return `<rect x="0" y="${y.toFixed(0)}" width="${width}" height="${(height / 80).toFixed(0)}" fill="#5a4132" opacity="0.35"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="#7a5b45"/>${grain}
    <g transform="rotate(-3 ${width / 2} ${height / 2})">
      <rect x="${px + 12}" y="${py + 14}" width="${sheet.width}" height="${sheet.height}" fill="#000" opacity="0.25"/>
      <rect x="${px}" y="${py}" width="${sheet.width}" height="${sheet.height}" fill="#f6f4ee"/>
    </g>
    <rect width="100%" height="100%" fill="url(#light)"/></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const random = seededRandom(seed);
  for (let i = 0; i < data.length; i++) data[i] = clamp(data[i]! + (random() - 0.5) * 12);
  return jpeg(data, info.width, info.height);
}

/**
 * Stands in for a photo of a person or a room: smooth colour fields (skin, a wall, a sofa)
 * blending into one another, fine texture on top (hair, fabric), soft shading and sensor
 * noise — continuous tone everywhere, no flat paper.
 */
export function continuousTonePhoto(width = 1600, height = 1200, seed = 41): Promise<Buffer> {
  const random = seededRandom(seed);
  const palette: Rgb[] = [
    [214, 170, 140],
    [120, 86, 62],
    [182, 196, 205],
    [92, 110, 72],
    [200, 188, 160],
    [60, 52, 58],
    [150, 60, 50],
  ];
  const blobs = Array.from({ length: 9 }, () => ({
    x: random() * width,
    y: random() * height,
    r: (0.2 + random() * 0.35) * width,
    colour: palette[Math.floor(random() * palette.length)]!,
  }));
  const octaves = [64, 16, 4].map((cell) => valueNoise(Math.ceil(width / cell) + 2, Math.ceil(height / cell) + 2, cell, random));
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const mix: Rgb = [0, 0, 0];
      let total = 0;
      for (const blob of blobs) {
        const weight = Math.exp(-((x - blob.x) ** 2 + (y - blob.y) ** 2) / (2 * blob.r * blob.r)) + 1e-6;
        for (let c = 0; c < 3; c++) mix[c]! += weight * blob.colour[c]!;
        total += weight;
      }
      const shade = 0.75 + 0.35 * octaves[0]!(x, y) + 0.15 * (octaves[1]!(x, y) - 0.5);
      const texture = 28 * (octaves[2]!(x, y) - 0.5);
      for (let c = 0; c < 3; c++) data[3 * (y * width + x) + c] = clamp((mix[c]! / total) * shade + texture + (random() - 0.5) * 8);
    }
  }
  return jpeg(data, width, height);
}

/** Smoothly interpolated random values on a grid of `cell` px: one octave of texture, 0…1. */
function valueNoise(columns: number, rows: number, cell: number, random: () => number): (x: number, y: number) => number {
  const grid = Float32Array.from({ length: columns * rows }, () => random());
  const smooth = (t: number) => t * t * (3 - 2 * t);
  return (x, y) => {
    const [gx, gy] = [x / cell, y / cell];
    const [x0, y0] = [Math.floor(gx), Math.floor(gy)];
    const [tx, ty] = [smooth(gx - x0), smooth(gy - y0)];
    const at = (i: number, j: number) => grid[j * columns + i]!;
    const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * tx;
    const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * tx;
    return top + (bottom - top) * ty;
  };
}

/** A web app's screenshot: a coloured top bar, a sidebar, buttons, a table and rows of small text. */
export function screenshot(width = 1280, height = 800, seed = 43): Promise<Buffer> {
  const random = seededRandom(seed);
  const words = ['Settings', 'Account', 'Orders', 'Invoice', 'Delivered', 'Pending', 'Total', 'Customer', 'Shipping', 'Profile', 'Search', 'Export'];
  const word = () => words[Math.floor(random() * words.length)]!;
  const text = (x: number, y: number, size: number, fill: string, content: string, weight = 400) =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${content}</text>`;
  const parts = [
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<rect width="${width}" height="56" fill="#1a73e8"/>`,
    text(24, 36, 20, '#ffffff', 'Dashboard', 700),
    `<rect x="${width - 260}" y="12" width="220" height="32" rx="4" fill="#ffffff"/>`,
    text(width - 248, 34, 14, '#5f6368', 'Search…'),
    `<rect y="56" width="220" height="${height - 56}" fill="#f1f3f4"/>`,
    ...Array.from({ length: 12 }, (_, i) => text(24, 96 + i * 36, 15, i === 2 ? '#1a73e8' : '#202124', word(), i === 2 ? 700 : 400)),
    text(252, 100, 24, '#202124', 'Recent orders', 700),
    ...['#1a73e8', '#34a853', '#ea4335'].map(
      (fill, i) => `<rect x="${252 + i * 130}" y="120" width="116" height="36" rx="4" fill="${fill}"/>${text(268 + i * 130, 144, 14, '#ffffff', word(), 700)}`,
    ),
  ];
  const [tableX, tableY, rowHeight, columns] = [252, 180, 34, [0, 180, 360, 540, 720, 900]];
  for (let row = 0; row < 17; row++) {
    const y = tableY + row * rowHeight;
    if (row % 2 === 1) parts.push(`<rect x="${tableX}" y="${y}" width="${width - tableX - 32}" height="${rowHeight}" fill="#f8f9fa"/>`);
    parts.push(`<rect x="${tableX}" y="${y + rowHeight - 1}" width="${width - tableX - 32}" height="1" fill="#dadce0"/>`);
    for (const column of columns) {
      const content = row === 0 ? word().toUpperCase() : random() < 0.5 ? word() : `${Math.floor(random() * 9000 + 1000)}.${Math.floor(random() * 90 + 10)}`;
      parts.push(text(tableX + 12 + column, y + 22, row === 0 ? 12 : 14, row === 0 ? '#5f6368' : '#202124', content, row === 0 ? 700 : 400));
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
