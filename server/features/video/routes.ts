import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../platform/errors.ts';
import { sendBytes } from '../files/send-bytes.ts';
import { loadHeroVideo } from './hero-video.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/**
 * A week in every cache, then revalidated by ETag: the URL carries no version, so a
 * re-rendered video reaches visitors within days without anyone purging a CDN.
 */
const HERO_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/** GET /api/video/hero: the landing page's background video, with byte ranges (HEAD too). */
export async function videoRoutes(app: FastifyInstance, _deps: AppDeps) {
  app.get('/api/video/hero', async (request, reply) => {
    const video = await loadHeroVideo();
    if (!video) throw notFound(messageKey('errors.video.notFound'));
    reply.header('etag', video.etag);
    if (matchesEtag(request.headers['if-none-match'], video.etag)) {
      return reply.status(304).header('cache-control', HERO_CACHE_CONTROL).send();
    }
    return sendBytes(request, reply, video.data, { contentType: 'video/mp4', cacheControl: HERO_CACHE_CONTROL });
  });
}

/** If-None-Match may list several tags, weak ones included (RFC 9110 §13.1.2 uses weak comparison). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}
