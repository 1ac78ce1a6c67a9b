#!/usr/bin/env node
/**
 * Renders web/public/og-image.png (1200×630), the picture a link to Kritzel shows in chats and
 * social posts, from an SVG written here, so it carries no third-party rights; and
 * web/public/apple-touch-icon.png (180×180), the home-screen icon iOS takes (it ignores SVG icons).
 *
 *   node scripts/render-og-image.mjs
 *
 * The text uses DejaVu Sans: librsvg (inside sharp) only reads installed fonts, and the bundled
 * Nunito is WOFF2, which it cannot read. DejaVu is on every Debian machine, so re-rendering gives
 * the same picture. The brand name comes from contracts/brand.ts, like everywhere else.
 */
import { readFileSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { repoPath } from './lib/media-paths.mjs';
import { CRAYON, PALETTE as C, PAPER } from './lib/palette.mjs';

const out = repoPath('web/public/og-image.png');
const touchIconOut = repoPath('web/public/apple-touch-icon.png');
const W = 1200;
const H = 630;

// The brand file is TypeScript; its two strings are read rather than imported, so plain node runs this.
const brandSource = readFileSync(repoPath('contracts/brand.ts'), 'utf8');
const brandField = (field) => {
  const match = brandSource.match(new RegExp(`${field}:\\s*'([^']+)'`));
  if (!match) throw new Error(`contracts/brand.ts has no ${field}`);
  return match[1];
};
const BRAND = { name: brandField('name'), tagline: brandField('tagline') };

const FONT = 'font-family="DejaVu Sans, sans-serif"';

const stroke = (d, colour, width = 6) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Splits a short sentence at the space nearest its middle, for a two-line headline. */
function twoLines(sentence) {
  const spaces = [...sentence.matchAll(/ /g)].map((m) => m.index);
  if (spaces.length === 0) return [sentence];
  const middle = sentence.length / 2;
  const cut = spaces.reduce((best, at) => (Math.abs(at - middle) < Math.abs(best - middle) ? at : best));
  return [sentence.slice(0, cut), sentence.slice(cut + 1)];
}

/** The mark from web/favicon.svg: a child's first scribble with a sunflower sun. */
function scribbleMark(x, y, size) {
  const s = size / 64;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    ${stroke('M10 42c4-14 13-26 22-24 8 2-3 15-9 19-6 3-4-7 3-11 9-5 18-6 20 0 2 8-9 13-13 17 7-2 15-4 20 2', C.coral, 5)}
    <circle cx="49" cy="15" r="6" fill="${C.sun}"/>
  </g>`;
}

/** A child's drawing (house, sun, a smiling figure, a flower) on a 400×300 sheet. */
function drawing() {
  const rays = Array.from({ length: 9 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 9;
    return stroke(`M${330 + 34 * Math.cos(a)} ${62 + 34 * Math.sin(a)} L${330 + 50 * Math.cos(a)} ${62 + 50 * Math.sin(a)}`, CRAYON.yellow, 6);
  }).join('');
  const petals = [0, 72, 144, 216, 288]
    .map((deg) => `<circle cx="${350 + 11 * Math.cos((deg * Math.PI) / 180)}" cy="${200 + 11 * Math.sin((deg * Math.PI) / 180)}" r="8" fill="${CRAYON.pink}"/>`)
    .join('');
  return `
    <rect width="400" height="300" fill="${PAPER}"/>
    <g transform="translate(60 50)">${stroke('M0 20 C-4 4 16 -4 24 6 C30 -8 52 -6 54 8 C68 6 72 26 56 28 L4 28 C-8 28 -8 20 0 20 Z', CRAYON.blue, 5)}</g>
    <circle cx="330" cy="62" r="28" fill="${CRAYON.yellow}" opacity="0.9"/>${rays}
    ${stroke('M10 262 C80 250 150 270 220 258 S340 250 392 262', CRAYON.green, 7)}
    ${stroke('M60 258 L60 170 L120 118 L180 170 L180 258 Z', CRAYON.red, 6)}
    ${stroke('M102 258 L102 210 L136 210 L136 258', CRAYON.brown, 5)}
    ${stroke('M70 180 L96 180 L96 202 L70 202 Z', CRAYON.blue, 4)}
    <circle cx="268" cy="160" r="20" fill="none" stroke="${CRAYON.black}" stroke-width="5"/>
    <circle cx="261" cy="156" r="3" fill="${CRAYON.black}"/><circle cx="275" cy="156" r="3" fill="${CRAYON.black}"/>
    ${stroke('M260 167 Q268 174 276 167', CRAYON.red, 3)}
    ${stroke('M256 182 L246 236 L290 236 L280 182 Z', CRAYON.pink, 5)}
    ${stroke('M258 190 L236 208 M278 190 L306 164', CRAYON.black, 5)}
    ${stroke('M260 236 L256 258 M276 236 L280 258', CRAYON.black, 5)}
    ${stroke('M350 258 L350 206', CRAYON.green, 5)}${petals}
    <circle cx="350" cy="200" r="6" fill="${CRAYON.yellow}"/>`;
}

/** Four-pointed sparkles that say "celebration" in sunflower and sky. */
function sparkle(x, y, r, colour) {
  return `<path d="M${x} ${y - r} Q${x + r * 0.18} ${y - r * 0.18} ${x + r} ${y} Q${x + r * 0.18} ${y + r * 0.18} ${x} ${y + r} Q${x - r * 0.18} ${y + r * 0.18} ${x - r} ${y} Q${x - r * 0.18} ${y - r * 0.18} ${x} ${y - r} Z" fill="${colour}"/>`;
}

function ogSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <radialGradient id="glow" cx="78%" cy="45%" r="55%">
      <stop offset="0" stop-color="${C.surface2}"/>
      <stop offset="1" stop-color="${C.bg}"/>
    </radialGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feDropShadow dx="0" dy="18" stdDeviation="18" flood-color="#000" flood-opacity="0.5"/>
    </filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  ${stroke('M-20 600 C180 560 320 640 520 596 S860 560 1220 610', C.border, 10)}

  ${scribbleMark(72, 70, 96)}
  <text x="182" y="146" ${FONT} font-weight="bold" font-size="64" fill="${C.text}">${escapeXml(BRAND.name)}</text>

  <text ${FONT} font-weight="bold" font-size="50" fill="${C.text}">
    ${twoLines(BRAND.tagline)
      .map((line, i) => `<tspan x="76" y="${272 + 64 * i}">${escapeXml(line)}</tspan>`)
      .join('')}
  </text>
  ${stroke('M80 362c70-9 140-11 214-6 60 4 120 2 196-8M96 376c96-8 204-8 360-3', C.sun, 6)}

  <text ${FONT} font-size="28" fill="${C.muted}">
    <tspan x="76" y="446">Weekly drawing challenges for ages 3–10,</tspan>
    <tspan x="76" y="486">warm feedback and a 26-week plan.</tspan>
  </text>
  <rect x="76" y="524" width="286" height="56" rx="28" fill="${C.coral}"/>
  <text x="219" y="561" ${FONT} font-weight="bold" font-size="24" fill="${C.bg}" text-anchor="middle">Try a free analysis</text>

  <g transform="translate(700 150) rotate(-4 220 165)" filter="url(#shadow)">
    <rect x="-20" y="-20" width="440" height="340" rx="18" fill="${C.surface}"/>
    ${drawing()}
    ${stroke('M-14 -12 C120 -20 280 -8 414 -14 M414 -14 C422 100 408 220 416 314 M416 314 C280 322 120 308 -14 316 M-14 316 C-22 200 -8 90 -14 -12', C.coral, 5)}
  </g>
  ${sparkle(672, 128, 18, C.sun)}${sparkle(1146, 120, 14, C.sky)}${sparkle(1138, 520, 20, C.sun)}${sparkle(690, 520, 12, C.leaf)}
</svg>`;
}

/** iOS rounds the corners itself and shows transparency as black, so the square is filled. */
function touchIconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180">
  <rect width="180" height="180" fill="${C.bg}"/>
  ${scribbleMark(26, 26, 128)}
</svg>`;
}

await sharp(Buffer.from(touchIconSvg())).png({ compressionLevel: 9 }).toFile(touchIconOut);
console.log(`wrote ${touchIconOut}`);
await sharp(Buffer.from(ogSvg())).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(out);
const { width, height } = await sharp(out).metadata();
console.log(`wrote ${out} (${width}×${height}, ${Math.round(statSync(out).size / 1024)} KiB)`);
