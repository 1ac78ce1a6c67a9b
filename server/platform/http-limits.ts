import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

export type HttpLimits = { requestTimeoutMs: number; maxConnections: number };

/** Above the 60 s idle timeout of common load balancers, so they never reuse a socket we just closed. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** Requests one kept-alive socket may carry before it is closed and a new one opened. */
export const MAX_REQUESTS_PER_SOCKET = 1000;

/**
 * How long a client may take. requestTimeout bounds the whole request's arrival, headers and
 * body, so a body that stalls after one byte is answered 408 and its socket closed (Fastify
 * leaves it unlimited). Node checks for overdue requests every connectionsCheckingInterval,
 * so that follows the timeout down. No connectionTimeout (idle socket timeout): it would also
 * cut a free analysis that is still waiting for its AI answer (up to two minutes).
 */
export function httpServerOptions({ requestTimeoutMs }: HttpLimits): Partial<FastifyHttpOptions<Server>> {
  const headersTimeout = Math.min(60_000, requestTimeoutMs);
  return {
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    maxRequestsPerSocket: MAX_REQUESTS_PER_SOCKET,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout,
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(requestTimeoutMs / 4))),
    },
  };
}
