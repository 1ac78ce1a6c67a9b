/**
 * A phone photo of a filled-in sheet, for the scorer's tests: the page drawn from the layout
 * (marks, black models, light-grey brackets, a title), the copies drawn into their boxes, then
 * put on a table at an angle with perspective, lit unevenly with a soft shadow, 12 MP, JPEG 60.
 */
import sharp from 'sharp';
import { shapeModelPath } from '../../../../contracts/shape-models.ts';
import { shapeSheetLayout, PAPER_SIZES } from '../../../../contracts/shape-sheet.ts';
import type { Paper } from '../../../../contracts/tasks.ts';
import type { CopyCase } from './copy-cases.fixture.ts';
import { copySvg, type Pen, PENCIL } from './copies.fixture.ts';
import { homography, project } from './straighten.ts';

const PAGE_SCALE = 3;
type Pt = [number, number];
/** Where a copy case's strokes (216 px box at 2 px/pt, inset 6 pt) land on the page, in points. */
const onPage = (box: { x: number; y: number }, strokes: Pt[][]) => strokes.map((s) => s.map(([x, y]) => [box.x + 6 + x / 2, box.y + 6 + y / 2] as Pt));

function strokesSvg(strokes: Pt[][], pen: Pen): string {
  // The copy's own SVG at page scale, reduced to its <g> of paths.
  const svg = copySvg(strokes, { width: pen.width / 2, grey: pen.grey }, 1);
  return svg.slice(svg.indexOf('<g'), svg.indexOf('</svg>'));
}

export function sheetSvg(paper: Paper, copies: (CopyCase | null)[]): string {
  const layout = shapeSheetLayout(paper);
  const parts = [`<rect width="100%" height="100%" fill="#fff"/>`, `<text x="60" y="90" font-size="22" font-family="sans-serif">Kritzel shape sheet</text>`];
  for (const m of layout.marks) parts.push(`<rect x="${m.x}" y="${m.y}" width="${m.width}" height="${m.height}" fill="#000"/>`);
  layout.items.forEach((item, i) => {
    const { modelBox: mb, copyBox: cb } = item;
    parts.push(`<text x="${cb.x}" y="${mb.y - 3}" font-size="9" font-family="sans-serif">${item.label}</text>`);
    parts.push(`<path transform="translate(${mb.x} ${mb.y})" d="${shapeModelPath(item.shape, mb.width)}" fill="none" stroke="#000" stroke-width="2"/>`);
    const l = 10;
    const brackets = [
      `M${cb.x} ${cb.y + l}V${cb.y}H${cb.x + l}`,
      `M${cb.x + cb.width - l} ${cb.y}H${cb.x + cb.width}V${cb.y + l}`,
      `M${cb.x + cb.width} ${cb.y + cb.height - l}V${cb.y + cb.height}H${cb.x + cb.width - l}`,
      `M${cb.x + l} ${cb.y + cb.height}H${cb.x}V${cb.y + cb.height - l}`,
    ];
    parts.push(`<path d="${brackets.join('')}" fill="none" stroke="#c8c8c8" stroke-width="1"/>`);
    const copy = copies[i];
    if (copy) parts.push(strokesSvg(onPage(cb, copy.strokes), copy.pen ?? PENCIL));
  });
  const { width, height } = PAPER_SIZES[paper];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width * PAGE_SCALE}" height="${height * PAGE_SCALE}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

export type Camera = { rotation: number; tilt: number; width?: number; height?: number; quality?: number };

/** The page (an SVG in points) photographed on a table. */
export async function photograph(svg: string, page: { width: number; height: number }, camera: Camera): Promise<Buffer> {
  const { data: sheet, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  const [W, H] = [camera.width ?? 3000, camera.height ?? 4000];
  const fill = 0.78 * H;
  const [pw, ph] = [(fill * page.width) / page.height, fill];
  const a = (camera.rotation * Math.PI) / 180;
  // Tilt: the far (top) edge looks narrower and shorter.
  const squeeze = Math.tan((camera.tilt * Math.PI) / 180) * 0.6;
  const corners: Pt[] = [
    [(-pw / 2) * (1 - squeeze), (-ph / 2) * (1 - squeeze / 2)],
    [(pw / 2) * (1 - squeeze), (-ph / 2) * (1 - squeeze / 2)],
    [pw / 2, ph / 2],
    [-pw / 2, ph / 2],
  ];
  const photoCorners = corners.map(([x, y]) => ({ x: W / 2 + x * Math.cos(a) - y * Math.sin(a), y: H / 2 + x * Math.sin(a) + y * Math.cos(a) }));
  const pageCorners = [
    { x: 0, y: 0 },
    { x: info.width, y: 0 },
    { x: info.width, y: info.height },
    { x: 0, y: info.height },
  ];
  const toPage = homography(photoCorners, pageCorners);
  const out = Buffer.alloc(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const p = project(toPage, x, y);
      const [px, py] = [Math.round(p.x), Math.round(p.y)];
      const inside = px >= 0 && py >= 0 && px < info.width && py < info.height;
      const base = inside ? sheet[(py * info.width + px) * info.channels]! : 95 + ((x * 7 + y * 13) % 11);
      // Light falling off to one side, and a soft shadow (a hand or the phone) in one corner.
      const light = 0.62 + 0.38 * (x / W) * (1 - 0.3 * (y / H));
      const shadow = 1 - 0.35 * Math.max(0, 1 - Math.hypot(x - 0.2 * W, y - 0.85 * H) / (0.35 * W));
      out[y * W + x] = Math.max(0, Math.min(255, Math.round(base * light * shadow)));
    }
  return sharp(out, { raw: { width: W, height: H, channels: 1 } })
    .jpeg({ quality: camera.quality ?? 60 })
    .toBuffer();
}

export const photographSheet = (paper: Paper, copies: (CopyCase | null)[], camera: Camera) => photograph(sheetSvg(paper, copies), PAPER_SIZES[paper], camera);
