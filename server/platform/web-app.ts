import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CATALOGUE_PRELOADS_FILE, ROUTE_PRELOADS_FILE, type CataloguePreloads, type RoutePreload } from '../../contracts/route-preloads.ts';
import { requestLocale } from '../i18n/index.ts';
import { sendApiNotFound } from './errors.ts';

/**
 * Serves the built SPA. Hashed assets are cached forever; index.html never, so a deploy is
 * picked up at once. Any GET that is not an API or file path gets index.html (client
 * routes); an unknown /api path is a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const indexPath = path.join(webDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // Otherwise send's own "max-age=0" replaces the header setHeaders writes.
      cacheControl: false,
      // The build writes .br/.gz next to text files (vite.config.ts); send them to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const indexHtml = hasBuild ? fs.readFileSync(indexPath, 'utf8') : null;
  const shells = indexHtml ? pageShells(webDir, indexHtml) : [];
  const catalogueLinks = cataloguePreloadLinks(webDir);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (it has an extension) is a 404, not the app shell.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !path.extname(pathname);
    if (isPage && indexHtml) {
      const shell = shells.find((candidate) => candidate.regexp.test(pathname))?.html ?? indexHtml;
      // The page's language from the first byte (issue 37): screen readers and the browser's
      // translate offer read <html lang>; the app then loads that language's catalogue.
      const locale = requestLocale(request);
      const html = shell.replace('<html lang="en"', `<html lang="${locale}"`).replace('</head>', `${catalogueLinks[locale] ?? ''}</head>`);
      // A shared report's page: its address is a secret, kept out of search engines, out of the
      // Referer header of any link followed from it, and out of every cache (ADR 027: no-store).
      const shared = pathname.startsWith('/shared/');
      if (shared) reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', shared ? 'no-store' : 'no-cache')
        .header('vary', 'accept-language, cookie')
        .send(html);
    }
    return reply.status(404).send(sendApiNotFound(request.method, request.url));
  });
}

/**
 * index.html once per route, announcing that page's own scripts (the build lists them in
 * .vite/route-preloads.json, scripts/route-preloads.ts): the phone fetches them alongside the
 * start-up script instead of after it has run. Without the list (an old build) every page
 * gets the plain index.html.
 */
function pageShells(webDir: string, indexHtml: string): { regexp: RegExp; html: string }[] {
  const listPath = path.join(webDir, ROUTE_PRELOADS_FILE);
  if (!fs.existsSync(listPath)) return [];
  const routes = JSON.parse(fs.readFileSync(listPath, 'utf8')) as RoutePreload[];
  return routes.map((route) => {
    const links = route.files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
    return { regexp: new RegExp(route.regexp), html: indexHtml.replace('</head>', `${links}</head>`) };
  });
}

/** Per language, the `<link rel="modulepreload">` tags of its core messages (none for an old build). */
function cataloguePreloadLinks(webDir: string): Record<string, string> {
  const listPath = path.join(webDir, CATALOGUE_PRELOADS_FILE);
  if (!fs.existsSync(listPath)) return {};
  const catalogues = JSON.parse(fs.readFileSync(listPath, 'utf8')) as CataloguePreloads;
  return Object.fromEntries(
    Object.entries(catalogues).map(([locale, files]) => [
      locale,
      (files ?? []).map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join(''),
    ]),
  );
}

function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/healthz') || url.startsWith('/readyz');
}
