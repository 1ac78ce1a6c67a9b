import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { requireAdmin, requireUser } from '../../platform/session.ts';
import { guardAdminRoutes } from './routes.ts';

it('refuses to start with an admin route that does not check the role first', async () => {
  const app = Fastify();
  guardAdminRoutes(app);
  app.get('/api/admin/checked', { onRequest: requireAdmin }, async () => 'ok');
  app.get('/api/admin/also-checked', { onRequest: [requireAdmin] }, async () => 'ok');
  expect(() => app.get('/api/admin/forgotten', async () => 'leak')).toThrow('GET /api/admin/forgotten must have onRequest: requireAdmin');
  expect(() => app.get('/api/admin/late', { preHandler: requireAdmin }, async () => 'late')).toThrow(/must have onRequest/);
  expect(() => app.get('/api/admin/parent', { onRequest: requireUser }, async () => 'parent')).toThrow(/must have onRequest/);
  await app.close();
});
