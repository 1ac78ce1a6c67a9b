import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Per parent, not per IP: a family behind one router shares an address. */
const byUser = async (request: FastifyRequest) => (await request.sessionUser())?.id ?? request.ip;

/**
 * A route's `config.rateLimit` for work that may cost an AI call: `max` per signed-in parent
 * per hour, answered with `message` (the spec's text where it has one) once used up.
 */
export function perParentPerHour(max: number, message?: string) {
  return {
    max,
    timeWindow: '1 hour',
    keyGenerator: byUser,
    ...(message ? { errorResponseBuilder: () => new AppError('RATE_LIMITED', message) } : {}),
  };
}
