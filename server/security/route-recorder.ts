import type { FastifyInstance, RouteOptions } from 'fastify';

/** One route as the app registered it: the methods and URL pattern its plugin wrote. */
export type RecordedRoute = { method: string; url: string; options: RouteOptions };

const recorded = new WeakMap<FastifyInstance, RecordedRoute[]>();

type FastifyModule = typeof import('fastify');

/**
 * Fastify offers no way to list an app's routes after buildApp() (printRoutes merges routes
 * that share a node, e.g. /api/plans/:id and /api/plans/:planId), and onRoute must be added
 * before the first route. So the security tests replace the `fastify` factory (vi.mock) with
 * one that adds an onRoute hook to every new root instance; production code is untouched.
 */
export function withRouteRecorder(original: FastifyModule): FastifyModule {
  const create = original.default;
  const recording = ((options?: Parameters<typeof create>[0]) => {
    const app = create(options) as unknown as FastifyInstance;
    const routes: RecordedRoute[] = [];
    recorded.set(app, routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, options: route });
    });
    return app;
  }) as unknown as typeof create;
  return { ...original, default: recording, fastify: recording } as FastifyModule;
}

/** The routes an app built under withRouteRecorder registered, HEAD twins of GET routes left out. */
export function routesOf(app: FastifyInstance): RecordedRoute[] {
  const routes = recorded.get(app);
  if (!routes) throw new Error('routesOf: this app was not built under vi.mock("fastify", withRouteRecorder)');
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  const unique = new Map<string, RecordedRoute>();
  for (const route of routes) {
    if (route.method === 'HEAD' && gets.has(route.url)) continue;
    unique.set(routeKey(route), route);
  }
  return [...unique.values()];
}

export const routeKey = (route: Pick<RecordedRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
