import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawings } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { threeColourDrawing } from '../../../test/drawings.ts';
import { multipart, postForm } from '../../../test/multipart.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_ANALYZE: '1000' });
});
afterAll(async () => ctx?.close());

const analyse = async (headers: Record<string, string>) => {
  const form = multipart({ childAge: '66', difficulty: 'medium', challenge: 'general' }, [
    { field: 'image', filename: 'colours.png', contentType: 'image/png', data: await threeColourDrawing() },
  ]);
  const response = await postForm(ctx, '/api/drawings/analyze', null, { ...form, headers: { ...form.headers, ...headers } });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe("issue 37: the free analysis's sentences in the visitor's language", () => {
  it('writes what the drawing shows, its strengths and next steps in German for a German browser, and keeps them as written', async () => {
    const german = await analyse({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    const english = await analyse({});
    // The same drawing, the same measurement: only the words differ.
    expect(german.analysisResult.cognitiveAgeRange).toEqual(english.analysisResult.cognitiveAgeRange);
    expect(german.analysisResult.seen).toHaveLength(english.analysisResult.seen.length);
    expect(german.analysisResult.seen.join(' ')).toMatch(/Linien|Farben/);
    expect(english.analysisResult.seen.join(' ')).toMatch(/Lines|colours/);
    expect(german.analysisResult.seen).not.toEqual(english.analysisResult.seen);
    expect(german.analysisResult.strengths.join(' ')).toMatch(/^Hat /);
    const [row] = await ctx.database.db.select().from(drawings).where(eq(drawings.id, german.drawingId));
    expect(row!.analysis.seen).toEqual(german.analysisResult.seen);
  });
});
