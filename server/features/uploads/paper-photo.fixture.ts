import sharp from 'sharp';

/** Where the sheet lies in the photo paperOnTable makes, in its pixels. */
export type PaperPlacement = { width: number; height: number; paper: { left: number; top: number; width: number; height: number } };

export const PAPER_ON_TABLE: PaperPlacement = { width: 1200, height: 900, paper: { left: 180, top: 120, width: 840, height: 640 } };

/**
 * A phone photo of a child's drawing on a darker wooden table: grain lines across the table, a
 * soft shadow under the sheet, crayon strokes on the paper, some running to its edge. A JPEG, as
 * phones take them.
 */
export async function paperOnTable({ width, height, paper }: PaperPlacement = PAPER_ON_TABLE): Promise<Buffer> {
  const grain = Array.from({ length: 18 }, (_, i) => {
    const y = (i + 0.5) * (height / 18);
    return `<path d="M0 ${y} C ${width / 3} ${y + 14}, ${(2 * width) / 3} ${y - 14}, ${width} ${y + 6}" stroke="#4f3a2a" stroke-width="5" fill="none"/>`;
  }).join('');
  const { left, top } = paper;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#6e5240"/>${grain}
    <rect x="${left + 8}" y="${top + 10}" width="${paper.width}" height="${paper.height}" fill="#3b2b20"/>
    <rect x="${left}" y="${top}" width="${paper.width}" height="${paper.height}" fill="#f4f1e8"/>
    <g fill="none" stroke-width="12" stroke-linecap="round">
      <circle cx="${left + paper.width - 140}" cy="${top + 130}" r="70" stroke="#f2b705"/>
      <path d="M${left + 160} ${top + 520} L${left + 160} ${top + 330} L${left + 300} ${top + 220} L${left + 440} ${top + 330} L${left + 440} ${top + 520} Z" stroke="#d7263d"/>
      <path d="M${left} ${top + paper.height - 60} L${left + paper.width} ${top + paper.height - 60}" stroke="#2a9d3f"/>
      <path d="M${left + 520} ${top + 400} q 40 -80 80 0 t 80 0" stroke="#1d4ed8"/>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
