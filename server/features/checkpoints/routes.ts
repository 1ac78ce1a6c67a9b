import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECKPOINT_MESSAGES, CheckpointsResponse, EvaluateCheckpointRequest, EvaluateCheckpointResponse } from '../../../contracts/checkpoints.ts';
import type { AppDeps } from '../../app-deps.ts';
import { perParentPerHour } from '../../platform/rate-limit.ts';
import { currentUser, requireUser } from '../../platform/session.ts';
import { listCheckpoints } from './list-checkpoints.ts';
import { startCheckpointEvaluation } from './start-checkpoint-evaluation.ts';

/** Spec 000 §7, the checkpoint calls. */
export async function checkpointRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config, database, queue, logger } = deps;
  const db = database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cognitive-checkpoints/:planId',
    // Any text: an id that is not a uuid is simply not one of the parent's plans (404).
    { onRequest: requireUser, schema: { params: z.object({ planId: z.string() }), response: { 200: CheckpointsResponse } } },
    async (request) => {
      const user = await currentUser(request);
      return listCheckpoints({ db, userId: user.id, planId: request.params.planId });
    },
  );

  api.post(
    '/api/cognitive-checkpoints/evaluate',
    {
      onRequest: requireUser,
      config: {
        // Each evaluation may cost an AI call; spec 000 §8 shows this text under "Too Many Requests".
        rateLimit: perParentPerHour(config.rateLimitEvaluate, CHECKPOINT_MESSAGES.tooMany),
      },
      schema: { body: EvaluateCheckpointRequest, response: { 200: EvaluateCheckpointResponse } },
    },
    async (request) => {
      const user = await currentUser(request);
      return startCheckpointEvaluation({ db, queue, logger, userId: user.id, ...request.body });
    },
  );
}
