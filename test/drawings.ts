/**
 * Children's drawings made programmatically, for the analyser's tests and the benchmark.
 * Each is an SVG on a 1400×1000 "sheet" rendered by sharp (librsvg). Lines wobble like crayon,
 * from a seeded PRNG, so every call returns the same bytes.
 */
import sharp from 'sharp';

const SHEET = { width: 1400, height: 1000 };
const PAPER = '#fdfcf7';
export const CRAYON = {
  black: '#222222',
  red: '#d62828',
  blue: '#3a86ff',
  green: '#2a9d4f',
  yellow: '#ffbe0b',
  brown: '#8d4a2f',
  pink: '#ff70a6',
} as const;

type Point = [number, number];

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A hand-drawn line through the points: every ~18 px the crayon drifts a little sideways. */
function crayon(points: Point[], colour: string, width: number, random: () => number, closed = false): string {
  const path: Point[] = [];
  const loop = closed ? [...points, points[0]!] : points;
  for (let i = 0; i < loop.length - 1; i++) {
    const [x0, y0] = loop[i]!;
    const [x1, y1] = loop[i + 1]!;
    const steps = Math.max(1, Math.round(Math.hypot(x1 - x0, y1 - y0) / 18));
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const jitter = i === 0 && s === 0 ? 0 : (random() - 0.5) * 3;
      path.push([x0 + (x1 - x0) * t + jitter, y0 + (y1 - y0) * t + jitter]);
    }
  }
  path.push(closed ? path[0]! : loop[loop.length - 1]!);
  const d = path.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

const ring = (cx: number, cy: number, rx: number, ry = rx, n = 48): Point[] =>
  Array.from({ length: n }, (_, i) => [cx + rx * Math.cos((2 * Math.PI * i) / n), cy + ry * Math.sin((2 * Math.PI * i) / n)] as Point);
const dot = (cx: number, cy: number, r: number, colour: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>`;

/** A filled shape: the colour inside, the crayon's outline around it (how children colour in). */
function filled(points: Point[], fill: string, outline: string, width: number, random: () => number): string {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
  return `<path d="${d} Z" fill="${fill}"/>` + crayon(points, outline, width, random, true);
}

/** A person as a 5-to-6-year-old draws one: round head with a face, body, arms, legs. */
function person(x: number, top: number, size: number, colour: string, random: () => number, colouredIn = false): string {
  const s = size / 600;
  const head = 90 * s;
  const neck = top + 2 * head;
  const hip = neck + 280 * s;
  return [
    crayon(ring(x, top + head, head), CRAYON.black, 7 * s + 2, random, true),
    dot(x - 32 * s, top + head - 15 * s, 10 * s + 1, CRAYON.black),
    dot(x + 32 * s, top + head - 15 * s, 10 * s + 1, CRAYON.black),
    crayon(
      [
        [x - 40 * s, top + head + 35 * s],
        [x, top + head + 55 * s],
        [x + 40 * s, top + head + 35 * s],
      ],
      CRAYON.red,
      6 * s + 2,
      random,
    ),
    colouredIn
      ? filled(ring(x, (neck + hip) / 2, 85 * s, (hip - neck) / 2), colour, colour, 8 * s + 2, random)
      : crayon(ring(x, (neck + hip) / 2, 85 * s, (hip - neck) / 2), colour, 8 * s + 2, random, true),
    crayon(
      [
        [x - 80 * s, neck + 70 * s],
        [x - 230 * s, neck + 20 * s],
      ],
      CRAYON.black,
      7 * s + 2,
      random,
    ),
    crayon(
      [
        [x + 80 * s, neck + 70 * s],
        [x + 230 * s, neck + 20 * s],
      ],
      CRAYON.black,
      7 * s + 2,
      random,
    ),
    crayon(
      [
        [x - 40 * s, hip - 8 * s],
        [x - 90 * s, top + size],
      ],
      CRAYON.black,
      7 * s + 2,
      random,
    ),
    crayon(
      [
        [x + 40 * s, hip - 8 * s],
        [x + 90 * s, top + size],
      ],
      CRAYON.black,
      7 * s + 2,
      random,
    ),
  ].join('');
}

/** The scene's elements, in sheet coordinates, so the photo-like image can reuse them. */
function sceneElements(random: () => number, colouredIn = false): string {
  const ground = 820;
  const sky: Point[] = [
    [0, 0],
    [1400, 0],
    [1400, 85],
  ];
  for (let x = 1400; x >= 0; x -= 70) sky.push([x, 85 + Math.sin(x / 60) * 12]);
  const skyPath = sky.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
  const grass: Point[] = Array.from({ length: 21 }, (_, i) => [30 + i * 67, ground + Math.sin(i) * 6] as Point);
  const rays = Array.from({ length: 8 }, (_, i) => {
    const a = (2 * Math.PI * i) / 8;
    return crayon(
      [
        [1180 + 80 * Math.cos(a), 230 + 80 * Math.sin(a)],
        [1180 + 125 * Math.cos(a), 230 + 125 * Math.sin(a)],
      ],
      CRAYON.yellow,
      8,
      random,
    );
  });
  return [
    `<path d="${skyPath} Z" fill="${CRAYON.blue}"/>`,
    dot(1180, 230, 60, CRAYON.yellow),
    ...rays,
    crayon(grass, CRAYON.green, 9, random),
    colouredIn
      ? filled(
          [
            [300, 470],
            [650, 470],
            [650, ground],
            [300, ground],
          ],
          CRAYON.brown,
          CRAYON.brown,
          8,
          random,
        )
      : crayon(
          [
            [300, 470],
            [650, 470],
            [650, ground],
            [300, ground],
          ],
          CRAYON.brown,
          8,
          random,
          true,
        ),
    colouredIn
      ? filled(
          [
            [280, 470],
            [475, 300],
            [670, 470],
          ],
          CRAYON.red,
          CRAYON.red,
          8,
          random,
        )
      : crayon(
          [
            [280, 470],
            [475, 300],
            [670, 470],
          ],
          CRAYON.red,
          8,
          random,
          true,
        ),
    colouredIn
      ? filled(
          [
            [350, 540],
            [460, 540],
            [460, 650],
            [350, 650],
          ],
          CRAYON.yellow,
          CRAYON.black,
          6,
          random,
        )
      : crayon(
          [
            [350, 540],
            [460, 540],
            [460, 650],
            [350, 650],
          ],
          CRAYON.black,
          6,
          random,
          true,
        ),
    crayon(
      [
        [405, 540],
        [405, 650],
      ],
      CRAYON.black,
      5,
      random,
    ),
    crayon(
      [
        [350, 595],
        [460, 595],
      ],
      CRAYON.black,
      5,
      random,
    ),
    crayon(
      [
        [520, 690],
        [600, 690],
        [600, ground - 4],
        [520, ground - 4],
      ],
      CRAYON.black,
      6,
      random,
      true,
    ),
    person(850, 470, 340, CRAYON.pink, random, colouredIn),
    person(1080, 520, 290, CRAYON.blue, random, colouredIn),
  ].join('');
}

function sheet(body: string, background = PAPER, underlay = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHEET.width}" height="${SHEET.height}" viewBox="0 0 ${SHEET.width} ${SHEET.height}"><rect width="100%" height="100%" fill="${background}"/>${underlay}${body}</svg>`;
}

const toPng = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

/** A two-year-old's scribble: long looping, overlapping strokes in two crayons. */
export function scribbleDrawing(seed = 7): Promise<Buffer> {
  const random = seededRandom(seed);
  const strokes = [CRAYON.blue, CRAYON.red, CRAYON.blue].map((colour, k) => {
    let [x, y, heading] = [500 + k * 200, 450 + k * 40, random() * 6.28];
    let turn = 0.25;
    const points: Point[] = [[x, y]];
    for (let i = 0; i < 260; i++) {
      if (random() < 0.05) turn = -turn; // loops change direction now and then
      heading += turn + (random() - 0.5) * 0.5;
      const pull = Math.atan2(500 - y, 700 - x); // the hand stays near the middle of the sheet
      if (Math.hypot(700 - x, 500 - y) > 330) heading += 0.35 * Math.sin(pull - heading);
      x += Math.cos(heading) * 14;
      y += Math.sin(heading) * 14;
      points.push([x, y]);
    }
    return crayon(points, colour, 7, random);
  });
  return toPng(sheet(strokes.join('')));
}

/** Two closed circles, drawn on their own: the first controlled shapes. */
export function circleDrawing(colour: string = CRAYON.red, { colouredIn = false } = {}): Promise<Buffer> {
  const random = seededRandom(11);
  const circle = (points: Point[]) => (colouredIn ? filled(points, colour, colour, 9, random) : crayon(points, colour, 9, random, true));
  return toPng(sheet(circle(ring(520, 480, 230)) + circle(ring(1060, 560, 120))));
}

/** A circle, a square and a triangle in three crayons, for counting colours. */
export function threeColourDrawing(): Promise<Buffer> {
  const random = seededRandom(13);
  return toPng(
    sheet(
      [
        crayon(ring(330, 500, 170), CRAYON.red, 12, random, true),
        crayon(
          [
            [560, 340],
            [860, 340],
            [860, 640],
            [560, 640],
          ],
          CRAYON.blue,
          12,
          random,
          true,
        ),
        crayon(
          [
            [1000, 660],
            [1160, 330],
            [1320, 660],
          ],
          CRAYON.green,
          12,
          random,
          true,
        ),
      ].join(''),
    ),
  );
}

/** A person floating on the page: head with eyes and mouth, body, arms and legs. */
export function figureDrawing({ colouredIn = false } = {}): Promise<Buffer> {
  return toPng(sheet(person(700, 120, 760, CRAYON.blue, seededRandom(17), colouredIn)));
}

/** The figure on ruled school paper (blue lines every 40 px, a red margin line), or on squared paper. */
export function ruledPaperFigure({ squared = false } = {}): Promise<Buffer> {
  const rows = Array.from({ length: 23 }, (_, i) => `<rect x="0" y="${60 + i * 40}" width="1400" height="3" fill="#8fb3e0"/>`).join('');
  const columns = Array.from({ length: 34 }, (_, i) => `<rect x="${30 + i * 40}" y="0" width="3" height="1000" fill="#8fb3e0"/>`).join('');
  const printed = squared ? rows + columns : `${rows}<rect x="150" y="0" width="3" height="1000" fill="#e08f8f"/>`;
  return toPng(sheet(person(700, 120, 760, CRAYON.blue, seededRandom(17)), PAPER, printed));
}

/**
 * A landscape in open lines, as older children draw one: a mountain range, a river winding to
 * the front, trees of trunk and branches, birds — and not one closed outline.
 */
export function landscapeDrawing(): Promise<Buffer> {
  const random = seededRandom(31);
  const mountains: Point[] = [
    [40, 520],
    [230, 250],
    [380, 430],
    [560, 180],
    [760, 440],
    [930, 290],
    [1110, 470],
    [1360, 330],
  ];
  const river = (offset: number): Point[] => Array.from({ length: 12 }, (_, i) => [620 + offset * (1 + i / 4) + Math.sin(i / 1.7) * 90, 470 + i * 45] as Point);
  /** A trunk, then two pairs of branches leaning out of it: [where on the trunk, how far out, how high], in parts of `h`. */
  const tree = (x: number, y: number, h: number) => {
    const branches = [
      [0.5, -0.35, 0.85],
      [0.55, 0.35, 0.9],
      [0.75, -0.2, 1.05],
      [0.8, 0.2, 1.1],
    ] as const;
    const trunk = crayon(
      [
        [x, y],
        [x, y - h],
      ],
      CRAYON.brown,
      9,
      random,
    );
    const strokes = branches.map(([from, out, top]) =>
      crayon(
        [
          [x, y - from * h],
          [x + out * h, y - top * h],
        ],
        CRAYON.green,
        7,
        random,
      ),
    );
    return [trunk, ...strokes].join('');
  };
  const bird = (x: number, y: number) =>
    crayon(
      [
        [x - 40, y],
        [x - 18, y - 18],
        [x, y],
        [x + 18, y - 18],
        [x + 40, y],
      ],
      CRAYON.black,
      5,
      random,
    );
  return toPng(
    sheet(
      [
        crayon(mountains, CRAYON.brown, 8, random),
        crayon(
          [
            [40, 560],
            [1360, 560],
          ],
          CRAYON.green,
          8,
          random,
        ),
        crayon(river(-40), CRAYON.blue, 8, random),
        crayon(river(40), CRAYON.blue, 8, random),
        tree(200, 900, 260),
        tree(360, 820, 200),
        tree(1050, 880, 280),
        tree(1230, 790, 190),
        bird(420, 120),
        bird(560, 90),
        bird(880, 140),
      ].join(''),
    ),
  );
}

/** A schematic scene: sky band, sun, ground line, a house with window and door, two people. */
export function sceneDrawing({ colouredIn = false } = {}): Promise<Buffer> {
  return toPng(sheet(sceneElements(seededRandom(23), colouredIn)));
}

/** The scene as a phone photo: paper on a darker table, tilted, unevenly lit, with sensor noise. */
export async function photoLikeDrawing(megapixels = 12): Promise<Buffer> {
  const width = Math.round(Math.sqrt(megapixels * 1e6 * 1.5));
  const height = Math.round(width / 1.5);
  const scale = (width * 0.72) / SHEET.width;
  const [px, py] = [(width - SHEET.width * scale) / 2, (height - SHEET.height * scale) / 2];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="#6b5140"/>
    <g transform="translate(${px} ${py}) rotate(2.5 ${(SHEET.width * scale) / 2} ${(SHEET.height * scale) / 2}) scale(${scale})">
      <rect width="${SHEET.width}" height="${SHEET.height}" fill="${PAPER}"/>${sceneElements(seededRandom(23))}</g>
    <rect width="100%" height="100%" fill="url(#light)"/></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const random = seededRandom(29);
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i]! + Math.round((random() - 0.5) * 12)));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}
