import type { FastifyInstance } from 'fastify';
import { renderReferencePage, type OpenApiDocument } from './reference-page.ts';
import { isApiRoute } from './openapi.ts';

/** GET /api/openapi.json (the document) and GET /api/docs (the same, as a page people read). */
export async function apiDocsRoutes(app: FastifyInstance) {
  let document: OpenApiDocument | null = null;
  // Built once, after every route is registered, then kept: the routes never change while running.
  const apiDocument = () => (document ??= onlyApi(app.swagger() as unknown as OpenApiDocument));

  app.get('/api/openapi.json', async (_request, reply) => {
    return reply.header('cache-control', 'public, max-age=300').send(apiDocument());
  });
  app.get('/api/docs', async (_request, reply) => {
    return reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(renderReferencePage(apiDocument()));
  });
}

function onlyApi(document: OpenApiDocument): OpenApiDocument {
  return { ...document, paths: Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => isApiRoute(path))) };
}
