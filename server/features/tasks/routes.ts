import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CorrectTaskRequest, TaskResult, TaskResultsResponse, type TaskKind } from '../../../contracts/tasks.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/errors.ts';
import { FORM_OVERHEAD_BYTES, readMultipart, type MultipartLimits } from '../../platform/multipart.ts';
import { forParent, requireUser } from '../../platform/session.ts';
import { checkTaskPlace } from './check-task-place.ts';
import { correctTaskResult } from './correct-task-result.ts';
import { getTaskResult } from './get-task-result.ts';
import { listPlanTasks } from './list-plan-tasks.ts';
import { scorePersonTask } from './score-person-task.ts';
import { scoreShapesTask } from './score-shapes-task.ts';
import { parsePersonFields, parseShapesFields, parseTaskPlace } from './task-fields.ts';
import { DRAWING_PHOTO_MAX_BYTES } from '../../../contracts/drawing-photo.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';
import { requestLocale, translator } from '../../i18n/index.ts';

/** Like the free analysis: a phone photo up to 10 MB. */
export const TASK_PHOTO_MAX_BYTES = DRAWING_PHOTO_MAX_BYTES;
const PHOTO_TOO_LARGE = messageKey('errors.image.tooLarge');
const PHOTO_MISSING = messageKey('errors.task.photoMissing');

const userIdOf = async (request: FastifyRequest) => (await request.sessionUser())?.id ?? null;
/** Results are worded in the reader's language. */
const tOf = (request: FastifyRequest) => translator(requestLocale(request));

/** Issue 33: the standard tasks — scored, read, corrected, and listed for a plan. */
export async function taskRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config, storage } = deps;
  const db = deps.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Anonymous visitors may score (the free analysis's closer look): per IP, like the free analysis.
  const perIp = { rateLimit: { max: config.rateLimitAnalyze, timeWindow: '1 hour' } };
  // Someone else's plan, or a checkpoint that already has this task, is refused before a byte of the photo is read.
  const limitsFor = (task: TaskKind, userId: string | null): MultipartLimits => ({
    maxFileBytes: TASK_PHOTO_MAX_BYTES,
    maxFiles: 1,
    maxTotalBytes: TASK_PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES,
    tooLargeMessage: PHOTO_TOO_LARGE,
    admit: { after: ['planId', 'checkpointNumber'], check: (fields) => checkTaskPlace(db, { userId, task, place: parseTaskPlace(fields) }) },
  });

  api.post('/api/tasks/shapes/score', { config: perIp, schema: { response: { 200: TaskResult } } }, async (request) => {
    const userId = await userIdOf(request);
    return readMultipart(request, limitsFor('shapes', userId), async (body) => {
      const fields = parseShapesFields(body.fields);
      const photo = body.files.find((file) => file.fieldname === 'photo');
      if (!photo) throw new AppError('VALIDATION_FAILED', PHOTO_MISSING);
      return scoreShapesTask({
        db,
        storage,
        userId,
        photo: await photo.read(),
        sheet: fields.sheet,
        childAge: fields.childAge,
        place: fields,
        t: tOf(request),
      });
    });
  });

  api.post('/api/tasks/person/score', { config: perIp, schema: { response: { 200: TaskResult } } }, async (request) => {
    const userId = await userIdOf(request);
    return readMultipart(request, limitsFor('person', userId), async (body) => {
      const fields = parsePersonFields(body.fields);
      const photo = body.files.find((file) => file.fieldname === 'photo');
      return scorePersonTask({
        db,
        storage,
        userId,
        ticked: fields.items,
        childAge: fields.childAge,
        place: fields,
        photo: photo ? await photo.read() : null,
        t: tOf(request),
      });
    });
  });

  api.get(
    '/api/tasks',
    {
      onRequest: requireUser,
      schema: {
        querystring: z.object({ planId: z.string({ error: messageKey('errors.task.planMissing') }).max(100) }),
        response: { 200: TaskResultsResponse },
      },
    },
    forParent((userId, request) => listPlanTasks({ db, userId, planId: request.query.planId, t: tOf(request) })),
  );

  api.get('/api/tasks/:id', { schema: { params: z.object({ id: z.string().max(100) }), response: { 200: TaskResult } } }, async (request) =>
    getTaskResult({ db, userId: await userIdOf(request), id: request.params.id, t: tOf(request) }),
  );

  api.patch(
    '/api/tasks/:id',
    { schema: { params: z.object({ id: z.string().max(100) }), body: CorrectTaskRequest, response: { 200: TaskResult } } },
    async (request) => correctTaskResult({ db, userId: await userIdOf(request), id: request.params.id, corrections: request.body.items, t: tOf(request) }),
  );
}
