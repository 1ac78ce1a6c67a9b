import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import { Socket } from 'node:net';

export type HttpLimits = { requestTimeoutMs: number; bodyIdleTimeoutMs: number; maxConnections: number };

/** Above the 60 s idle timeout of common load balancers, so they never reuse a socket we just closed. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** Requests one kept-alive socket may carry before it is closed and a new one opened. */
export const MAX_REQUESTS_PER_SOCKET = 1000;

/**
 * How long a client may take. requestTimeout bounds the whole request's arrival, headers and
 * body, so a body that stalls after one byte is answered 408 and its socket closed (Fastify
 * leaves it unlimited). Node checks for overdue requests every connectionsCheckingInterval,
 * so that follows the timeout down. No connectionTimeout (idle socket timeout): it would also
 * cut a free analysis that is still waiting for its AI answer (up to two minutes); a body that
 * stops arriving is cut sooner by registerBodyIdleTimeout.
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

/** What Node answers when the whole request overran requestTimeout; a stalled body gets the same. */
const REQUEST_TIMEOUT_ANSWER = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * A request body that sends nothing for `idleMs` is answered 408 and its socket closed, however
 * long requestTimeout allows in all (issue 34: 2,000 connections that opened a body and went
 * quiet held the server for five minutes). A slow upload that keeps sending goes on.
 *
 * The socket's own idle timer does the counting while the body arrives (nothing is written to a
 * client then). Its listener sits on the response, so Node does not destroy the socket by itself:
 * once the whole body has arrived the timer is switched off, and a handler may wait as long as it
 * needs (the free analysis waits for its AI answer). After the response, Node's keep-alive
 * timeout takes the socket's timer over.
 */
export function registerBodyIdleTimeout(app: FastifyInstance, idleMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const { raw } = request;
    const expectsBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
    // An injected request (tests, light-my-request) has no network socket and no client to stall.
    if (!expectsBody || raw.complete || !(raw.socket instanceof Socket)) return done();
    reply.raw.setTimeout(idleMs, () => {
      const socket = raw.socket;
      if (raw.complete) return void socket.setTimeout(0);
      request.log.info({ idleMs }, 'request body stalled; answered 408 and closed');
      if (reply.raw.headersSent) socket.destroy();
      else socket.end(REQUEST_TIMEOUT_ANSWER, () => socket.destroy());
    });
    done();
  });
}
