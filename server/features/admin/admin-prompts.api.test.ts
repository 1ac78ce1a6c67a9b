import type { AdminPage } from '../../../contracts/admin-pages.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_API, type AuditEvent, type PromptVersion } from '../../../contracts/admin.ts';
import type { Prompt } from '../../../contracts/prompts.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { promptRepository } from '../prompts/repository.ts';
import { adminRequest } from './admin-test-fixtures.ts';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { role: 'admin', email: 'prompt-admin@example.com' });
});
afterAll(async () => ctx?.close());

const promptId = async (name: string) => (await promptRepository.byName(ctx.database.db, name))!.id;
const trail = async (id: string): Promise<AuditEvent[]> =>
  (await adminRequest(ctx, 'GET', `${ADMIN_API.audit}?entityType=prompt&entityId=${id}`, admin.cookie)).json().items;

it('lists every prompt ordered by name', async () => {
  const response = await adminRequest(ctx, 'GET', ADMIN_API.prompts, admin.cookie);
  expect(response.statusCode).toBe(200);
  const names = (response.json() as Prompt[]).map((p) => p.name);
  expect(names).toHaveLength(7);
  expect(names).toEqual([...names].sort());
});

it('saves only the changed fields as a new version, with one audit event naming the admin', async () => {
  const id = await promptId('examples');
  const response = await adminRequest(ctx, 'PATCH', ADMIN_API.prompt(id), admin.cookie, { provider: 'openrouter', model: 'mistralai/mistral-small' });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { prompt: Prompt; version: number };
  expect(body.version).toBe(2);
  expect(body.prompt).toMatchObject({ provider: 'openrouter', model: 'mistralai/mistral-small', version: 2 });

  const [event, ...rest] = await trail(id);
  expect(rest).toEqual([]);
  expect(event).toMatchObject({
    action: 'prompt.update',
    actor: { id: admin.id, email: 'prompt-admin@example.com' },
    changes: { provider: ['openai', 'openrouter'], model: ['gpt-4o-mini', 'mistralai/mistral-small'], version: [1, 2] },
  });
  expect(event!.changes).not.toHaveProperty('prompt');
});

it('makes no version and no audit event when nothing changed', async () => {
  const id = await promptId('transcription');
  const before = (await promptRepository.byId(ctx.database.db, id))!;
  const response = await adminRequest(ctx, 'PATCH', ADMIN_API.prompt(id), admin.cookie, { model: before.model });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ version: before.version });
  expect(await trail(id)).toEqual([]);
});

it('refuses an empty edit, blank text and an unknown provider with a readable message', async () => {
  const url = ADMIN_API.prompt(await promptId('conversation'));
  const cases: [object, string][] = [
    [{}, 'Nothing to update'],
    [{ prompt: '   ' }, 'The prompt text cannot be empty'],
    [{ model: '' }, 'Please enter a model'],
  ];
  for (const [body, message] of cases) {
    const response = await adminRequest(ctx, 'PATCH', url, admin.cookie, body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(response.json().message).toBe(message);
  }
  expect((await adminRequest(ctx, 'PATCH', url, admin.cookie, { provider: 'anthropic' })).statusCode).toBe(400);
});

it('answers 404 for an unknown or malformed prompt id on every prompt route', async () => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or 1=1"]) {
    const patch = await adminRequest(ctx, 'PATCH', ADMIN_API.prompt(encodeURIComponent(id)), admin.cookie, { model: 'gpt-4o' });
    const versions = await adminRequest(ctx, 'GET', ADMIN_API.promptVersions(encodeURIComponent(id)), admin.cookie);
    const restore = await adminRequest(ctx, 'POST', ADMIN_API.restorePrompt(encodeURIComponent(id)), admin.cookie, { version: 1 });
    for (const response of [patch, versions, restore]) {
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Prompt not found' });
    }
  }
});

it('lists versions newest first with who saved each, and restores an old one as a new version', async () => {
  const id = await promptId('plan-generation');
  const original = (await promptRepository.byId(ctx.database.db, id))!;
  await adminRequest(ctx, 'PATCH', ADMIN_API.prompt(id), admin.cookie, { prompt: 'Personalise the plan for {{AGE}} months.' });
  await adminRequest(ctx, 'PATCH', ADMIN_API.prompt(id), admin.cookie, { model: 'gpt-4o' });

  const versions = (await adminRequest(ctx, 'GET', ADMIN_API.promptVersions(id), admin.cookie)).json<AdminPage<PromptVersion>>().items;
  expect(versions.map((v) => [v.version, v.changedBy])).toEqual([
    [3, admin.email],
    [2, admin.email],
    [1, null],
  ]);
  expect(versions[2]).toMatchObject({ prompt: original.prompt, model: original.model, provider: original.provider });

  const restored = await adminRequest(ctx, 'POST', ADMIN_API.restorePrompt(id), admin.cookie, { version: 1 });
  expect(restored.statusCode).toBe(200);
  expect(restored.json()).toMatchObject({ version: 4, prompt: { prompt: original.prompt, model: original.model, version: 4 } });
  const after = (await adminRequest(ctx, 'GET', ADMIN_API.promptVersions(id), admin.cookie)).json<AdminPage<PromptVersion>>().items;
  expect(after.map((v) => v.version)).toEqual([4, 3, 2, 1]);

  const [event] = await trail(id);
  expect(event).toMatchObject({
    action: 'prompt.restore',
    changes: {
      prompt: ['Personalise the plan for {{AGE}} months.', original.prompt],
      model: ['gpt-4o', original.model],
      version: [3, 4],
      restoredFrom: [null, 1],
    },
  });
});

it('restoring the version that is current changes nothing; an unknown version is a 404', async () => {
  const id = await promptId('checkpoint-evaluation');
  const same = await adminRequest(ctx, 'POST', ADMIN_API.restorePrompt(id), admin.cookie, { version: 1 });
  expect(same.json()).toMatchObject({ version: 1 });
  expect(await trail(id)).toEqual([]);
  const missing = await adminRequest(ctx, 'POST', ADMIN_API.restorePrompt(id), admin.cookie, { version: 9 });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().message).toBe('Version 9 of this prompt was not found');
  const bad = await adminRequest(ctx, 'POST', ADMIN_API.restorePrompt(id), admin.cookie, { version: 'one' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toBe('Please choose a version to restore');
});

it('says which AI providers this server has a key for', async () => {
  const response = await adminRequest(ctx, 'GET', ADMIN_API.aiProviders, admin.cookie);
  expect(response.json()).toEqual({ openai: false, openrouter: false });

  const configured = await createTestApp({ OPENROUTER_API_KEY: 'test-key' });
  try {
    const otherAdmin = await createUser(configured, { role: 'admin' });
    const answer = await adminRequest(configured, 'GET', ADMIN_API.aiProviders, otherAdmin.cookie);
    expect(answer.json()).toEqual({ openai: false, openrouter: true });
  } finally {
    await configured.close();
  }
});
