import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findPaperBounds, otsuThreshold } from './paper-bounds.ts';
import { PAPER_ON_TABLE, paperOnTable } from './paper-photo.fixture.ts';

/** Each edge within 1 % of the photo's side from the true one, and never outside the paper. */
function expectPaper(found: Awaited<ReturnType<typeof findPaperBounds>>, truth = PAPER_ON_TABLE) {
  expect(found).not.toBeNull();
  const { paper, width, height } = truth;
  const edges = (b: { left: number; top: number; width: number; height: number }) => [b.left, b.top, b.left + b.width, b.top + b.height];
  const [l, t, r, b] = edges(found!);
  const [pl, pt, pr, pb] = edges(paper);
  expect(l).toBeGreaterThanOrEqual(pl!);
  expect(t).toBeGreaterThanOrEqual(pt!);
  expect(r).toBeLessThanOrEqual(pr!);
  expect(b).toBeLessThanOrEqual(pb!);
  expect(l! - pl!).toBeLessThanOrEqual(width * 0.01);
  expect(pr! - r!).toBeLessThanOrEqual(width * 0.01);
  expect(t! - pt!).toBeLessThanOrEqual(height * 0.01);
  expect(pb! - b!).toBeLessThanOrEqual(height * 0.01);
}

describe('findPaperBounds', () => {
  it('finds the sheet on a darker table, to within 1 % and never outside the paper', async () => {
    expectPaper(await findPaperBounds(await paperOnTable()));
  });

  it('measures the upright photo: a phone photo taken sideways (EXIF orientation 6)', async () => {
    // Stored sideways with "turn 90° clockwise" in its EXIF: upright, it is the photo above.
    const upright = await paperOnTable();
    const sideways = await sharp(upright).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expectPaper(await findPaperBounds(sideways));
  });

  it('crops nothing where there is nothing to cut or no clear sheet', async () => {
    // A scan: paper from edge to edge.
    const scan = await paperOnTable({ width: 800, height: 600, paper: { left: 0, top: 0, width: 800, height: 600 } });
    expect(await findPaperBounds(scan)).toBeNull();
    // Paper on a white table: nothing stands out.
    const white = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#f6f6f6' } })
      .composite([
        {
          input: await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } })
            .png()
            .toBuffer(),
          left: 150,
          top: 100,
        },
      ])
      .png()
      .toBuffer();
    expect(await findPaperBounds(white)).toBeNull();
  });

  it("splits two groups of grey at Otsu's threshold", () => {
    const pixels = new Uint8Array([...Array<number>(50).fill(40), ...Array<number>(50).fill(220)]);
    const threshold = otsuThreshold(pixels);
    expect(threshold).toBeGreaterThanOrEqual(40);
    expect(threshold).toBeLessThan(220);
  });
});
