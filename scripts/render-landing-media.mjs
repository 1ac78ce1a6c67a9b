#!/usr/bin/env node
/**
 * Renders the landing page's hero background from nothing but SVG, so it carries no
 * third-party rights: web/public/public-objects/videos/hero.mp4 and hero-poster.jpg.
 * (The challenge examples next to it, images/challenge-*.svg, are drawn by hand.)
 *
 * Crayon doodles (a sun, a house, a rocket, a rainbow…) draw themselves stroke by stroke on the
 * night-blue page, rest, fade and make room for the next. They are dim on purpose: white
 * headline text sits on top. Each doodle's life is a function of the clip's phase, so the last
 * frame runs into the first without a jump; the page behind never moves, which keeps the file
 * small.
 *
 *   node scripts/render-landing-media.mjs        (needs /usr/bin/ffmpeg or ffmpeg on PATH)
 *
 * 16 s, 960×540 (stretched to cover, its softness suits a background), 24 fps, H.264 (yuv420p,
 * faststart), silent; well under 2 MB.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { encodeSvgVideo } from './lib/encode-svg-video.mjs';
import { VIDEO_DIR } from './lib/media-paths.mjs';
import { PALETTE as C } from './lib/palette.mjs';

const W = 960;
const H = 540;
const FPS = 24;
const SECONDS = 16;

const TAU = Math.PI * 2;
const clamp = (x) => Math.min(1, Math.max(0, x));
const ease = (x) => 1 - (1 - clamp(x)) ** 2;

/** A fixed pseudo-random sequence: the wobble of a child's hand, the same on every run. */
function wobbler(seed) {
  let s = seed;
  return (amount) => {
    s = (s * 16807) % 2147483647;
    return ((s / 2147483647) * 2 - 1) * amount;
  };
}

// Shapes as point lists in a doodle's own ~120 px box, centred on 0,0.
const ring = (cx, cy, r, { turns = 1.08, from = -Math.PI / 2, r1 = r, n = 40 } = {}) =>
  Array.from({ length: n + 1 }, (_, i) => {
    const a = from + (TAU * turns * i) / n;
    const rr = r + ((r1 - r) * i) / n;
    return [cx + rr * Math.cos(a), cy + rr * Math.sin(a)];
  });
const arc = (cx, cy, r, a0, a1, n = 24) =>
  Array.from({ length: n + 1 }, (_, i) => {
    const a = a0 + ((a1 - a0) * i) / n;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
const star = (r, inner) =>
  Array.from({ length: 11 }, (_, i) => {
    const a = -Math.PI / 2 + (Math.PI * i) / 5;
    const rr = i % 2 === 0 ? r : inner;
    return [rr * Math.cos(a), rr * Math.sin(a)];
  });

/** A stroke with corners (a roof, a star's points): drawn as straight crayon lines, not smoothed. */
const corners = (points) => Object.assign(points, { corners: true });

/** Each doodle: strokes of [colour, points], where it sits, and how big it is drawn. */
const DOODLES = [
  {
    x: 120,
    y: 110,
    scale: 1.1,
    strokes: [
      [C.sun, ring(0, 0, 6, { turns: 2.6, r1: 30, n: 70 })],
      ...Array.from({ length: 8 }, (_, i) => {
        const a = (TAU * i) / 8;
        return [
          C.sun,
          [
            [42 * Math.cos(a), 42 * Math.sin(a)],
            [60 * Math.cos(a), 60 * Math.sin(a)],
          ],
        ];
      }),
    ],
  },
  {
    x: 470,
    y: 420,
    scale: 1,
    strokes: [
      [
        C.coral,
        corners([
          [-50, 50],
          [-50, -10],
          [50, -10],
          [50, 50],
          [-50, 50],
        ]),
      ],
      [
        C.coral,
        corners([
          [-62, -4],
          [0, -58],
          [62, -4],
        ]),
      ],
      [
        C.sun,
        corners([
          [-10, 50],
          [-10, 14],
          [14, 14],
          [14, 50],
        ]),
      ],
    ],
  },
  { x: 840, y: 100, scale: 0.9, strokes: [[C.sun, corners(star(52, 22))]] },
  {
    x: 160,
    y: 420,
    scale: 1,
    strokes: [
      [
        C.leaf,
        [
          [0, 60],
          [4, 20],
          [-2, -10],
        ],
      ],
      [
        C.leaf,
        [
          [2, 34],
          [26, 18],
          [34, 30],
          [4, 40],
        ],
      ],
      ...[0, 1, 2, 3, 4].map((i) => {
        const a = -Math.PI / 2 + (TAU * i) / 5;
        return [C.coral, ring(-2 + 22 * Math.cos(a), -30 + 22 * Math.sin(a), 12, { turns: 1.05, n: 18 })];
      }),
      [C.sun, ring(-2, -30, 8, { n: 16 })],
    ],
  },
  {
    x: 560,
    y: 130,
    scale: 1.2,
    strokes: [
      [
        C.sky,
        [
          [-70, 30],
          [-52, 4],
          [-30, -20],
          [-8, -24],
          [0, -6],
          [-20, 12],
          [-30, 6],
          [-14, -14],
          [16, -30],
          [38, -22],
          [36, 2],
          [14, 20],
          [34, 22],
          [60, 10],
          [74, 24],
        ],
      ],
    ],
  },
  {
    x: 820,
    y: 400,
    scale: 1,
    strokes: [
      [
        C.violet,
        corners([
          [0, -70],
          [24, -30],
          [24, 36],
          [-24, 36],
          [-24, -30],
          [0, -70],
        ]),
      ],
      [C.sky, ring(0, -18, 10, { n: 18 })],
      [
        C.violet,
        corners([
          [-24, 16],
          [-44, 44],
          [-24, 36],
        ]),
      ],
      [
        C.violet,
        corners([
          [24, 16],
          [44, 44],
          [24, 36],
        ]),
      ],
      [
        C.coral,
        corners([
          [-12, 42],
          [-6, 66],
          [0, 48],
          [6, 70],
          [12, 42],
        ]),
      ],
    ],
  },
  {
    x: 330,
    y: 260,
    scale: 0.8,
    strokes: [
      [
        C.coral,
        [
          [0, 40],
          [-40, 0],
          [-46, -24],
          [-30, -42],
          [-10, -38],
          [0, -20],
          [10, -38],
          [30, -42],
          [46, -24],
          [40, 0],
          [0, 40],
        ],
      ],
    ],
  },
  {
    x: 690,
    y: 280,
    scale: 1,
    strokes: [
      [C.sky, arc(0, 40, 80, Math.PI, TAU)],
      [C.leaf, arc(0, 40, 64, Math.PI, TAU)],
      [C.sun, arc(0, 40, 48, Math.PI, TAU)],
    ],
  },
  {
    x: 300,
    y: 90,
    scale: 0.9,
    strokes: [
      [
        C.sky,
        [
          [-60, 20],
          [-64, 0],
          [-44, -10],
          [-34, -30],
          [-10, -34],
          [4, -20],
          [24, -34],
          [48, -24],
          [50, -6],
          [66, 4],
          [60, 20],
          [-60, 20],
        ],
      ],
    ],
  },
  {
    x: 480,
    y: 270,
    scale: 0.75,
    strokes: [
      [C.leaf, ring(0, -44, 16, { n: 24 })],
      [
        C.leaf,
        [
          [0, -28],
          [0, 22],
        ],
      ],
      [
        C.leaf,
        corners([
          [-30, -14],
          [0, -6],
          [32, -22],
        ]),
      ],
      [
        C.leaf,
        corners([
          [-22, 56],
          [0, 22],
          [24, 56],
        ]),
      ],
    ],
  },
  {
    x: 100,
    y: 270,
    scale: 0.85,
    strokes: [
      [
        C.violet,
        corners([
          [-50, 0],
          [-20, -26],
          [20, -26],
          [44, 0],
          [20, 26],
          [-20, 26],
          [-50, 0],
        ]),
      ],
      [
        C.violet,
        corners([
          [44, 0],
          [70, -22],
          [66, 0],
          [70, 22],
          [44, 0],
        ]),
      ],
      [C.sun, ring(-22, -6, 4, { n: 10 })],
    ],
  },
  {
    x: 880,
    y: 250,
    scale: 0.7,
    strokes: [[C.sun, ring(0, 0, 4, { turns: 3, r1: 40, n: 80 })]],
  },
];

const length = (points) => points.slice(1).reduce((sum, [x, y], i) => sum + Math.hypot(x - points[i][0], y - points[i][1]), 0);

/** A wobbly path through the points; curves are smoothed through their midpoints like a crayon line. */
function crayonPath(points, wobble) {
  const p = points.map(([x, y]) => [x + wobble(1.6), y + wobble(1.6)]);
  if (points.corners) return `M${p.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join(' L')}`;
  let d = `M${p[0][0].toFixed(1)} ${p[0][1].toFixed(1)}`;
  for (let i = 1; i < p.length - 1; i += 1) {
    const mx = (p[i][0] + p[i + 1][0]) / 2;
    const my = (p[i][1] + p[i + 1][1]) / 2;
    d += ` Q${p[i][0].toFixed(1)} ${p[i][1].toFixed(1)} ${mx.toFixed(1)} ${my.toFixed(1)}`;
  }
  const last = p[p.length - 1];
  return `${d} L${last[0].toFixed(1)} ${last[1].toFixed(1)}`;
}

// Precomputed once: the wobble must not change between frames.
const PREPARED = DOODLES.map((doodle, index) => {
  const wobble = wobbler(index * 7919 + 17);
  return {
    ...doodle,
    tilt: wobble(8),
    strokes: doodle.strokes.map(([colour, points]) => ({ colour, d: crayonPath(points, wobble), len: length(points) + 8 })),
  };
});

/**
 * One doodle's life over the loop: drawn (0–0.22), resting, fading (0.72–0.86), gone. Doodles
 * start at evenly spread phases, so about seven are on the page at any moment.
 */
function doodleSvg(doodle, index, phase) {
  const life = (phase + index / PREPARED.length) % 1;
  if (life > 0.86) return '';
  const opacity = 0.5 * clamp((0.86 - life) / 0.14);
  const drawn = life / 0.22;
  const share = 1 / doodle.strokes.length;
  const strokes = doodle.strokes
    .map(({ colour, d, len }, i) => {
      const p = ease((drawn - i * share) / share);
      if (p <= 0) return '';
      return `<path d="${d}" stroke="${colour}" stroke-dasharray="${len.toFixed(1)} ${len.toFixed(1)}" stroke-dashoffset="${(len * (1 - p)).toFixed(1)}"/>`;
    })
    .join('');
  return `<g transform="translate(${doodle.x} ${doodle.y}) rotate(${doodle.tilt.toFixed(1)}) scale(${doodle.scale})" opacity="${opacity.toFixed(3)}">${strokes}</g>`;
}

/** A few stars that breathe slowly, twice per loop. */
function twinkles(phase) {
  const spots = [
    [60, 40],
    [250, 190],
    [420, 60],
    [640, 40],
    [760, 180],
    [920, 320],
    [590, 480],
    [40, 500],
    [380, 500],
    [720, 510],
  ];
  return spots
    .map(([x, y], i) => {
      const glow = 0.5 + 0.5 * Math.sin(TAU * (2 * phase + i / spots.length));
      return `<circle cx="${x}" cy="${y}" r="${(1.6 + 1.4 * glow).toFixed(2)}" fill="#eef1ff" opacity="${(0.15 + 0.35 * glow).toFixed(3)}"/>`;
    })
    .join('');
}

function frameSvg(phase) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs>
      <radialGradient id="night" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${C.surface}"/><stop offset="0.6" stop-color="${C.bg}"/><stop offset="1" stop-color="${C.deep}"/></radialGradient>
      <radialGradient id="violet-glow"><stop offset="0" stop-color="${C.violet}" stop-opacity="0.12"/><stop offset="1" stop-color="${C.violet}" stop-opacity="0"/></radialGradient>
      <radialGradient id="sky-glow"><stop offset="0" stop-color="${C.sky}" stop-opacity="0.08"/><stop offset="1" stop-color="${C.sky}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#night)"/>
    <circle cx="${W - 120}" cy="70" r="260" fill="url(#violet-glow)"/>
    <circle cx="90" cy="${H - 50}" r="280" fill="url(#sky-glow)"/>
    ${twinkles(phase)}
    <g fill="none" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">
      ${PREPARED.map((doodle, i) => doodleSvg(doodle, i, phase)).join('')}
    </g>
  </svg>`;
}

async function main() {
  const total = SECONDS * FPS;
  const video = join(VIDEO_DIR, 'hero.mp4');
  const kib = await encodeSvgVideo({ frames: total, svgAt: (i) => frameSvg(i / total), fps: FPS, crf: 26, out: video });
  if (kib > 2048) throw new Error(`hero.mp4 is ${kib} KiB, over the 2 MB budget`);
  // The poster is the first frame, so the video starts exactly where the still image was.
  const poster = join(VIDEO_DIR, 'hero-poster.jpg');
  await sharp(Buffer.from(frameSvg(0)))
    .jpeg({ quality: 70, mozjpeg: true })
    .toFile(poster);
  console.log(`hero.mp4: ${kib} KiB, ${SECONDS} s; hero-poster.jpg written`);
}

await main();
