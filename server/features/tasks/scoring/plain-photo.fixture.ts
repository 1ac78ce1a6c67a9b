/** Photos without the printed sheet: copies on plain paper in rows, and a free drawing. */
import { PAPER_SIZES } from '../../../../contracts/shape-sheet.ts';
import type { CopyCase } from './copy-cases.fixture.ts';
import { copySvg, PENCIL } from './copies.fixture.ts';
import { photograph, type Camera } from './sheet-photo.fixture.ts';

const A4 = PAPER_SIZES.a4;
type Pt = [number, number];

export function page(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${A4.width * 3}" height="${A4.height * 3}" viewBox="0 0 ${A4.width} ${A4.height}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`;
}

/** The copies, three to a row, not quite lined up, each about 55–70 pt, as a child spaces them. */
export function plainSheetSvg(copies: CopyCase[]): string {
  const groups = copies.map((copy, i) => {
    const [col, row] = [i % 3, Math.floor(i / 3)];
    const x = 70 + col * 170 + ((i * 37) % 23);
    const y = 90 + row * 200 + ((i * 53) % 31);
    const svg = copySvg(copy.strokes as Pt[][], { width: (copy.pen ?? PENCIL).width / 2, grey: (copy.pen ?? PENCIL).grey }, 1);
    return `<g transform="translate(${x} ${y}) scale(0.6)">${svg.slice(svg.indexOf('<g'), svg.indexOf('</svg>'))}</g>`;
  });
  return page(groups.join(''));
}

/** A child's free drawing filling the page: a house, a sun, a person, grass. */
export function freeDrawingSvg(): string {
  return page(
    `<g fill="none" stroke="#333" stroke-width="3">` +
      `<path d="M120 700V420H420V700ZM100 430L270 260L440 430M240 700V590H300V700M150 480H220V540H150Z"/>` +
      `<circle cx="480" cy="150" r="55"/><path d="M480 70V40M560 150H590M540 90L565 65M420 90L395 65"/>` +
      `<circle cx="500" cy="520" r="30"/><path d="M500 550V650M500 650L470 730M500 650L530 730M460 590H540"/>` +
      `<path d="M40 760Q80 730 120 760T200 760T280 760T360 760T440 760T520 760"/></g>`,
  );
}

export const photographPage = (svg: string, camera: Camera) => photograph(svg, A4, camera);
