import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawings } from '../../db/schema/index.ts';
import { LIBRARY_TRANSLATIONS } from '../../providers/ai/local/challenges/localize.ts';
import { CHALLENGE_LIBRARY } from '../../providers/ai/local/challenges/library.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { figureDrawing } from '../../../test/drawings.ts';
import { multipart, postForm } from '../../../test/multipart.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_ANALYZE: '1000' });
});
afterAll(async () => ctx?.close());

describe("issue 37: the free analysis's plan preview in the page's language", () => {
  it('names the weeks in Spanish for a Spanish page and keeps them in English', async () => {
    const form = multipart({ childAge: '66', difficulty: 'medium', challenge: 'draw-person' }, [
      { field: 'image', filename: 'figure.png', contentType: 'image/png', data: await figureDrawing() },
    ]);
    const response = await postForm(ctx, '/api/drawings/analyze', { cookie: 'kritzel_lang=es' }, form);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const [row] = await ctx.database.db.select().from(drawings).where(eq(drawings.id, body.drawingId));
    const idOf = new Map(CHALLENGE_LIBRARY.map((c) => [c.title, c.id]));
    const spanish = row!.planPreview.challenges.map((c) => LIBRARY_TRANSLATIONS.es!.challenges[idOf.get(c.title)!]!.title);
    expect(body.planPreview.challenges.map((c: { title: string }) => c.title)).toEqual(spanish);
    expect(row!.planPreview.challenges.every((c) => idOf.has(c.title))).toBe(true);
  });
});
