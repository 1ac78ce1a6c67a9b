import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_TICKET_NOT_FOUND_MESSAGE, AnalysisInLine, AnalyzeDrawingResponse } from '../../../contracts/analysis.ts';
import { NOT_A_DRAWING_MESSAGE } from '../../../contracts/errors.ts';
import { drawings, files } from '../../db/schema/index.ts';
import type { Analyser } from '../../providers/ai/analyser.ts';
import { createLocalAnalyser } from '../../providers/ai/local/local-analyser.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { figureDrawing } from '../../../test/drawings.ts';
import { createUser } from '../../../test/factories.ts';
import { multipart, postForm } from '../../../test/multipart.ts';
import { blankSheet } from '../../../test/not-drawings.ts';
import { setFreeAnalysisLineOptionsForTests } from './free-analysis-line.ts';

/**
 * The local analyser behind a gate: while it is closed, analyses wait before measuring, so the
 * line fills up exactly as the test says; opening it lets every waiting analysis go on.
 */
function gatedAnalyser() {
  const local = createLocalAnalyser();
  let open = () => {};
  let gate = Promise.resolve();
  let started = 0;
  const analyser: Analyser = {
    ...local,
    analyzeDrawing: async (input) => {
      started++;
      await gate;
      return local.analyzeDrawing(input);
    },
  };
  return {
    analyser,
    started: () => started,
    close: () => void (gate = new Promise<void>((resolve) => (open = resolve))),
    open: () => open(),
  };
}

let ctx: TestContext;
const gated = gatedAnalyser();
let drawing: Buffer;
beforeAll(async () => {
  // One analysis at a time, and no patience: anyone who has to wait is answered with a ticket.
  setFreeAnalysisLineOptionsForTests({ running: 1, answerWithinMs: 0 });
  ctx = await createTestApp({ RATE_LIMIT_ANALYZE: '1000' }, { analyser: gated.analyser });
  drawing = await figureDrawing();
});
afterAll(async () => {
  gated.open();
  setFreeAnalysisLineOptionsForTests({});
  await ctx?.close();
});

const analyze = (options: { data?: Buffer; cookie?: string } = {}) => {
  const body = multipart({ childAge: '66', difficulty: 'medium', challenge: 'draw-person' }, [
    { field: 'image', filename: 'figure.png', contentType: 'image/png', data: options.data ?? drawing },
  ]);
  return postForm(ctx, '/api/drawings/analyze', options.cookie ? { cookie: options.cookie } : null, body);
};
const ask = (ticket: string, cookie?: string) => ctx.app.inject({ url: `/api/drawings/analyze/${ticket}`, headers: cookie ? { cookie } : {} });
const inLine = (response: { json(): unknown }) => AnalysisInLine.parse(response.json());

/** Asks as a browser would, until the answer is no longer "in line". */
async function askUntilDone(ticket: string, cookie?: string) {
  for (let i = 0; i < 600; i++) {
    const response = await ask(ticket, cookie);
    if (response.statusCode !== 202) return response;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`ticket ${ticket} never finished`);
}

/**
 * Holds the analyser, sends one drawing and waits until it is being analysed: the line is busy.
 * (Wrapped in an object: an async function returning the request itself would wait for its answer.)
 */
async function occupyTheLine(cookie?: string): Promise<{ answer: ReturnType<typeof analyze> }> {
  gated.close();
  const before = gated.started();
  const answer = analyze({ cookie });
  await vi.waitFor(() => expect(gated.started()).toBe(before + 1), { timeout: 10_000 });
  return { answer };
}

/** Waits until a request's drawing has been analysed, whether it was answered at once or with a ticket. */
async function finished(answer: Awaited<ReturnType<typeof analyze>>, cookie?: string) {
  return answer.statusCode === 202 ? askUntilDone(inLine(answer).ticket, cookie) : answer;
}

describe('many parents at once: the free analysis line', () => {
  it('answers 202 with a ticket and the place in line when the analyser is busy, then the result when asked', async () => {
    const first = (await occupyTheLine()).answer;
    const second = await analyze();
    expect(second.statusCode).toBe(202);
    const secondTicket = inLine(second);
    expect(secondTicket).toMatchObject({ status: 'waiting', position: 1 });
    expect(secondTicket.pollAfterMs).toBeGreaterThan(0);
    expect(second.headers.location).toBe(`/api/drawings/analyze/${secondTicket.ticket}`);
    const thirdTicket = inLine(await analyze());
    expect(thirdTicket).toMatchObject({ status: 'waiting', position: 2 });

    // The request that found the analyser free is answered too once a line has formed behind it.
    const firstAnswer = await first;
    expect(firstAnswer.statusCode).toBe(202);
    const firstTicket = inLine(firstAnswer);
    expect(firstTicket).toMatchObject({ status: 'analysing', position: 0 });
    expect(inLine(await ask(thirdTicket.ticket))).toMatchObject({ status: 'waiting', position: 2 });

    gated.open();
    const results = [];
    for (const { ticket } of [firstTicket, secondTicket, thirdTicket]) {
      const done = await askUntilDone(ticket);
      expect(done.statusCode).toBe(200);
      const result = AnalyzeDrawingResponse.parse(done.json());
      expect(result.drawingId).toBe(ticket);
      expect(result.analysisResult).toMatchObject({ stage: 'pre-schematic', actualAge: 66, developmentStatus: 'typical' });
      expect(result.planPreview.challenges).toHaveLength(26);
      results.push(result);
    }
    const [row] = await ctx.database.db.select().from(drawings).where(eq(drawings.id, secondTicket.ticket));
    expect(row).toMatchObject({ userId: null, difficulty: 'medium', challenge: 'draw-person', childAgeMonths: 66 });

    // Fetched once, the result is still there for a browser that lost the answer (from the database).
    const again = await ask(secondTicket.ticket);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(results[1]);
  });

  it('answers an unknown, malformed or expired ticket with 404 and a message that says what to do', async () => {
    for (const ticket of [crypto.randomUUID(), 'not-a-ticket', "1'; drop table drawings;--"]) {
      const response = await ask(encodeURIComponent(ticket));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: ANALYSIS_TICKET_NOT_FOUND_MESSAGE });
    }

    const first = (await occupyTheLine()).answer;
    const { ticket } = inLine(await analyze());
    gated.open();
    expect((await finished(await first)).statusCode).toBe(200);
    expect((await askUntilDone(ticket)).statusCode).toBe(200);
    await ctx.database.db
      .update(drawings)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(drawings.id, ticket));
    const expired = await ask(ticket);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(ANALYSIS_TICKET_NOT_FOUND_MESSAGE);
  });

  it("keeps a signed-in parent's ticket to that parent", async () => {
    const parent = await createUser(ctx);
    const other = await createUser(ctx);
    const first = (await occupyTheLine(parent.cookie)).answer;
    const { ticket } = inLine(await analyze({ cookie: parent.cookie }));
    expect((await ask(ticket)).statusCode).toBe(404);
    expect((await ask(ticket, other.cookie)).statusCode).toBe(404);
    expect(inLine(await ask(ticket, parent.cookie))).toMatchObject({ status: 'waiting', position: 1 });
    gated.open();
    expect((await finished(await first, parent.cookie)).statusCode).toBe(200);
    const done = await askUntilDone(ticket, parent.cookie);
    expect(done.statusCode).toBe(200);
    expect((await ask(ticket, other.cookie)).statusCode).toBe(404);
    expect((await ask(ticket)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(drawings).where(eq(drawings.id, ticket));
    expect(row?.userId).toBe(parent.id);
  });

  it('gives a photo without a drawing that waited in line the same 422 and message, storing nothing', async () => {
    const filesBefore = (await ctx.database.db.select({ id: files.id }).from(files)).length;
    const first = (await occupyTheLine()).answer;
    const { ticket } = inLine(await analyze({ data: await blankSheet() }));
    gated.open();
    expect((await finished(await first)).statusCode).toBe(200);
    const refused = await askUntilDone(ticket);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ code: 'NOT_A_DRAWING', message: NOT_A_DRAWING_MESSAGE });
    // Asked again, the same answer (a browser that lost it), and nothing kept of the photo.
    expect((await ask(ticket)).statusCode).toBe(422);
    expect(await ctx.database.db.select().from(drawings).where(eq(drawings.id, ticket))).toHaveLength(0);
    expect((await ctx.database.db.select({ id: files.id }).from(files)).length).toBe(filesBefore + 1); // the first drawing's
  });

  it('still refuses bad input at once, with its own 4xx, however long the line', async () => {
    const first = (await occupyTheLine()).answer;
    const noImage = multipart({ difficulty: 'easy' });
    const missing = await postForm(ctx, '/api/drawings/analyze', null, noImage);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please select a drawing to analyze');
    const badAge = multipart({ childAge: 'soon' }, [{ field: 'image', filename: 'figure.png', contentType: 'image/png', data: drawing }]);
    const age = await postForm(ctx, '/api/drawings/analyze', null, badAge);
    expect(age.statusCode).toBe(400);
    expect(age.json().message).toBe('Please choose a valid birth month and year');
    gated.open();
    expect((await first).statusCode).toBe(200);
  });
});
