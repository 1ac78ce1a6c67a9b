import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnalysisInLine, AnalyzeDrawingResponse, Difficulty, FreeChallenge } from '../../../contracts/analysis.ts';
import { SERVED_AGE_MONTHS } from '../../../contracts/vocabulary.ts';
import type { Db } from '../../db/client.ts';
import type { Analyser } from '../../providers/ai/analyser.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { FORM_OVERHEAD_BYTES, readMultipart } from '../../platform/multipart.ts';
import type { PendingView } from './analysis-line.ts';
import { analyzeFreeDrawing } from './analyze-drawing.ts';
import { findFinishedAnalysis } from './find-finished-analysis.ts';
import { localizePreview } from './plan-preview.ts';
import { requestLocale } from '../../i18n/index.ts';
import { createFreeAnalysisLine } from './free-analysis-line.ts';
import { DRAWING_PHOTO_MAX_BYTES } from '../../../contracts/drawing-photo.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/** Spec 001 §9: free analysis accepts images up to 10 MB. */
export const FREE_ANALYSIS_MAX_BYTES = DRAWING_PHOTO_MAX_BYTES;

const BIRTH_DATE_MESSAGE = messageKey('errors.analysis.birthDate');
const AGE_MESSAGE = messageKey('errors.plan.childAge');

const AnalyzeFields = z.object({
  /** Months, from the optional birth month and year: a child Kritzel serves (3 to 10), or none. */
  childAge: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : Number(v)))
    .pipe(
      z
        .number({ error: BIRTH_DATE_MESSAGE })
        .int(BIRTH_DATE_MESSAGE)
        .min(SERVED_AGE_MONTHS.min, AGE_MESSAGE)
        .max(SERVED_AGE_MONTHS.max, AGE_MESSAGE)
        .optional(),
    ),
  difficulty: Difficulty.default('easy'),
  challenge: FreeChallenge.default('general'),
  /** 'true' when a visitor agreed to the external AI provider (asked only when one is configured). */
  aiProviderConsent: z
    .string()
    .optional()
    .transform((v) => v === 'true'),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ticketUrl = (ticket: string) => `/api/drawings/analyze/${ticket}`;
const inLine = (ticket: string, view: PendingView): AnalysisInLine =>
  view.state === 'waiting'
    ? { status: 'waiting', ticket, position: view.position, pollAfterMs: view.pollAfterMs }
    : { status: 'analysing', ticket, position: 0, pollAfterMs: view.pollAfterMs };

export async function drawingRoutes(app: FastifyInstance, deps: { db: Db; storage: FileStorage; analyser: Analyser; rateLimitPerHour: number }) {
  // Many parents at once: each is answered within about 2 s, with the result or a place in line.
  const line = createFreeAnalysisLine(deps.analyser, (error) => {
    if (!(error instanceof AppError)) app.log.error({ err: error }, 'a queued free analysis failed');
  });
  // A graceful shutdown finishes the drawings in line first: their results are then in the database.
  app.addHook('onClose', () => line.drain());

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/drawings/analyze',
    {
      // Anonymous visitors may analyse; the limit per IP keeps the analyser affordable.
      config: { rateLimit: { max: deps.rateLimitPerHour, timeWindow: '1 hour' } },
      schema: { response: { 200: AnalyzeDrawingResponse, 202: AnalysisInLine } },
    },
    async (request, reply) => {
      const limits = {
        maxFileBytes: FREE_ANALYSIS_MAX_BYTES,
        maxFiles: 1,
        maxTotalBytes: FREE_ANALYSIS_MAX_BYTES + FORM_OVERHEAD_BYTES,
        tooLargeMessage: messageKey('errors.image.tooLarge'),
      };
      return readMultipart(request, limits, async (body) => {
        const image = body.files.find((f) => f.fieldname === 'image');
        if (!image) throw new AppError('BAD_REQUEST', messageKey('errors.analysis.noDrawing'));
        const fields = AnalyzeFields.safeParse(body.fields);
        if (!fields.success) throw new AppError('VALIDATION_FAILED', fields.error.issues[0]?.message ?? messageKey('errors.invalidRequest'));
        const user = await request.sessionUser();
        const userId = user?.id ?? null;
        const data = await image.read();
        // The ticket is the drawing's id: a finished analysis can then be found by any process.
        const ticket = crypto.randomUUID();
        const drawing = { id: ticket, owner: userId, bytes: data.length, elapsedMs: reply.elapsedTime };
        const outcome = await line.join(drawing, () =>
          analyzeFreeDrawing({
            db: deps.db,
            storage: deps.storage,
            analyser: deps.analyser,
            userId,
            image: data,
            childAgeMonths: fields.data.childAge,
            difficulty: fields.data.difficulty,
            challenge: fields.data.challenge,
            visitorOptIn: fields.data.aiProviderConsent,
            drawingId: ticket,
            locale: requestLocale(request),
          }),
        );
        if (outcome.answered === 'now') return localizePreview(outcome.value, requestLocale(request));
        return reply.code(202).header('location', ticketUrl(ticket)).send(inLine(ticket, outcome.view));
      });
    },
  );

  /**
   * A queued analysis: 202 with its place in line until it has been analysed, then what the POST
   * would have answered (200, or the same error). Unknown, expired or someone else's: 404.
   */
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/drawings/analyze/:ticket',
    {
      schema: {
        params: z.object({ ticket: z.string().max(100) }),
        response: { 200: AnalyzeDrawingResponse, 202: AnalysisInLine },
      },
    },
    async (request, reply) => {
      const { ticket } = request.params;
      if (!UUID.test(ticket)) throw notFound(messageKey('errors.analysis.ticketNotFound'));
      const userId = (await request.sessionUser())?.id ?? null;
      const view = line.view(ticket, userId);
      if (view?.state === 'done') return localizePreview(view.value, requestLocale(request));
      if (view?.state === 'failed') throw view.error;
      if (view) return reply.code(202).send(inLine(ticket, view));
      const since = new Date(Date.now() - line.ticketTtlMs);
      const finished = await findFinishedAnalysis({ db: deps.db, drawingId: ticket, userId, since });
      if (!finished) throw notFound(messageKey('errors.analysis.ticketNotFound'));
      return localizePreview(finished, requestLocale(request));
    },
  );
}
