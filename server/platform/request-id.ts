import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Request ids that are unique across processes (Fastify's own count `req-1`, `req-2`… from every
 * process's start). A proxy's or a client's `x-request-id` is kept when it looks like an id, so
 * one request can be followed through the load balancer's log and ours; anything else (too long,
 * odd characters) is replaced rather than written into the log.
 */
const USABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && USABLE_ID.test(given) ? given : crypto.randomUUID();
}

/** Every answer names its request, so a parent's report ("it failed at 10:42") can be found in the log. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
