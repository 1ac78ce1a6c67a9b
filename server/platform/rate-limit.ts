import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { messageKey, type MessageKey } from '../../contracts/i18n/keys.ts';
import type { Db } from '../db/client.ts';
import { AppError, type MessageArgs } from './errors.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/** Per parent, not per IP: a family behind one router shares an address. Without a cookie this never touches the database. */
const byUser = async (request: FastifyRequest) => (await request.sessionUser())?.id ?? request.ip;

/**
 * A route's `config.rateLimit` for work that may cost an AI call: `max` per signed-in parent
 * per hour, answered with `message` (the spec's text where it has one) once used up.
 */
export function perParentPerHour(max: number, message?: MessageKey) {
  return {
    max,
    timeWindow: '1 hour',
    keyGenerator: byUser,
    ...(message ? { errorResponseBuilder: () => new AppError('RATE_LIMITED', message) } : {}),
  };
}

/**
 * The wait in plain words, as the rate limit's message takes it: "less than a minute", "about 42
 * minutes", "about 2 hours" (the English of durationInWords, contracts/duration-words.ts).
 */
export function waitValues(seconds: number): MessageArgs {
  if (!Number.isFinite(seconds) || seconds < 60) return { wait: 'lessThanMinute', count: 0 };
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return { wait: 'minutes', count: minutes };
  return { wait: 'hours', count: Math.round(seconds / 3600) };
}

type OnRequest = RouteOptions['onRequest'];
const asList = (hooks: OnRequest) => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

/**
 * Every limit (`maxPerMinute` per client on every route, and each route's own) counted in the
 * database, so all processes share one budget and a restart does not reset it.
 *
 * The plugin appends its check after the hooks a route declares, so `onRequest: requireUser`
 * would look the session up (a database query) and answer 401 before anything was counted:
 * an anonymous flood was never limited. The route's own onRequest hooks are set aside while the
 * plugin adds its check, then put back after it.
 */
export async function registerRateLimits(app: FastifyInstance, { db, maxPerMinute }: { db: Db; maxPerMinute: number }): Promise<void> {
  const declared = new WeakMap<RouteOptions, OnRequest>();
  app.addHook('onRoute', (route) => {
    if (route.onRequest === undefined) return;
    declared.set(route, route.onRequest);
    route.onRequest = undefined;
  });
  await app.register(rateLimit, {
    max: maxPerMinute,
    timeWindow: '1 minute',
    store: databaseRateLimitStore(db),
    // With the database down every request fails anyway (503); the limit must not turn that into noise.
    skipOnError: true,
    // The web app's files and pages cost no database work; counting them would cost a write each.
    allowList: (request) => !request.url.startsWith('/api/'),
    // Parents read this (the contact form and the free analysis show it): "about 42 minutes", not "2490 seconds".
    errorResponseBuilder: (_request, context) => new AppError('RATE_LIMITED', messageKey('errors.rateLimited'), { values: waitValues(context.ttl / 1000) }),
  });
  app.addHook('onRoute', (route) => {
    if (!declared.has(route)) return;
    route.onRequest = [...asList(route.onRequest), ...asList(declared.get(route))];
  });
}
