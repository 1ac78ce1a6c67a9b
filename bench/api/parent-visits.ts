import { z } from 'zod';
import { productPriceCents } from '../../contracts/prices.ts';
import { CreateUploadResponse, ProductImageResponse, type ProductCheckoutRequest } from '../../contracts/shop.ts';
import { DEFAULT_TSHIRT_COLOR, DEFAULT_TSHIRT_SIZE } from '../../contracts/shop-catalog.ts';
import { Submission } from '../../contracts/submissions.ts';
import type { ParentClient, ParentSession } from './parent-client.ts';
import { submitWeeklyDrawing, type WeekSlots } from './weekly-drawing.ts';

export const FREE_ANALYSIS_ROUTE = 'POST /api/drawings/analyze';
export const FREE_ANALYSIS_TICKET_ROUTE = 'GET /api/drawings/analyze/:ticket';
/** Not a request: from sending the drawing to its result, polls and waits included, as the parent waits for it. */
export const FREE_ANALYSIS_RESULT = 'free analysis, until its result';
/** What a 202 "in line" answer needs to be followed, read loosely so the mix works with or without the line. */
const InLine = z.object({ ticket: z.string(), pollAfterMs: z.number() });
/** A parent stops waiting for a free analysis after this long in line, and it counts as failed. */
const LINE_PATIENCE_MS = 120_000;

/**
 * Artwork upload URLs are limited to 40 per parent per hour and checkouts to 60: a parent of the
 * mix orders at most this many keepsakes, so a long run stays below the limits (a 429 would be
 * the bench's fault, not the server's) and later shop visits only look.
 */
const ORDERS_PER_PARENT = 30;

/** One simulated parent of the mix: their browser, their plan, and what they did so far. */
export type SimulatedParent = {
  index: number;
  session: ParentSession;
  client: ParentClient;
  slots: WeekSlots;
  photo: File;
  lastSubmissionId: string | null;
  orders: number;
  planFull: boolean;
};

/** `run` answers whether the parent had anything to do there (no results before a first drawing, no drawing once the plan is full). */
type Visit = { name: string; every: number; offset: number; run: (parent: SimulatedParent) => Promise<boolean> };

/** An answer's body read with its contract, as the web app reads it; null when there is none or it does not fit. */
function read<T>(schema: z.ZodType<T>, text: string | undefined): T | null {
  try {
    const parsed = schema.safeParse(text ? JSON.parse(text) : undefined);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The dashboard after the app loads: who is signed in, then their plans. */
async function dashboard({ client }: SimulatedParent) {
  await client.call('GET /api/auth/user', '/api/auth/user');
  await client.call('GET /api/plans', '/api/plans');
  return true;
}

/** The plan page: the plan and its submissions at once, then the Progress tab's checkpoints. */
async function planPage({ client, session }: SimulatedParent) {
  const id = session.planId;
  await Promise.all([
    client.call('GET /api/plans/:planId/data', `/api/plans/${id}/data`),
    client.call('GET /api/plans/:planId/submissions', `/api/plans/${id}/submissions`),
  ]);
  await client.call('GET /api/cognitive-checkpoints/:planId', `/api/cognitive-checkpoints/${id}`);
  return true;
}

/** This week's drawing through the weekly form; a full plan (78 drawings) simply stops taking them. */
async function weeklyDrawing(parent: SimulatedParent) {
  const week = parent.slots.take();
  if (week === null) {
    parent.planFull = true;
    return false;
  }
  parent.lastSubmissionId = (await submitWeeklyDrawing(parent.client, parent.session.planId, week, parent.photo)) ?? parent.lastSubmissionId;
  return true;
}

/** The results screen of the last drawing: polled while pending, its photos, and the feedback once there. */
async function results({ client, lastSubmissionId: id }: SimulatedParent) {
  if (!id) return false;
  const [submission] = await Promise.all([
    client.call('GET /api/submissions/:id', `/api/submissions/${id}`),
    client.call('GET /api/submissions/:id/images', `/api/submissions/${id}/images`),
  ]);
  const seen = read(Submission, submission?.text);
  const thumb = seen?.images[0]?.thumbUrl;
  if (thumb) await client.call('GET /api/files/:id?size=thumb', thumb);
  if (seen?.evaluationStatus === 'completed') await client.call('GET /api/submissions/:id/feedback', `/api/submissions/${id}/feedback`);
  return true;
}

/** The shop: the page, then (up to ORDERS_PER_PARENT) the artwork upload, a T-shirt checkout and the orders page. */
async function shop(parent: SimulatedParent) {
  const { client, photo } = parent;
  await client.call('GET /api/auth/user', '/api/auth/user');
  if (parent.orders >= ORDERS_PER_PARENT) return true;
  parent.orders++;
  // A step that failed was recorded; the parent gives up this order as the page would.
  const upload = read(CreateUploadResponse, (await client.call('POST /api/objects/upload', '/api/objects/upload'))?.text);
  if (!upload) return true;
  const put = await client.call('PUT /api/uploads/:ticketId', upload.uploadURL, { bytes: new Uint8Array(await photo.arrayBuffer()), contentType: photo.type });
  if (!put?.ok) return true;
  const artwork = read(
    ProductImageResponse,
    (await client.call('PUT /api/product-image', '/api/product-image', { json: { imageURL: upload.uploadURL } }))?.text,
  );
  if (!artwork) return true;
  const configuration = { size: DEFAULT_TSHIRT_SIZE, color: DEFAULT_TSHIRT_COLOR };
  const order: ProductCheckoutRequest = {
    productType: 'custom-tshirt',
    imageUrl: artwork.objectPath,
    configuration,
    price: productPriceCents({ productType: 'custom-tshirt', configuration }),
  };
  await client.call('POST /api/product-checkout', '/api/product-checkout', { json: order });
  await client.call('GET /api/orders', '/api/orders');
  return true;
}

/**
 * The free analysis of a drawing, as the landing page offers it (signed in here). When many are
 * sent at once the server may answer 202 with a place in line; the page then asks for the
 * ticket when told, until the result comes, and so does the parent here.
 */
async function freeAnalysis({ client, photo }: SimulatedParent) {
  const form = new FormData();
  form.append('image', photo, photo.name);
  form.append('childAge', '66');
  form.append('difficulty', 'easy');
  form.append('challenge', 'general');
  const started = performance.now();
  let answer = await client.call(FREE_ANALYSIS_ROUTE, '/api/drawings/analyze', { form });
  for (;;) {
    const line = answer?.status === 202 ? read(InLine, answer.text) : null;
    if (!line) break;
    if (performance.now() - started > LINE_PATIENCE_MS) {
      client.record(FREE_ANALYSIS_RESULT, performance.now() - started, { error: `still in line after ${LINE_PATIENCE_MS / 1000} s` });
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, line.pollAfterMs));
    answer = await client.call(FREE_ANALYSIS_TICKET_ROUTE, `/api/drawings/analyze/${line.ticket}`);
  }
  client.record(FREE_ANALYSIS_RESULT, performance.now() - started, answer ? { status: answer.status, body: answer.text } : { error: 'no answer' });
  return true;
}

/**
 * A parent's round, one visit after another (no pause: the mix is a load, not a day): every
 * round the dashboard, the plan page and the last drawing's results; every second round a new
 * weekly drawing; every fourth the shop, and, two rounds apart from it, a free analysis.
 */
const ROUND: Visit[] = [
  { name: 'dashboard', every: 1, offset: 0, run: dashboard },
  { name: 'plan page', every: 1, offset: 0, run: planPage },
  { name: 'weekly drawing', every: 2, offset: 0, run: weeklyDrawing },
  { name: 'results', every: 1, offset: 0, run: results },
  { name: 'shop', every: 4, offset: 1, run: shop },
  { name: 'free analysis', every: 4, offset: 3, run: freeAnalysis },
];

/** Every kind of visit a parent makes; a smoke run checks the mix reached each. */
export const VISIT_NAMES = ROUND.map((visit) => visit.name);

/**
 * Rounds until the deadline, counting the visits made by name. Parents start at different points
 * of the round, so they do not move in step; each finishes its first round whatever the time, so
 * five parents see every kind of visit even on a slow machine.
 */
export async function visitUntil(parent: SimulatedParent, deadline: number, visits: Map<string, number>): Promise<void> {
  const first = parent.index;
  for (let round = first; round === first || performance.now() < deadline; round++) {
    for (const visit of ROUND) {
      if ((round + visit.offset) % visit.every !== 0) continue;
      if (round !== first && performance.now() >= deadline) return;
      if (await visit.run(parent)) visits.set(visit.name, (visits.get(visit.name) ?? 0) + 1);
    }
  }
}
