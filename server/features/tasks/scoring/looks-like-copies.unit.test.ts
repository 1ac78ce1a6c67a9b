import { describe, expect, it } from 'vitest';
import { looksLikeCopies, someCopyResembles, type InkCluster } from './looks-like-copies.ts';

const PAGE = { width: 700, height: 1000 };
const PAPER_AREA = PAGE.width * PAGE.height;

/** A square cluster of `size` at (x, y) with `ink` pixels; its centre line drawn as its outline `loops` times over. */
function square(x: number, y: number, size: number, loops = 1): { cluster: InkCluster; line: [number, number][] } {
  const line: [number, number][] = [];
  for (let i = 0; i < size; i++) line.push([x + i, y], [x + i, y + size - 1], [x, y + i], [x + size - 1, y + i]);
  // Extra strokes inside the box, as a drawing's features would add.
  for (let extra = 1; extra < loops; extra++) for (let i = 0; i < size; i++) line.push([x + i, y + Math.round((extra * size) / loops)]);
  return { cluster: { minX: x, minY: y, maxX: x + size - 1, maxY: y + size - 1, ink: 4 * size * 3 }, line };
}

/** A vertical line of `size`: the simplest copy. */
function line(x: number, y: number, size: number): { cluster: InkCluster; line: [number, number][] } {
  const points = Array.from({ length: size }, (_, i): [number, number] => [x, y + i]);
  return { cluster: { minX: x - 2, minY: y, maxX: x + 2, maxY: y + size - 1, ink: size }, line: points };
}

function page(shapes: { cluster: InkCluster; line: [number, number][] }[]) {
  const data = new Uint8Array(PAGE.width * PAGE.height);
  for (const { line } of shapes) for (const [x, y] of line) data[y * PAGE.width + x] = 1;
  return { clusters: shapes.map((s) => s.cluster), centreLines: { ...PAGE, data } };
}

/** Copies three to a row, two lines and a square in each (most of a sheet's shapes are fewer strokes than a square). */
const row = (count: number, size = 70) =>
  Array.from({ length: count }, (_, i) => (i % 3 === 2 ? square : line)(60 + (i % 3) * 200, 80 + Math.floor(i / 3) * 200, size));
const pictures = (count: number) => Array.from({ length: count }, (_, i) => square(40 + i * 220, 300, 150, 4));

describe('looksLikeCopies', () => {
  it('takes three to nine simple shapes of about one size', () => {
    for (const count of [3, 6, 9]) {
      const { clusters, centreLines } = page(row(count));
      expect(looksLikeCopies(clusters, PAPER_AREA, centreLines)).toBe(true);
    }
  });

  it('refuses one or two pictures, and more clusters than the sheet has items', () => {
    for (const count of [1, 2]) {
      const { clusters, centreLines } = page(row(count));
      expect(looksLikeCopies(clusters, PAPER_AREA, centreLines)).toBe(false);
    }
    const many = page(Array.from({ length: 10 }, (_, i) => square(20 + (i % 5) * 130, 80 + Math.floor(i / 5) * 200, 60)));
    expect(looksLikeCopies(many.clusters, PAPER_AREA, many.centreLines)).toBe(false);
  });

  it('refuses a page where one cluster is far bigger than the rest (a landscape and three birds)', () => {
    const { clusters, centreLines } = page([...row(3, 50), square(100, 500, 300)]);
    expect(looksLikeCopies(clusters, PAPER_AREA, centreLines)).toBe(false);
  });

  it('refuses pictures drawn with many more strokes than a shape needs', () => {
    const { clusters, centreLines } = page(pictures(3));
    expect(looksLikeCopies(clusters, PAPER_AREA, centreLines)).toBe(false);
  });
});

describe('someCopyResembles', () => {
  it('needs one copy that passes: a page of misses only is not the sheet followed', () => {
    expect(someCopyResembles(['fail', 'fail', 'fail', 'empty'])).toBe(false);
    expect(someCopyResembles(['fail', 'pass', 'fail', 'empty'])).toBe(true);
  });
});
