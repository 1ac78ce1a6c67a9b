import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { readIfPresent, type FileStorage } from '../../providers/storage/file-storage.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';
import { notFound } from '../../platform/errors.ts';

const FILE_NOT_FOUND = messageKey('errors.file.notFound');
import { currentUser, requireUser } from '../../platform/session.ts';
import { sendBytes } from './send-bytes.ts';
import { fileExtension } from './file-extension.ts';
import { fileRepository } from './repository.ts';

/**
 * Files are never public: each is served only to its owner, never cached by shared caches, and
 * never sniffed as anything but its recorded type. Someone else's id is a 404. Byte ranges let
 * audio players seek (and Safari play at all).
 */
export async function fileRoutes(app: FastifyInstance, { db, storage }: { db: Db; storage: FileStorage }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/files/:id',
    {
      preHandler: requireUser,
      schema: {
        // Any text: an id that is not a uuid is simply not one of the parent's files (404).
        params: z.object({ id: z.string() }),
        querystring: z.object({ size: z.enum(['display', 'thumb']).default('display') }),
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const file = z.uuid().safeParse(request.params.id).success ? await fileRepository.findOwned(db, request.params.id, user.id) : null;
      if (!file) throw notFound(FILE_NOT_FOUND);
      const key = request.query.size === 'thumb' && file.thumbKey ? file.thumbKey : file.storageKey;
      const data = await readIfPresent(storage, key);
      if (!data) {
        // A row without its bytes: files not shared between processes, or lost. Worth a line in the log.
        request.log.warn({ fileId: file.id, key }, 'file is recorded but not in the file store');
        throw notFound(FILE_NOT_FOUND);
      }
      const extension = fileExtension(file.mimeType, key);
      return sendBytes(request, reply, data, {
        contentType: file.mimeType,
        cacheControl: 'private, no-store',
        disposition: `inline; filename="${file.kind}-${file.id.slice(0, 8)}.${extension}"`,
      });
    },
  );
}
