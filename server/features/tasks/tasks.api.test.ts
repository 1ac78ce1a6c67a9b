import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKPOINT_MESSAGES } from '../../../contracts/checkpoints.ts';
import { PERSON_ITEMS, TASK_MESSAGES, TaskResult } from '../../../contracts/tasks.ts';
import { SERVED_AGE_MESSAGE } from '../../../contracts/vocabulary.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, parentGet, parentRequest, type TestUser } from '../../../test/factories.ts';
import { simpleJpeg, textFile } from '../../../test/images.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { estimateTask, taskSources } from './estimate.ts';
import { insertShapesResult, planAtCheckpoint, scorePerson, storedCounts, taskRow } from './tasks.fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000', RATE_LIMIT_ANALYZE: '1000' });
});
afterAll(async () => ctx?.close());

const get = (url: string, user?: TestUser) => parentGet(ctx, url, user);
const patch = (id: string, user: TestUser | null, payload: object, headers: Record<string, string> = {}) =>
  parentRequest(ctx, { method: 'PATCH', url: `/api/tasks/${id}`, payload, headers }, user);
const TICKED = ['head', 'eyes', 'mouth', 'body', 'legs', 'arms'] as const;

describe('POST /api/tasks/person/score', { timeout: 60_000 }, () => {
  it('lists every checklist part, passed where ticked, with the estimate from the norms and their sources', async () => {
    const response = await scorePerson(ctx, null, { items: TICKED.join(','), childAge: '60' });
    expect(response.statusCode).toBe(200);
    const result = TaskResult.parse(response.json());
    expect(result.items.map((i) => i.item)).toEqual([...PERSON_ITEMS]);
    for (const item of result.items) {
      expect(item.result).toBe((TICKED as readonly string[]).includes(item.item) ? 'pass' : 'fail');
      expect(item).toMatchObject({ scored: null, confidence: null, crop: null, corrected: false });
    }
    const expected = estimateTask({ task: 'person', items: result.items.map(({ item, result }) => ({ item, result })), childAge: 60 });
    expect(result.estimate).toEqual(expected);
    expect(result.sources).toEqual(taskSources('person'));
    expect(result).toMatchObject({ task: 'person', childAge: 60, sheet: null, planId: null, checkpointNumber: null, comparison: null });
  });

  it('keeps a photo when one is sent, as the parent’s file', async () => {
    const parent = await createUser(ctx);
    const response = await scorePerson(ctx, parent, { items: 'head', childAge: '48' }, await simpleJpeg());
    expect(response.statusCode).toBe(200);
    const row = await taskRow(ctx, response.json().id);
    expect(row?.photoFileId).toEqual(expect.any(String));
    expect(row?.userId).toBe(parent.id);
  });

  it('answers 400 for an unknown item, a missing list, an age Kritzel does not serve, and a checkpoint without a plan; 415 for a non-image photo', async () => {
    const before = await storedCounts(ctx);
    const unknown = await scorePerson(ctx, null, { items: 'head,tail', childAge: '60' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('tail');
    expect((await scorePerson(ctx, null, { childAge: '60' })).statusCode).toBe(400);
    for (const childAge of ['24', '140', 'five', undefined]) {
      const response = await scorePerson(ctx, null, { items: 'head', childAge });
      expect(response.statusCode, String(childAge)).toBe(400);
      expect(response.json().message).toBe(SERVED_AGE_MESSAGE);
    }
    expect((await scorePerson(ctx, null, { items: 'head', childAge: '60', checkpointNumber: '1' })).statusCode).toBe(400);
    expect((await scorePerson(ctx, null, { items: 'head', childAge: '60' }, textFile())).statusCode).toBe(415);
    expect(await storedCounts(ctx)).toEqual(before);
  });
});

describe('tasks in a plan and at a checkpoint', { timeout: 60_000 }, () => {
  it('stores a checkpoint’s task once: a second of the same kind is 409, another kind is welcome', async () => {
    const parent = await createUser(ctx);
    const plan = await planAtCheckpoint(ctx, parent);
    const fields = { items: 'head,eyes', childAge: '60', planId: plan.id, checkpointNumber: '1' };
    const first = await scorePerson(ctx, parent, fields);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ planId: plan.id, checkpointNumber: 1 });
    const again = await scorePerson(ctx, parent, { ...fields, items: 'head,eyes,mouth' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TASK_MESSAGES.checkpointTaken(1));
    await insertShapesResult(ctx, { userId: parent.id, planId: plan.id, checkpointNumber: 1, passes: 4 });
  });

  it('refuses a checkpoint that has not opened, another parent’s plan (404), an unpaid plan (409) and a plan signed out (401)', async () => {
    const parent = await createUser(ctx);
    const other = await createUser(ctx);
    const early = await planAtCheckpoint(ctx, parent, 3);
    const notOpen = await scorePerson(ctx, parent, { items: 'head', childAge: '60', planId: early.id, checkpointNumber: '1' });
    expect(notOpen.statusCode).toBe(409);
    expect(notOpen.json().message).toBe(CHECKPOINT_MESSAGES.notReady(1));
    expect((await scorePerson(ctx, other, { items: 'head', childAge: '60', planId: early.id })).statusCode).toBe(404);
    expect((await scorePerson(ctx, parent, { items: 'head', childAge: '60', planId: 'not-a-plan' })).statusCode).toBe(404);
    const unpaid = await createPlan({ ctx, user: parent });
    expect((await scorePerson(ctx, parent, { items: 'head', childAge: '60', planId: unpaid.id })).statusCode).toBe(409);
    expect((await scorePerson(ctx, null, { items: 'head', childAge: '60', planId: early.id })).statusCode).toBe(401);
  });

  it('lists a plan’s tasks oldest first, each compared with the one of its kind before it; owner only', async () => {
    const parent = await createUser(ctx);
    const plan = await planAtCheckpoint(ctx, parent, 8);
    const earlier = await insertShapesResult(ctx, {
      userId: parent.id,
      planId: plan.id,
      checkpointNumber: 1,
      passes: 3,
      createdAt: new Date(Date.now() - 60_000),
    });
    const later = await insertShapesResult(ctx, { userId: parent.id, planId: plan.id, checkpointNumber: 2, passes: 6 });
    const response = await get(`/api/tasks?planId=${plan.id}`, parent);
    expect(response.statusCode).toBe(200);
    const list = response.json() as TaskResult[];
    expect(list.map((t) => t.id)).toEqual([earlier.id, later.id]);
    expect(list[0]?.comparison).toBeNull();
    expect(list[1]?.comparison).toBe('Copies a cross, a diagonal line and a square now; the diagonal cross (X) is next.');
    expect((await get(`/api/tasks/${later.id}`, parent)).json().comparison).toBe(list[1]?.comparison);
    // Worded in the reader's language when read: the items, the range and the comparison.
    const inGerman = (url: string) => parentRequest(ctx, { method: 'GET', url, headers: { 'accept-language': 'de-DE,de;q=0.9' } }, parent);
    const german = TaskResult.parse((await inGerman(`/api/tasks/${later.id}`)).json());
    expect(german.comparison).toBe('Zeichnet jetzt ein Kreuz, eine schräge Linie und ein Quadrat ab; als Nächstes kommt das schräge Kreuz (X).');
    expect(german.items.map((i) => i.label).slice(0, 3)).toEqual(['Senkrechte Linie', 'Waagerechte Linie', 'Kreis']);
    expect(german.estimate.words).toMatch(/bei dieser Aufgabe$/);
    expect(((await inGerman(`/api/tasks?planId=${plan.id}`)).json() as TaskResult[])[1]?.comparison).toBe(german.comparison);
    expect((await get(`/api/tasks?planId=${plan.id}`, await createUser(ctx))).statusCode).toBe(404);
    expect((await get(`/api/tasks?planId=${plan.id}`)).statusCode).toBe(401);
    expect((await get('/api/tasks', parent)).statusCode).toBe(400);
  });
});

describe('GET and PATCH /api/tasks/:id', { timeout: 60_000 }, () => {
  it('shows an owned result to its owner only; an anonymous one to anyone with its id', async () => {
    const parent = await createUser(ctx);
    const other = await createUser(ctx);
    const owned = await insertShapesResult(ctx, { userId: parent.id, passes: 4 });
    expect((await get(`/api/tasks/${owned.id}`, parent)).statusCode).toBe(200);
    for (const reader of [other, undefined]) {
      const response = await get(`/api/tasks/${owned.id}`, reader);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(TASK_MESSAGES.notFound);
      expect((await patch(owned.id, reader ?? null, { items: [{ item: 'circle', result: 'fail' }] })).statusCode).toBe(404);
    }
    const anonymous = await insertShapesResult(ctx, { userId: null, passes: 2 });
    expect((await get(`/api/tasks/${anonymous.id}`)).statusCode).toBe(200);
    expect((await get(`/api/tasks/${anonymous.id}`, other)).statusCode).toBe(200);
    expect((await get('/api/tasks/not-an-id')).statusCode).toBe(404);
    expect((await get('/api/tasks/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('takes the parent’s correction: the result changes, what was scored is kept, the estimate is made again and stored', async () => {
    const parent = await createUser(ctx);
    const stored = await insertShapesResult(ctx, { userId: parent.id, passes: 2, childAge: 72 });
    // The first two shapes passed; the parent says the next four were good copies too.
    const corrections = (['circle', 'cross', 'diagonal-line', 'square'] as const).map((item) => ({ item, result: 'pass' as const }));
    const response = await patch(stored.id, parent, { items: corrections });
    expect(response.statusCode).toBe(200);
    const result = TaskResult.parse(response.json());
    const square = result.items.find((i) => i.item === 'square');
    expect(square).toMatchObject({ result: 'pass', scored: 'fail', corrected: true });
    expect(result.items.find((i) => i.item === 'vertical-line')).toMatchObject({ result: 'pass', scored: 'pass', corrected: false });
    expect(result.estimate).toEqual(estimateTask({ task: 'shapes', items: result.items.map(({ item, result }) => ({ item, result })), childAge: 72 }));
    expect(result.estimate).not.toEqual(stored.estimate);
    expect(result.estimate.centre).toBeGreaterThan(stored.estimate.centre);
    const row = await taskRow(ctx, stored.id);
    expect(row?.estimate).toEqual(result.estimate);
    expect(row?.items.find((i) => i.item === 'square')).toMatchObject({ result: 'pass', scored: 'fail', corrected: true });
    expect((await get(`/api/tasks/${stored.id}`, parent)).json()).toEqual(response.json());
  });

  it('answers 400 for an item the task does not have, an unknown result or an empty list', async () => {
    const parent = await createUser(ctx);
    const stored = await insertShapesResult(ctx, { userId: parent.id, passes: 2 });
    const person = await patch(stored.id, parent, { items: [{ item: 'head', result: 'pass' }] });
    expect(person.statusCode).toBe(400);
    expect(person.json().message).toBe('This task has no item Head.');
    // The items are named in the request's language, as the checklist names them.
    const twoItems = {
      items: [
        { item: 'head', result: 'pass' },
        { item: 'eyes', result: 'fail' },
      ],
    };
    const spanish = await patch(stored.id, parent, twoItems, { 'accept-language': 'es' });
    expect(spanish.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Esta tarea no tiene el elemento Cabeza, Ojos.' });
    const german = await patch(stored.id, parent, twoItems, { cookie: `${parent.cookie}; kritzel_lang=de` });
    expect(german.json().message).toBe('Diese Aufgabe hat keinen Punkt Kopf, Augen.');
    expect((await patch(stored.id, parent, { items: [{ item: 'circle', result: 'great' }] })).statusCode).toBe(400);
    expect((await patch(stored.id, parent, { items: [] })).statusCode).toBe(400);
    expect((await taskRow(ctx, stored.id))?.updatedAt).toEqual(stored.updatedAt);
  });
});
