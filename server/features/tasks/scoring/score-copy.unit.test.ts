import { describe, expect, it } from 'vitest';
import { COPY_CASES } from './copy-cases.fixture.ts';
import { drawCopy } from './copies.fixture.ts';
import { scoreCopy } from './score-copy.ts';

describe('scoreCopy: the written criteria on drawn copies', () => {
  it.each(COPY_CASES.map((c) => [`${c.shape}: ${c.name} → ${c.expect}`, c] as const))('%s', async (_, copy) => {
    const verdict = scoreCopy(await drawCopy(copy.strokes, copy.pen), copy.shape);
    expect(verdict.result).toBe(copy.expect);
    expect(verdict.confidence).toBeGreaterThanOrEqual(0.5);
    expect(verdict.confidence).toBeLessThanOrEqual(1);
  });
});
