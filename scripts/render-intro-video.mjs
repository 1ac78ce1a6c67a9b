#!/usr/bin/env node
/**
 * Renders the plan page's intro clip, "How Kritzel works" (web/public/public-objects/videos/intro.mp4
 * and its poster), from nothing but SVG: each frame is drawn with sharp and ffmpeg encodes them.
 * Our own artwork in Kritzel's palette, so the clip carries no third-party rights.
 *
 *   node scripts/render-intro-video.mjs        (needs /usr/bin/ffmpeg or ffmpeg on PATH)
 *
 * 20 s, 1280×720, 25 fps, H.264 (yuv420p, faststart), silent; well under 2 MB.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { encodeSvgVideo } from './lib/encode-svg-video.mjs';
import { VIDEO_DIR } from './lib/media-paths.mjs';
import { PALETTE as C } from './lib/palette.mjs';

const W = 1280;
const H = 720;
const FPS = 25;
const SCENE_SECONDS = 4;

const FONT = "'DejaVu Sans', 'Liberation Sans', sans-serif";

/** Each step: its words, its colour and a doodle drawn stroke by stroke (paths in a 360×360 box). */
const STEPS = [
  {
    title: 'Draw together',
    text: ['Pick this week’s challenge', 'and draw side by side.'],
    color: C.coral,
    doodle: [
      'M60 300 L60 170 L180 80 L300 170 L300 300 Z', // a house
      'M150 300 L150 220 L210 220 L210 300',
      'M245 55 m-28 0 a28 28 0 1 0 56 0 a28 28 0 1 0 -56 0', // the sun
      'M20 320 C90 300 160 335 230 315 S330 305 345 320', // the ground
    ],
  },
  {
    title: 'Take a photo',
    text: ['Snap the drawing in daylight,', 'the whole page in frame.'],
    color: C.sky,
    doodle: [
      'M40 110 L320 110 L320 300 L40 300 Z',
      'M120 110 L140 70 L220 70 L240 110',
      'M180 205 m-55 0 a55 55 0 1 0 110 0 a55 55 0 1 0 -110 0',
      'M180 205 m-25 0 a25 25 0 1 0 50 0 a25 25 0 1 0 -50 0',
    ],
  },
  {
    title: 'Read the feedback',
    text: ['Warm, specific notes on', 'what your child did well.'],
    color: C.sun,
    doodle: [
      'M40 60 L320 60 Q340 60 340 80 L340 230 Q340 250 320 250 L140 250 L80 310 L95 250 L60 250 Q40 250 40 230 Z',
      'M80 110 L300 110',
      'M80 150 L270 150',
      'M80 190 L220 190',
    ],
  },
  {
    title: 'Watch the progress',
    text: ['Week by week, checkpoints', 'show how far you have come.'],
    color: C.leaf,
    doodle: ['M40 320 L40 40', 'M40 320 L340 320', 'M60 280 C110 270 130 230 170 220 S240 170 270 130 S320 70 335 60', 'M300 60 L335 60 L330 95'],
  },
];

const clamp = (x) => Math.min(1, Math.max(0, x));
const ease = (x) => 1 - (1 - clamp(x)) ** 3;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A path revealed like a crayon stroke: dash offset shrinks as `p` goes 0 → 1. */
function stroke(d, color, p, width = 12) {
  const len = 1400;
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="${len}" stroke-dashoffset="${len * (1 - ease(p))}" opacity="0.95"/>`;
}

function titleScene(t) {
  const fade = clamp(t / 0.6) * clamp((SCENE_SECONDS - t) / 0.4);
  const underline = stroke(`M${W / 2 - 300} 420 C${W / 2 - 150} 395 ${W / 2 + 60} 445 ${W / 2 + 300} 410`, C.coral, (t - 0.6) / 1.4, 14);
  const dots = [C.coral, C.sun, C.sky, C.leaf]
    .map((c, i) => `<circle cx="${W / 2 - 90 + i * 60}" cy="520" r="${16 * ease((t - 1.6 - i * 0.25) / 0.4)}" fill="${c}"/>`)
    .join('');
  return `<g opacity="${fade}">
    <text x="${W / 2}" y="250" text-anchor="middle" font-family="${FONT}" font-size="44" fill="${C.muted}">Kritzel</text>
    <text x="${W / 2}" y="370" text-anchor="middle" font-family="${FONT}" font-size="84" font-weight="bold" fill="${C.text}">How Kritzel works</text>
    ${underline}${dots}
  </g>`;
}

function stepScene(step, index, t) {
  const fade = clamp(t / 0.4) * clamp((SCENE_SECONDS - t) / 0.35);
  const rise = 30 * (1 - ease(t / 0.6));
  const doodle = step.doodle.map((d, i) => stroke(d, step.color, (t - 0.3 - i * 0.55) / 0.9)).join('');
  const progress = STEPS.map(
    (s, i) => `<rect x="${W / 2 - 170 + i * 90}" y="640" width="70" height="10" rx="5" fill="${i <= index ? s.color : C.border}"/>`,
  ).join('');
  return `<g opacity="${fade}">
    <g transform="translate(0 ${rise})">
      <circle cx="190" cy="270" r="62" fill="${step.color}"/>
      <text x="190" y="296" text-anchor="middle" font-family="${FONT}" font-size="72" font-weight="bold" fill="${C.bg}">${index + 1}</text>
      <text x="110" y="420" font-family="${FONT}" font-size="54" font-weight="bold" fill="${C.text}">${esc(step.title)}</text>
      <text x="110" y="480" font-family="${FONT}" font-size="30" fill="${C.muted}">${step.text.map((line, i) => `<tspan x="110" dy="${i === 0 ? 0 : 42}">${esc(line)}</tspan>`).join('')}</text>
    </g>
    <rect x="800" y="150" width="400" height="400" rx="28" fill="${C.surface}" stroke="${C.border}" stroke-width="3"/>
    <g transform="translate(820 170)">${doodle}</g>
    ${progress}
  </g>`;
}

function frameSvg(seconds) {
  const scene = Math.floor(seconds / SCENE_SECONDS);
  const t = seconds - scene * SCENE_SECONDS;
  const body = scene === 0 ? titleScene(t) : stepScene(STEPS[scene - 1], scene - 1, t);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <rect width="${W}" height="${H}" fill="${C.bg}"/>
    <circle cx="${W - 80}" cy="70" r="160" fill="${C.violet}" opacity="0.12"/>
    <circle cx="60" cy="${H - 40}" r="200" fill="${C.sky}" opacity="0.08"/>
    ${body}
  </svg>`;
}

async function main() {
  const total = SCENE_SECONDS * (STEPS.length + 1) * FPS;
  const video = join(VIDEO_DIR, 'intro.mp4');
  const kib = await encodeSvgVideo({ frames: total, svgAt: (i) => frameSvg(i / FPS), fps: FPS, crf: 28, out: video });
  // The poster is the title card once its underline is drawn.
  await sharp(Buffer.from(frameSvg(3)))
    .jpeg({ quality: 80 })
    .toFile(join(VIDEO_DIR, 'intro-poster.jpg'));
  console.log(`intro.mp4: ${kib} KiB, ${total / FPS} s`);
}

await main();
