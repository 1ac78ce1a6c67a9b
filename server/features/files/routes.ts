import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { notFound } from '../../platform/errors.ts';
import { currentUser, requireUser } from '../../platform/session.ts';
import { fileRepository } from './repository.ts';

/**
 * Files are never public: each is served only to its owner, never cached by shared
 * caches, and never sniffed as anything but its recorded type. Someone else's id is a 404.
 */
export async function fileRoutes(app: FastifyInstance, { db, storage }: { db: Db; storage: FileStorage }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/files/:id',
    {
      preHandler: requireUser,
      schema: {
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ size: z.enum(['display', 'thumb']).default('display') }),
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const file = await fileRepository.findOwned(db, request.params.id, user.id);
      if (!file) throw notFound('File not found');
      const key = request.query.size === 'thumb' && file.thumbKey ? file.thumbKey : file.storageKey;
      const data = await storage.read(key).catch(() => null);
      if (!data) throw notFound('File not found');
      return reply
        .header('content-type', file.mimeType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${file.kind}-${file.id.slice(0, 8)}.jpg"`)
        .send(data);
    },
  );
}
