import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminPromptsResponse,
  AiProvidersResponse,
  PromptVersionsQuery,
  PromptVersionsResponse,
  RestorePromptRequest,
  UpdatePromptResponse,
} from '../../../contracts/admin.ts';
import { UpdatePromptRequest } from '../../../contracts/prompts.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../platform/errors.ts';
import { currentUser, requireAdmin } from '../../platform/session.ts';
import { describeProviders } from '../../providers/ai/create-analyser.ts';
import { promptRepository } from '../prompts/repository.ts';
import { requireUuid } from './ids.ts';
import { adminPromptRepository, toAdminPrompt } from './prompt-repository.ts';
import { restorePrompt } from './restore-prompt.ts';
import { PROMPT_NOT_FOUND, savePrompt } from './save-prompt.ts';

const PromptParams = z.object({ id: z.string() });

/** AI Prompts (spec 001 §2): list and edit, plus version history, restore and configured providers. */
export async function adminPromptRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/prompts', { onRequest: requireAdmin, schema: { response: { 200: AdminPromptsResponse } } }, async () =>
    (await promptRepository.list(db)).map(toAdminPrompt),
  );

  routes.patch(
    '/api/admin/prompts/:id',
    { onRequest: requireAdmin, schema: { params: PromptParams, body: UpdatePromptRequest, response: { 200: UpdatePromptResponse } } },
    async (request) => {
      const actor = await currentUser(request);
      const prompt = await savePrompt({ db, actor, promptId: request.params.id, changes: request.body });
      return { prompt: toAdminPrompt(prompt), version: prompt.version };
    },
  );

  routes.get(
    '/api/admin/prompts/:id/versions',
    { onRequest: requireAdmin, schema: { params: PromptParams, querystring: PromptVersionsQuery, response: { 200: PromptVersionsResponse } } },
    async (request) => {
      const id = requireUuid(request.params.id, PROMPT_NOT_FOUND);
      if (!(await promptRepository.byId(db, id))) throw notFound(PROMPT_NOT_FOUND);
      return adminPromptRepository.versions(db, id, request.query);
    },
  );

  routes.post(
    '/api/admin/prompts/:id/restore',
    { onRequest: requireAdmin, schema: { params: PromptParams, body: RestorePromptRequest, response: { 200: UpdatePromptResponse } } },
    async (request) => {
      const actor = await currentUser(request);
      const prompt = await restorePrompt({ db, actor, promptId: request.params.id, version: request.body.version });
      return { prompt: toAdminPrompt(prompt), version: prompt.version };
    },
  );

  routes.get('/api/admin/ai-providers', { onRequest: requireAdmin, schema: { response: { 200: AiProvidersResponse } } }, async () =>
    describeProviders(deps.config),
  );
}
