import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { promptVersions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser } from '../../../test/factories.ts';
import { promptRepository } from './repository.ts';
import { seedPrompts } from './seed-prompts.ts';
import { updatePrompt } from './update-prompt.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

it('seeds one prompt per task, once, without overwriting edits', async () => {
  const prompts = await promptRepository.list(ctx.database.db);
  expect(prompts).toHaveLength(7);
  expect(prompts.every((p) => p.version === 1 && p.isActive)).toBe(true);
  const analysis = prompts.find((p) => p.name === 'drawing-analysis')!;
  await updatePrompt({ db: ctx.database.db, id: analysis.id, changes: { model: 'gpt-4o' }, userId: null });
  expect(await seedPrompts({ db: ctx.database.db })).toBe(0);
  expect((await promptRepository.byName(ctx.database.db, 'drawing-analysis'))?.model).toBe('gpt-4o');
});

it('keeps every change as a new version with who made it', async () => {
  const admin = await createUser(ctx, { role: 'admin' });
  const prompt = (await promptRepository.byName(ctx.database.db, 'conversation'))!;
  const v2 = await updatePrompt({
    db: ctx.database.db,
    id: prompt.id,
    changes: { prompt: 'Write a conversation about {{CHALLENGE_TITLE}}.' },
    userId: admin.id,
  });
  const v3 = await updatePrompt({ db: ctx.database.db, id: prompt.id, changes: { provider: 'openrouter', model: 'openrouter/auto' }, userId: admin.id });
  expect([v2.version, v3.version]).toEqual([2, 3]);
  expect(v3.prompt).toBe('Write a conversation about {{CHALLENGE_TITLE}}.');
  const history = await ctx.database.db.select().from(promptVersions).where(eq(promptVersions.promptId, prompt.id));
  expect(history.map((h) => h.version).sort()).toEqual([1, 2, 3]);
  expect(history.find((h) => h.version === 3)).toMatchObject({ provider: 'openrouter', model: 'openrouter/auto', changedBy: admin.id });
});

it('makes no version when nothing changed, and 404s an unknown prompt', async () => {
  const prompt = (await promptRepository.byName(ctx.database.db, 'examples'))!;
  const same = await updatePrompt({ db: ctx.database.db, id: prompt.id, changes: { model: prompt.model }, userId: null });
  expect(same.version).toBe(prompt.version);
  await expect(updatePrompt({ db: ctx.database.db, id: '00000000-0000-0000-0000-000000000000', changes: { model: 'x' }, userId: null })).rejects.toMatchObject({
    status: 404,
  });
});
