import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnalyzeDrawingResponse, Difficulty, FreeChallenge } from '../../../contracts/analysis.ts';
import type { Db } from '../../db/client.ts';
import type { Analyser } from '../../providers/ai/analyser.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { AppError } from '../../platform/errors.ts';
import { FORM_OVERHEAD_BYTES, readMultipart } from '../../platform/multipart.ts';
import { analyzeFreeDrawing } from './analyze-drawing.ts';

/** Spec 001 §9: free analysis accepts images up to 10 MB. */
export const FREE_ANALYSIS_MAX_BYTES = 10 * 1024 * 1024;

const AnalyzeFields = z.object({
  childAge: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : Number(v)))
    .pipe(z.number({ error: 'Please choose a valid birth month and year' }).int('Please choose a valid birth month and year').min(0, 'Please choose a valid birth month and year').max(240, 'Please choose a valid birth month and year').optional()),
  difficulty: Difficulty.default('easy'),
  challenge: FreeChallenge.default('general'),
  /** 'true' when a visitor agreed to the external AI provider (asked only when one is configured). */
  aiProviderConsent: z.string().optional().transform((v) => v === 'true'),
});

export async function drawingRoutes(app: FastifyInstance, deps: { db: Db; storage: FileStorage; analyser: Analyser; rateLimitPerHour: number }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/drawings/analyze',
    {
      // Anonymous visitors may analyse; the limit per IP keeps the analyser affordable.
      config: { rateLimit: { max: deps.rateLimitPerHour, timeWindow: '1 hour' } },
      schema: { response: { 200: AnalyzeDrawingResponse } },
    },
    async (request) => {
      const limits = {
        maxFileBytes: FREE_ANALYSIS_MAX_BYTES,
        maxFiles: 1,
        maxTotalBytes: FREE_ANALYSIS_MAX_BYTES + FORM_OVERHEAD_BYTES,
        tooLargeMessage: () => 'Please select an image under 10MB',
      };
      return readMultipart(request, limits, async (body) => {
        const image = body.files.find((f) => f.fieldname === 'image');
        if (!image) throw new AppError('BAD_REQUEST', 'Please select a drawing to analyze');
        const fields = AnalyzeFields.safeParse(body.fields);
        if (!fields.success) throw new AppError('VALIDATION_FAILED', fields.error.issues[0]?.message ?? 'Invalid request');
        const user = await request.sessionUser();
        return analyzeFreeDrawing({
          db: deps.db,
          storage: deps.storage,
          analyser: deps.analyser,
          userId: user?.id ?? null,
          image: await image.read(),
          childAgeMonths: fields.data.childAge,
          difficulty: fields.data.difficulty,
          challenge: fields.data.challenge,
          visitorOptIn: fields.data.aiProviderConsent,
        });
      });
    },
  );
}
