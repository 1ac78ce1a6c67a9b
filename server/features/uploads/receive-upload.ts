import type { Readable } from 'node:stream';
import { ARTWORK_MAX_BYTES } from '../../../contracts/shop.ts';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { uploadTicketRepository, type UploadTicketRow } from './repository.ts';
import { secretMatches } from './upload-link.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export const UPLOAD_NOT_FOUND = messageKey('errors.upload.notFound');

const uploadUsed = () => new AppError('CONFLICT', messageKey('errors.shop.uploadUsed'));
const uploadExpired = () => new AppError('FORBIDDEN', messageKey('errors.shop.uploadUsed'));
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', messageKey('errors.image.tooLarge'));

/**
 * Everything that can be checked before a single byte is read: the ticket is this parent's,
 * the URL's secret is right, it has not expired and was not used. Another parent's ticket
 * and a wrong secret both look like no ticket at all (404).
 */
export async function checkUploadTicket({
  db,
  ticketId,
  token,
  userId,
  now = new Date(),
}: {
  db: Db;
  ticketId: string;
  token: string | undefined;
  userId: string;
  now?: Date;
}): Promise<UploadTicketRow> {
  const ticket = await uploadTicketRepository.findOwned(db, ticketId, userId);
  if (!ticket || !secretMatches(token, ticket.tokenHash)) throw notFound(UPLOAD_NOT_FOUND);
  if (ticket.uploadedAt || ticket.consumedAt) throw uploadUsed();
  if (ticket.expiresAt.getTime() <= now.getTime()) throw uploadExpired();
  return ticket;
}

/**
 * Reads the raw body of a direct upload, refusing it as soon as it passes the limit (a
 * Content-Length that says so is refused before reading at all).
 */
export async function readUploadBody(stream: Readable, contentLength: string | undefined, maxBytes = ARTWORK_MAX_BYTES): Promise<Buffer> {
  if (contentLength !== undefined && Number(contentLength) > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let total = 0;
  // Not destroyed on the way out: the socket must live long enough to carry the 413 back.
  for await (const chunk of stream.iterator({ destroyOnReturn: false })) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    total += buffer.length;
    if (total > maxBytes) throw tooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, total);
}

/**
 * The PUT itself. The ticket is spent with a conditional update before the bytes are written,
 * so of two racing PUTs only one gets through; if writing fails the ticket is given back.
 */
export async function receiveUpload({
  db,
  storage,
  ticket,
  data,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  ticket: UploadTicketRow;
  data: Buffer;
  now?: Date;
}): Promise<void> {
  if (data.length === 0) throw new AppError('BAD_REQUEST', messageKey('errors.shop.imageMissing'));
  if (!(await uploadTicketRepository.markUploaded(db, ticket.id, now))) {
    throw ticket.expiresAt.getTime() <= now.getTime() ? uploadExpired() : uploadUsed();
  }
  try {
    // Stored as opaque bytes: the real type is sniffed when the parent turns it into artwork.
    await storage.put(ticket.storageKey, data, 'application/octet-stream');
  } catch (error) {
    await uploadTicketRepository.unmarkUploaded(db, ticket.id);
    throw error;
  }
}
