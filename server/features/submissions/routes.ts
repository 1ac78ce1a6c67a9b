import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  InteractiveSessionsResponse,
  PlanSubmissionsResponse,
  RECORDING_MAX_BYTES,
  RetryEvaluationResponse,
  SESSION_MAX_RECORDINGS,
  SUBMISSION_MAX_IMAGE_BYTES,
  SUBMISSION_MAX_IMAGES,
  Submission,
  SubmissionFeedbackResponse,
  SubmissionImagesResponse,
  SubmitChallengeResponse,
} from '../../../contracts/submissions.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../platform/errors.ts';
import { FORM_OVERHEAD_BYTES, readMultipart } from '../../platform/multipart.ts';
import { perParentPerHour } from '../../platform/rate-limit.ts';
import { currentUser, forParent, requireUser } from '../../platform/session.ts';
import { getSubmission, getSubmissionFeedback, getSubmissionImages } from './get-submission.ts';
import { requestLocale } from '../../i18n/index.ts';
import { localizeTitle } from '../../providers/ai/local/challenges/localize.ts';
import { listGallery, listInteractiveSessions, listPlanSubmissions } from './list-plan-submissions.ts';
import { recordSubmission, type RecordSubmissionOptions } from './record-submission.ts';
import { retryEvaluation } from './retry-evaluation.ts';
import { PROGRESS_IMAGES_MAX_FIELD_BYTES, readProgressImages, readRecordings } from './session-uploads.ts';
import { parseSubmissionFields } from './submission-fields.ts';
import { admitSubmission } from './submission-window.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

// Any text: an id that is not a uuid is simply not one of the parent's (404, not 400).
const IdParams = z.object({ id: z.string() });
const PlanParams = z.object({ planId: z.string() });
const WeekQuery = z.object({
  weekNumber: z
    .string()
    .regex(/^\d{1,2}$/, messageKey('errors.submission.weekWhole'))
    .transform(Number)
    .optional(),
});

/** A recording over its limit, named by its file name where it has one. */
const RECORDING_TOO_LARGE = { named: messageKey('errors.submission.recordingTooLarge'), unnamed: messageKey('errors.submission.unnamedRecordingTooLarge') };

/** Retries are the one call here that costs an AI evaluation, so each parent gets a budget per hour. */
export const RETRY_RATE_LIMIT_MESSAGE = messageKey('errors.submission.retryRateLimited');

/** Spec 000 §7, the weekly loop's calls. Every one is the signed-in parent's own. */
export async function submissionRoutes(app: FastifyInstance, deps: AppDeps) {
  const { database, storage, queue, logger, config } = deps;
  const db = database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** Both screens' submissions are recorded alike; what differs is what was sent and the words for sending nothing. */
  const record = (sent: Omit<RecordSubmissionOptions, 'db' | 'storage' | 'queue' | 'logger'>) => recordSubmission({ db, storage, queue, logger, ...sent });

  api.post('/api/challenges/submit', { onRequest: requireUser, schema: { response: { 200: SubmitChallengeResponse } } }, async (request) => {
    const user = await currentUser(request);
    // Issue 35: the week's photos may come with voice recordings chosen as audio files, read as
    // the session's are. A part stops at the recordings' limit; photos are held to theirs below.
    const limits = {
      maxFileBytes: RECORDING_MAX_BYTES,
      maxFiles: SUBMISSION_MAX_IMAGES + SESSION_MAX_RECORDINGS,
      maxTotalBytes: SUBMISSION_MAX_IMAGES * SUBMISSION_MAX_IMAGE_BYTES + SESSION_MAX_RECORDINGS * RECORDING_MAX_BYTES + FORM_OVERHEAD_BYTES,
      tooLargeMessage: RECORDING_TOO_LARGE,
      admit: admitSubmission(db, user.id),
    };
    return readMultipart(request, limits, async (body) => {
      const fields = parseSubmissionFields(body.fields);
      const images = body.files.filter((f) => f.fieldname === 'images');
      const oversized = images.find((image) => image.size > SUBMISSION_MAX_IMAGE_BYTES);
      if (oversized) throw new AppError('PAYLOAD_TOO_LARGE', messageKey('errors.submission.fileTooLarge'), { values: { fileName: oversized.filename } });
      // The spec's rule stays: a week is its drawing, so photos are needed even with recordings.
      if (images.length === 0) throw new AppError('BAD_REQUEST', messageKey('errors.submission.noImages'));
      const recordings = await readRecordings(body.files, body.fields);
      const { submissionId } = await record({
        userId: user.id,
        fields,
        source: 'upload',
        images,
        recordings,
        emptyMessage: messageKey('errors.submission.noImages'),
      });
      return { message: messageKey('submissions.submit.submitted'), submissionId };
    });
  });

  api.post(
    '/api/interactive-sessions/convert-to-submission',
    { onRequest: requireUser, schema: { response: { 200: SubmitChallengeResponse } } },
    async (request) => {
      const user = await currentUser(request);
      const limits = {
        maxFileBytes: RECORDING_MAX_BYTES,
        maxFiles: 20,
        maxTotalBytes: SESSION_MAX_RECORDINGS * RECORDING_MAX_BYTES + PROGRESS_IMAGES_MAX_FIELD_BYTES + FORM_OVERHEAD_BYTES,
        tooLargeMessage: RECORDING_TOO_LARGE,
        maxFieldBytes: PROGRESS_IMAGES_MAX_FIELD_BYTES,
        admit: admitSubmission(db, user.id),
      };
      return readMultipart(request, limits, async (body) => {
        const fields = parseSubmissionFields(body.fields);
        const recordings = await readRecordings(body.files, body.fields);
        const images = readProgressImages(body.fields.progressImages);
        const { submissionId } = await record({
          userId: user.id,
          fields,
          source: 'interactive',
          images,
          recordings,
          emptyMessage: messageKey('errors.submission.nothingToSubmit'),
        });
        return { message: messageKey('submissions.session.submitted'), submissionId };
      });
    },
  );

  api.get(
    '/api/plans/:planId/submissions',
    { onRequest: requireUser, schema: { params: PlanParams, response: { 200: PlanSubmissionsResponse } } },
    forParent(async (userId, request) => (await listPlanSubmissions({ db, userId, planId: request.params.planId })).map((s) => inLanguage(s, request))),
  );

  api.get(
    '/api/plans/:planId/gallery',
    { onRequest: requireUser, schema: { params: PlanParams, response: { 200: PlanSubmissionsResponse } } },
    forParent(async (userId, request) => (await listGallery({ db, userId, planId: request.params.planId })).map((s) => inLanguage(s, request))),
  );

  api.get(
    '/api/interactive-sessions/:planId',
    { onRequest: requireUser, schema: { params: PlanParams, querystring: WeekQuery, response: { 200: InteractiveSessionsResponse } } },
    forParent((userId, request) => listInteractiveSessions({ db, userId, planId: request.params.planId, weekNumber: request.query.weekNumber })),
  );

  api.get(
    '/api/submissions/:id',
    { onRequest: requireUser, schema: { params: IdParams, response: { 200: Submission } } },
    forParent(async (userId, request) => inLanguage(await getSubmission({ db, userId, submissionId: request.params.id }), request)),
  );

  api.get(
    '/api/submissions/:id/feedback',
    { onRequest: requireUser, schema: { params: IdParams, response: { 200: SubmissionFeedbackResponse } } },
    forParent((userId, request) => getSubmissionFeedback({ db, userId, submissionId: request.params.id })),
  );

  api.get(
    '/api/submissions/:id/images',
    { onRequest: requireUser, schema: { params: IdParams, response: { 200: SubmissionImagesResponse } } },
    forParent((userId, request) => getSubmissionImages({ db, userId, submissionId: request.params.id })),
  );

  api.post(
    '/api/submissions/:id/retry-evaluation',
    {
      onRequest: requireUser,
      config: {
        rateLimit: perParentPerHour(config.rateLimitEvaluate, RETRY_RATE_LIMIT_MESSAGE),
      },
      schema: { params: IdParams, response: { 200: RetryEvaluationResponse } },
    },
    forParent((userId, request) => retryEvaluation({ db, queue, userId, submissionId: request.params.id })),
  );
}

/** Issue 37: a week's stored (English) challenge title in the page's language, when it is the library's. */
function inLanguage<S extends { challengeTitle: string }>(submission: S, request: Parameters<typeof requestLocale>[0]): S {
  return { ...submission, challengeTitle: localizeTitle(submission.challengeTitle, requestLocale(request)) };
}
