import type { AdminPage } from '../../../contracts/admin-pages.ts';
import { expect, it } from 'vitest';
import { ADMIN_API, type AdminMessage, type AuditEvent } from '../../../contracts/admin.ts';
import { testAppWithPeople } from '../../../test/test-app-with-people.ts';
import { createUser } from '../../../test/factories.ts';
import { adminRequest, insertMessage } from './admin-test-fixtures.ts';

const t = testAppWithPeople({ admin: { role: 'admin' } });

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const trail = async (id: string): Promise<AuditEvent[]> =>
  (await adminRequest(t.ctx, 'GET', `${ADMIN_API.audit}?entityType=message&entityId=${id}`, t.admin.cookie)).json().items;

it('lists messages newest first, all or by status, with every card field', async () => {
  const parent = await createUser(t.ctx);
  const older = await insertMessage(t.ctx, { subject: 'Older', createdAt: minutesAgo(30), status: 'read' });
  const newer = await insertMessage(t.ctx, {
    subject: null,
    category: 'billing',
    userId: parent.id,
    metadata: { source: 'resources_tab', planId: 'plan-1' },
    createdAt: minutesAgo(5),
  });

  const all = (await adminRequest(t.ctx, 'GET', ADMIN_API.messages, t.admin.cookie)).json<AdminPage<AdminMessage>>().items;
  expect(all.map((m) => m.id)).toEqual([newer.id, older.id]);
  expect(all[0]).toEqual({
    id: newer.id,
    name: 'Sam Parent',
    email: 'sam@example.com',
    subject: null,
    category: 'billing',
    message: 'How do checkpoints work?',
    status: 'new',
    createdAt: newer.createdAt.toISOString(),
    userId: parent.id,
    metadata: { source: 'resources_tab', planId: 'plan-1' },
  });

  const read = (await adminRequest(t.ctx, 'GET', `${ADMIN_API.messages}?status=read`, t.admin.cookie)).json<AdminPage<AdminMessage>>().items;
  expect(read.map((m) => m.id)).toEqual([older.id]);
  expect((await adminRequest(t.ctx, 'GET', `${ADMIN_API.messages}?status=resolved`, t.admin.cookie)).json().items).toEqual([]);
  expect((await adminRequest(t.ctx, 'GET', `${ADMIN_API.messages}?status=archived`, t.admin.cookie)).statusCode).toBe(400);
});

it('changes the status, records who did it, and records nothing when the status is the same', async () => {
  const message = await insertMessage(t.ctx);
  const response = await adminRequest(t.ctx, 'PATCH', ADMIN_API.message(message.id), t.admin.cookie, { status: 'resolved' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ id: message.id, status: 'resolved' });
  const again = await adminRequest(t.ctx, 'PATCH', ADMIN_API.message(message.id), t.admin.cookie, { status: 'resolved' });
  expect(again.json()).toMatchObject({ status: 'resolved' });

  const events = await trail(message.id);
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({
    entityType: 'message',
    entityId: message.id,
    action: 'status',
    changes: { status: ['new', 'resolved'] },
    actor: { id: t.admin.id, email: t.admin.email },
  });
});

it('refuses a bad status with the message the page shows', async () => {
  const message = await insertMessage(t.ctx);
  for (const body of [{ status: 'done' }, {}, { status: 3 }]) {
    const response = await adminRequest(t.ctx, 'PATCH', ADMIN_API.message(message.id), t.admin.cookie, body);
    expect(response.statusCode).toBe(400);
    const refusal = 'Status must be new, read or resolved';
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: refusal, fields: { status: refusal } });
  }
  expect(await trail(message.id)).toEqual([]);
});

it('answers 404 for an unknown or malformed message id', async () => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
    const response = await adminRequest(t.ctx, 'PATCH', ADMIN_API.message(id), t.admin.cookie, { status: 'read' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Message not found' });
  }
});
