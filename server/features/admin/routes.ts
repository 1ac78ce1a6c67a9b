import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { requireAdmin } from '../../platform/session.ts';
import { adminAuditRoutes } from './audit-routes.ts';
import { adminMessageRoutes } from './message-routes.ts';
import { adminOrderRoutes } from './order-routes.ts';
import { adminPromptRoutes } from './prompt-routes.ts';
import { adminUserRoutes } from './user-routes.ts';
import { adminVoucherRoutes } from './voucher-routes.ts';

/**
 * Every /api/admin/* route. Each one carries requireAdmin itself (401 signed out, 403 for a
 * parent) as an onRequest hook: the role is checked before the body is parsed or validated,
 * so nobody but an admin learns anything from a validation message.
 */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps) {
  guardAdminRoutes(app);
  await app.register(adminPromptRoutes, deps);
  await app.register(adminMessageRoutes, deps);
  await app.register(adminOrderRoutes, deps);
  await app.register(adminUserRoutes, deps);
  await app.register(adminVoucherRoutes, deps);
  await app.register(adminAuditRoutes, deps);
}

/** A route that forgot the check stops the server from starting instead of leaking data. */
export function guardAdminRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!checksAdmin(route)) throw new Error(`${route.method} ${route.url} must have onRequest: requireAdmin`);
  });
}

function checksAdmin(route: RouteOptions): boolean {
  const hooks = route.onRequest;
  return hooks === requireAdmin || (Array.isArray(hooks) && hooks.includes(requireAdmin));
}
