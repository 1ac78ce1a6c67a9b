#!/usr/bin/env node
/**
 * Renders the shop's card media from nothing but SVG, so they carry no third-party rights:
 * - web/public/public-objects/videos/new-bg-video.mp4 (+ new-bg-video-poster.jpg): a child's
 *   crayon drawing gently coming alive inside a digital frame (the Animated Digital Frame card,
 *   later also the landing page). Every motion is periodic in the clip's length, so it loops
 *   without a jump.
 * - web/public/public-objects/images/tshirt-card.svg: the same drawing printed on a t-shirt
 *   (the Custom Art T-Shirt card).
 *
 *   node scripts/render-shop-media.mjs        (needs /usr/bin/ffmpeg or ffmpeg on PATH)
 *
 * 6 s, 960×540, 24 fps, H.264 (yuv420p, faststart), silent; a few hundred KiB.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { encodeSvgVideo } from './lib/encode-svg-video.mjs';
import { repoPath, VIDEO_DIR } from './lib/media-paths.mjs';
import { CRAYON, PALETTE as C, PAPER } from './lib/palette.mjs';

const imageDir = repoPath('web/public/public-objects/images');
const W = 960;
const H = 540;
const FPS = 24;
const SECONDS = 6;

const TAU = Math.PI * 2;
/** A phase 0 → 1 over the whole clip, so every wave closes the loop. */
const wave = (phase, turns = 1, offset = 0) => Math.sin(TAU * (phase * turns + offset));

const line = (d, colour, width = 6) => `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** The child's drawing on a 400×300 sheet; `phase` (0–1) moves the sun, cloud, arm and flower. */
function drawing(phase) {
  const rays = Array.from({ length: 9 }, (_, i) => {
    const a = (TAU * i) / 9 + (TAU * phase) / 3;
    const r0 = 34;
    const r1 = 50 + 4 * wave(phase, 3, i / 9);
    return line(`M${330 + r0 * Math.cos(a)} ${62 + r0 * Math.sin(a)} L${330 + r1 * Math.cos(a)} ${62 + r1 * Math.sin(a)}`, CRAYON.yellow, 6);
  }).join('');
  const cloudX = 40 + 260 * phase;
  const cloud = (x) =>
    `<g transform="translate(${x} 50)">${line('M0 20 C-4 4 16 -4 24 6 C30 -8 52 -6 54 8 C68 6 72 26 56 28 L4 28 C-8 28 -8 20 0 20 Z', CRAYON.blue, 5)}</g>`;
  const arm = 18 * wave(phase, 2);
  const sway = 6 * wave(phase, 1, 0.25);
  const hop = Math.max(0, wave(phase, 2, 0.1)) * 6;
  return `
    <rect width="400" height="300" fill="${PAPER}"/>
    ${cloud(cloudX - 300)}${cloud(cloudX)}
    <circle cx="330" cy="62" r="28" fill="${CRAYON.yellow}" opacity="0.9"/>${rays}
    ${line('M10 262 C80 250 150 270 220 258 S340 250 392 262', CRAYON.green, 7)}
    ${line('M60 258 L60 170 L120 118 L180 170 L180 258 Z', CRAYON.red, 6)}
    ${line('M102 258 L102 210 L136 210 L136 258', CRAYON.brown, 5)}
    ${line('M70 180 L96 180 L96 202 L70 202 Z', CRAYON.blue, 4)}
    <g transform="translate(0 ${-hop})">
      <circle cx="268" cy="160" r="20" fill="none" stroke="${CRAYON.black}" stroke-width="5"/>
      <circle cx="261" cy="156" r="3" fill="${CRAYON.black}"/><circle cx="275" cy="156" r="3" fill="${CRAYON.black}"/>
      ${line('M260 167 Q268 174 276 167', CRAYON.red, 3)}
      ${line('M256 182 L246 236 L290 236 L280 182 Z', CRAYON.pink, 5)}
      ${line('M258 190 L236 208', CRAYON.black, 5)}
      ${line(`M278 190 L${300 + arm * 0.4} ${170 - arm}`, CRAYON.black, 5)}
      ${line('M260 236 L256 258 M276 236 L280 258', CRAYON.black, 5)}
    </g>
    <g transform="rotate(${sway} 350 258)">
      ${line('M350 258 L350 206', CRAYON.green, 5)}
      ${[0, 72, 144, 216, 288].map((a) => `<circle cx="${350 + 11 * Math.cos((a * Math.PI) / 180)}" cy="${200 + 11 * Math.sin((a * Math.PI) / 180)}" r="8" fill="${CRAYON.pink}"/>`).join('')}
      <circle cx="350" cy="200" r="6" fill="${CRAYON.yellow}"/>
    </g>`;
}

/** Little stars around the frame, twinkling in turn. */
function sparkles(phase) {
  const spots = [
    [150, 110],
    [820, 90],
    [790, 420],
    [170, 440],
    [110, 280],
    [860, 260],
  ];
  return spots
    .map(([x, y], i) => {
      const s = 0.5 + 0.5 * wave(phase, 2, i / spots.length);
      const colour = [C.sun, C.sky, C.coral, C.leaf, C.violet, C.sun][i];
      return `<path transform="translate(${x} ${y}) scale(${0.6 + 0.6 * s})" d="M0 -14 L4 -4 L14 0 L4 4 L0 14 L-4 4 L-14 0 L-4 -4 Z" fill="${colour}" opacity="${0.35 + 0.6 * s}"/>`;
    })
    .join('');
}

function frameSvg(phase) {
  // The screen (400×300 drawing scaled 1.1) sits in a bezel on a stand, centred in the clip.
  const sx = W / 2 - 220;
  const sy = 96;
  const shimmerX = -300 + 1000 * phase;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs>
      <radialGradient id="glow" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="#27305a"/><stop offset="1" stop-color="${C.bg}"/></radialGradient>
      <linearGradient id="shine" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
      <clipPath id="screen"><rect x="${sx}" y="${sy}" width="440" height="330" rx="6"/></clipPath>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#glow)"/>
    <circle cx="${W - 90}" cy="60" r="170" fill="${C.violet}" opacity="0.14"/>
    <circle cx="70" cy="${H - 30}" r="190" fill="${C.coral}" opacity="0.1"/>
    ${sparkles(phase)}
    <path d="M${W / 2 - 30} ${sy + 348} L${W / 2 - 70} ${sy + 410} L${W / 2 + 70} ${sy + 410} L${W / 2 + 30} ${sy + 348} Z" fill="#2a2f45"/>
    <rect x="${sx - 22}" y="${sy - 22}" width="484" height="374" rx="22" fill="#1b2033" stroke="#3a4270" stroke-width="4"/>
    <g clip-path="url(#screen)">
      <g transform="translate(${sx} ${sy}) scale(1.1)">${drawing(phase)}</g>
      <rect x="${sx + shimmerX}" y="${sy - 40}" width="120" height="420" fill="url(#shine)" transform="rotate(18 ${sx + shimmerX + 60} ${sy + 165})"/>
    </g>
    <circle cx="${W / 2}" cy="${sy + 338}" r="3" fill="${C.leaf}"/>
  </svg>`;
}

/** The card image: the same drawing on a t-shirt, a second shirt peeking in black. */
function tshirtCardSvg() {
  const shirt = (fill, stroke) =>
    `<path d="M150 40 L100 60 L30 110 L62 170 L108 146 L108 380 L292 380 L292 146 L338 170 L370 110 L300 60 L250 40 C240 66 160 66 150 40 Z" fill="${fill}" stroke="${stroke}" stroke-width="4" stroke-linejoin="round"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <radialGradient id="glow" cx="50%" cy="40%" r="65%"><stop offset="0" stop-color="#27305a"/><stop offset="1" stop-color="${C.bg}"/></radialGradient>
    <clipPath id="print"><rect width="400" height="300" rx="10"/></clipPath>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <circle cx="110" cy="80" r="160" fill="${C.sky}" opacity="0.12"/>
  <circle cx="${W - 60}" cy="${H - 40}" r="200" fill="${C.sun}" opacity="0.08"/>
  <g transform="translate(560 120) rotate(8) scale(0.9)">${shirt('#1d1d22', '#4b4f66')}
    <g transform="translate(132 150) scale(0.34)" clip-path="url(#print)">${drawing(0.15)}</g></g>
  <g transform="translate(250 60) rotate(-4) scale(1.08)">${shirt('#f7f7f2', '#c9ccd8')}
    <g transform="translate(124 140) scale(0.38)" clip-path="url(#print)">${drawing(0.15)}</g></g>
  ${sparkles(0.1)}
</svg>
`;
}

async function main() {
  const total = SECONDS * FPS;
  const video = join(VIDEO_DIR, 'new-bg-video.mp4');
  const kib = await encodeSvgVideo({ frames: total, svgAt: (i) => frameSvg(i / total), fps: FPS, crf: 27, out: video });
  if (kib > 2048) throw new Error(`new-bg-video.mp4 is ${kib} KiB, over the 2 MB budget`);
  await sharp(Buffer.from(frameSvg(0)))
    .jpeg({ quality: 70, mozjpeg: true })
    .toFile(join(VIDEO_DIR, 'new-bg-video-poster.jpg'));
  mkdirSync(imageDir, { recursive: true });
  writeFileSync(join(imageDir, 'tshirt-card.svg'), tshirtCardSvg());
  console.log(`new-bg-video.mp4: ${kib} KiB, ${SECONDS} s; tshirt-card.svg written`);
}

await main();
