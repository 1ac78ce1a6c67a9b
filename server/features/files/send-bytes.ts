import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseByteRange } from './byte-range.ts';
import { requestLocale, translator } from '../../i18n/index.ts';

export type BytesHeaders = { contentType: string; cacheControl: string; disposition?: string };

/**
 * Sends a whole file or the one byte range asked for (206, or 416 past the end). Audio and
 * video players seek with ranges, and Safari will not play media without them.
 */
export function sendBytes(request: FastifyRequest, reply: FastifyReply, data: Buffer, headers: BytesHeaders) {
  reply
    .header('content-type', headers.contentType)
    .header('cache-control', headers.cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes');
  if (headers.disposition) reply.header('content-disposition', headers.disposition);
  const range = parseByteRange(request.headers.range, data.length);
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${data.length}`)
      .header('content-type', 'application/json; charset=utf-8')
      .send(JSON.stringify({ code: 'BAD_REQUEST', message: translator(requestLocale(request))('errors.file.rangeNotSatisfiable') }));
  }
  if (range) {
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${data.length}`)
      .send(data.subarray(range.start, range.end + 1));
  }
  return reply.send(data);
}
