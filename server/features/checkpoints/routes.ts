import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CheckpointsResponse, EvaluateCheckpointRequest, EvaluateCheckpointResponse } from '../../../contracts/checkpoints.ts';
import { SETUP_MAX_IMAGE_BYTES } from '../../../contracts/plans.ts';
import { ThenAndNowResponse } from '../../../contracts/then-and-now.ts';
import { AppError } from '../../platform/errors.ts';
import { FORM_OVERHEAD_BYTES, readMultipart } from '../../platform/multipart.ts';
import type { AppDeps } from '../../app-deps.ts';
import { perParentPerHour } from '../../platform/rate-limit.ts';
import { currentUser, forParent, requireUser } from '../../platform/session.ts';
import { getThenAndNow } from './get-then-and-now.ts';
import { listCheckpoints } from './list-checkpoints.ts';
import { checkCheckpointPlan, startCheckpointEvaluation } from './start-checkpoint-evaluation.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';
import { requestLocale, translator } from '../../i18n/index.ts';

/** Spec 000 §7, the checkpoint calls. */
export async function checkpointRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config, database, queue, logger, storage } = deps;
  const db = database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cognitive-checkpoints/:planId',
    // Any text: an id that is not a uuid is simply not one of the parent's plans (404).
    { onRequest: requireUser, schema: { params: z.object({ planId: z.string() }), response: { 200: CheckpointsResponse } } },
    forParent((userId, request) => listCheckpoints({ db, userId, planId: request.params.planId })),
  );

  api.post(
    '/api/cognitive-checkpoints/evaluate',
    {
      onRequest: requireUser,
      config: {
        // Each evaluation may cost an AI call; spec 000 §8 shows this text under "Too Many Requests".
        rateLimit: perParentPerHour(config.rateLimitEvaluate, messageKey('errors.checkpoint.tooMany')),
      },
      schema: { body: EvaluateCheckpointRequest, response: { 200: EvaluateCheckpointResponse } },
    },
    forParent((userId, request) => startCheckpointEvaluation({ db, queue, logger, storage, userId, ...request.body })),
  );

  /**
   * Issue 21: the same, with the checkpoint's standard drawing ("draw a whole person") as
   * multipart `image` beside planId and checkpointNumber; the estimate then comes from it alone.
   */
  api.post(
    '/api/cognitive-checkpoints/evaluate-with-drawing',
    {
      onRequest: requireUser,
      config: { rateLimit: perParentPerHour(config.rateLimitEvaluate, messageKey('errors.checkpoint.tooMany')) },
      schema: { response: { 200: EvaluateCheckpointResponse } },
    },
    async (request) => {
      const user = await currentUser(request);
      const limits = {
        maxFileBytes: SETUP_MAX_IMAGE_BYTES,
        maxFiles: 1,
        maxTotalBytes: SETUP_MAX_IMAGE_BYTES + FORM_OVERHEAD_BYTES,
        tooLargeMessage: messageKey('errors.image.tooLarge'),
        // Someone else's plan is refused before a byte of the drawing is read.
        admit: {
          after: ['planId'],
          check: async (fields: Record<string, string>) => void (await checkCheckpointPlan({ db, userId: user.id, planId: fields.planId ?? '' })),
        },
      };
      return readMultipart(request, limits, async (body) => {
        const fields = EvaluateCheckpointRequest.safeParse(body.fields);
        if (!fields.success) throw new AppError('VALIDATION_FAILED', messageKey('errors.checkpoint.which'));
        const image = body.files.find((file) => file.fieldname === 'image');
        if (!image) throw new AppError('VALIDATION_FAILED', messageKey('errors.checkpoint.wholePersonMissing'));
        return startCheckpointEvaluation({ db, queue, logger, storage, userId: user.id, ...fields.data, wholePersonDrawing: await image.read() });
      });
    },
  );

  api.get(
    '/api/plans/:planId/then-and-now',
    { onRequest: requireUser, schema: { params: z.object({ planId: z.string() }), response: { 200: ThenAndNowResponse } } },
    forParent((userId, request) => getThenAndNow({ db, userId, planId: request.params.planId, t: translator(requestLocale(request)) })),
  );
}
