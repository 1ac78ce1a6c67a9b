import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompleteSetupResponse,
  CreatePlanRequest,
  CreatePlanResponse,
  DeletePlanResponse,
  GetPlanResponse,
  ListPlansResponse,
  Plan,
  RestorePlanResponse,
  SETUP_MAX_IMAGE_BYTES,
  UpdatePlanRequest,
  UpdatePlanResponse,
} from '../../../contracts/plans.ts';
import type { Db } from '../../db/client.ts';
import type { Analyser } from '../../providers/ai/analyser.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { FORM_OVERHEAD_BYTES, readMultipart } from '../../platform/multipart.ts';
import { currentUser, forParent, requireUser } from '../../platform/session.ts';
import { checkSetupOpen, completeSetup } from './complete-setup.ts';
import { createPlan } from './create-plan.ts';
import { deletePlan } from './delete-plan.ts';
import { getPlan } from './get-plan.ts';
import { listArchivedPlans } from './list-archived-plans.ts';
import { listPlans } from './list-plans.ts';
import { restorePlan } from './restore-plan.ts';
import { updatePlan } from './update-plan.ts';
import { localizePlan } from './to-plan.ts';
import { requestLocale } from '../../i18n/index.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

// Any text: an id that is not a uuid is simply not one of the parent's plans (404, not 400).
const PlanParams = z.object({ planId: z.string() });

/** Spec 000 §7, the plan calls. Every one is the signed-in parent's own; others' plans are 404. */
export async function planRoutes(app: FastifyInstance, deps: { db: Db; storage: FileStorage; analyser: Analyser }) {
  const { db, storage, analyser } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/plans',
    { onRequest: requireUser, schema: { response: { 200: ListPlansResponse } } },
    forParent(async (userId, request) => (await listPlans({ db, userId })).map((plan) => localizePlan(plan, requestLocale(request)))),
  );

  // A static path: it wins over /api/plans/:planId, and "archived" is never a plan id (uuids).
  api.get(
    '/api/plans/archived',
    { onRequest: requireUser, schema: { response: { 200: ListPlansResponse } } },
    forParent(async (userId, request) => (await listArchivedPlans({ db, userId })).map((plan) => localizePlan(plan, requestLocale(request)))),
  );

  api.post(
    '/api/plans/create',
    { onRequest: requireUser, schema: { body: CreatePlanRequest, response: { 200: CreatePlanResponse } } },
    forParent((userId, request) => createPlan({ db, userId, childName: request.body.childName })),
  );

  api.delete(
    '/api/plans/:id',
    { onRequest: requireUser, schema: { params: z.object({ id: z.string() }), response: { 200: DeletePlanResponse } } },
    forParent((userId, request) => deletePlan({ db, storage, userId, planId: request.params.id })),
  );

  api.get(
    '/api/plans/:planId',
    { onRequest: requireUser, schema: { params: PlanParams, response: { 200: GetPlanResponse } } },
    forParent(async (userId, request) => ({ plan: localizePlan(await getPlan({ db, userId, planId: request.params.planId }), requestLocale(request)) })),
  );

  api.patch(
    '/api/plans/:planId',
    { onRequest: requireUser, schema: { params: PlanParams, body: UpdatePlanRequest, response: { 200: UpdatePlanResponse } } },
    forParent(async (userId, request) => ({
      plan: localizePlan(await updatePlan({ db, userId, planId: request.params.planId, changes: request.body }), requestLocale(request)),
    })),
  );

  api.post(
    '/api/plans/:planId/restore',
    { onRequest: requireUser, schema: { params: PlanParams, response: { 200: RestorePlanResponse } } },
    forParent(async (userId, request) => ({ plan: localizePlan(await restorePlan({ db, userId, planId: request.params.planId }), requestLocale(request)) })),
  );

  api.get(
    '/api/plans/:planId/data',
    { onRequest: requireUser, schema: { params: PlanParams, response: { 200: Plan } } },
    forParent(async (userId, request) => localizePlan(await getPlan({ db, userId, planId: request.params.planId }), requestLocale(request))),
  );

  api.post(
    '/api/plans/:planId/complete-setup',
    { onRequest: requireUser, schema: { params: PlanParams, response: { 200: CompleteSetupResponse } } },
    async (request) => {
      const user = await currentUser(request);
      // Someone else's plan, or one already set up, is refused before a byte of the drawing is read.
      await checkSetupOpen({ db, userId: user.id, planId: request.params.planId });
      const limits = {
        maxFileBytes: SETUP_MAX_IMAGE_BYTES,
        maxFiles: 1,
        maxTotalBytes: SETUP_MAX_IMAGE_BYTES + FORM_OVERHEAD_BYTES,
        tooLargeMessage: messageKey('errors.image.tooLarge'),
      };
      const plan = await readMultipart(request, limits, async (body) => {
        const image = body.files.find((file) => file.fieldname === 'image');
        return completeSetup({
          db,
          storage,
          analyser,
          userId: user.id,
          planId: request.params.planId,
          image: image ? await image.read() : undefined,
          childAge: body.fields.childAge,
          birthMonth: body.fields.birthMonth,
          birthYear: body.fields.birthYear,
          locale: requestLocale(request),
        });
      });
      return { plan: localizePlan(plan, requestLocale(request)) };
    },
  );
}
