import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ArtworkFromDrawingRequest,
  CreateUploadResponse,
  GalleryDrawingsResponse,
  ProductImageRequest,
  ProductImageResponse,
  SHOP_API,
} from '../../../contracts/shop.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../platform/errors.ts';
import { perParentPerHour } from '../../platform/rate-limit.ts';
import { currentUser, forParent, requireUser } from '../../platform/session.ts';
import { createUpload } from './create-upload.ts';
import { artworkFromDrawing } from './artwork-from-drawing.ts';
import { listGalleryDrawings } from './list-gallery-drawings.ts';
import { claimProductImage } from './product-image.ts';
import { checkUploadTicket, readUploadBody, receiveUpload, UPLOAD_NOT_FOUND } from './receive-upload.ts';
import type { UploadTicketRow } from './repository.ts';

/** A configurator upload and a Change Image or two per product, with room for retries. */
const UPLOAD_URLS_PER_HOUR = 40;

const UploadParams = z.object({ ticketId: z.string() });
const UploadQuery = z.object({ token: z.string().optional() });

export async function uploadRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config, database, storage } = deps;
  const db = database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/objects/upload',
    {
      onRequest: requireUser,
      config: { rateLimit: perParentPerHour(UPLOAD_URLS_PER_HOUR) },
      schema: { response: { 200: CreateUploadResponse } },
    },
    forParent((userId) => createUpload({ db, storage, publicUrl: config.publicUrl, userId })),
  );

  api.put(
    '/api/product-image',
    { onRequest: requireUser, schema: { body: ProductImageRequest, response: { 200: ProductImageResponse } } },
    forParent((userId, request) => claimProductImage({ db, storage, userId, imageURL: request.body.imageURL })),
  );

  api.get(
    SHOP_API.drawings,
    { onRequest: requireUser, schema: { response: { 200: GalleryDrawingsResponse } } },
    forParent((userId) => listGalleryDrawings({ db, userId })),
  );

  // Each choice stores a copy (and maybe its cut): bounded like asking for upload URLs.
  api.post(
    SHOP_API.artworkFromDrawing,
    {
      onRequest: requireUser,
      config: { rateLimit: perParentPerHour(UPLOAD_URLS_PER_HOUR) },
      schema: { body: ArtworkFromDrawingRequest, response: { 200: ProductImageResponse } },
    },
    forParent((userId, request) => artworkFromDrawing({ db, storage, userId, fileId: request.body.fileId })),
  );

  // Our own PUT target exists only without S3; with S3 the browser PUTs to the bucket.
  await app.register(async (scope) => {
    const tickets = new WeakMap<FastifyRequest, UploadTicketRow>();

    const onlyWithoutS3 = async () => {
      if (storage.kind !== 'local') throw notFound(UPLOAD_NOT_FOUND);
    };
    /** Who may upload is settled before a byte of the body is read. */
    const admitUpload = async (request: FastifyRequest) => {
      const user = await currentUser(request);
      const params = UploadParams.parse(request.params);
      const query = UploadQuery.safeParse(request.query);
      tickets.set(request, await checkUploadTicket({ db, ticketId: params.ticketId, token: query.success ? query.data.token : undefined, userId: user.id }));
    };

    // Whatever type the browser names the file, the body is taken as raw bytes and sniffed later.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', async (request: FastifyRequest, payload: NodeJS.ReadableStream) =>
      readUploadBody(payload as Readable, request.headers['content-length']),
    );

    scope
      .withTypeProvider<ZodTypeProvider>()
      .put('/api/uploads/:ticketId', { onRequest: [onlyWithoutS3, requireUser, admitUpload], schema: { params: UploadParams } }, async (request) => {
        const ticket = tickets.get(request);
        if (!ticket) throw notFound(UPLOAD_NOT_FOUND);
        const data = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await receiveUpload({ db, storage, ticket, data });
        return { ok: true };
      });
  });
}
