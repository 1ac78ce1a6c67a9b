import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { robotsTxt, sitemapXml } from './seo-files.ts';

/**
 * GET /robots.txt and /sitemap.xml. Both must name absolute addresses (PUBLIC_URL), which a
 * static file in the SPA build cannot know, so the server writes them. web/public must not hold
 * files of the same names: the static plugin would register the same routes and fail at start.
 */
export async function seoRoutes(app: FastifyInstance, { config }: AppDeps) {
  const robots = robotsTxt(config.publicUrl);
  const sitemap = sitemapXml(config.publicUrl);
  const cache = 'public, max-age=3600';
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', cache).send(robots));
  app.get('/sitemap.xml', async (_request, reply) => reply.type('application/xml; charset=utf-8').header('cache-control', cache).send(sitemap));
}
