import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { messageKey, type MessageKey } from '../../contracts/i18n/keys.ts';
import { AppError } from './errors.ts';
import { isStorableText, unstorableText } from './text-guard.ts';

/**
 * A file part, written to a temporary file as it arrives. Recordings reach 25 MB each and a
 * session carries ten, so no part is held in memory while the request is read; a caller reads
 * the bytes (`read()`) only once it has decided to keep them, one file at a time. The storage
 * port takes Buffers, so streaming further than the disk would gain nothing yet.
 */
export type UploadedFile = {
  fieldname: string;
  filename: string;
  mimetype: string;
  path: string;
  size: number;
  read(): Promise<Buffer>;
};
export type MultipartBody = { fields: Record<string, string>; files: UploadedFile[] };

export type MultipartLimits = {
  maxFileBytes: number;
  maxFiles: number;
  /** The whole request, every part and its headers: more is a 413, a Content-Length that says so before reading. */
  maxTotalBytes: number;
  /**
   * The route's own words for a file over the limit (the spec names them per screen): a message
   * key, its {fileName} the file's name; `unnamed` for a file that has none.
   */
  tooLargeMessage: MessageKey | { named: MessageKey; unnamed: MessageKey };
  /** Largest text field; 64 KB unless a route carries data in fields (e.g. image data URLs). */
  maxFieldBytes?: number;
  /**
   * Who may send this upload, settled as soon as the fields it needs (`after`) have arrived,
   * and at the latest before the first file part is read or when the form ends. The browser
   * sends planId and weekNumber first, so nobody else's plan costs more than those few bytes.
   */
  admit?: { after: string[]; check: (fields: Record<string, string>) => Promise<void> };
};

/** Room for a form's text fields and part headers on top of its files. */
export const FORM_OVERHEAD_BYTES = 1024 * 1024;

export const MALFORMED_FORM_MESSAGE = messageKey('errors.form.malformed');
export const REQUEST_TOO_LARGE_MESSAGE = messageKey('errors.form.tooLarge');
const NOT_MULTIPART = messageKey('errors.form.notMultipart');

/**
 * Reads a multipart request with per-route limits, hands it to `handle`, and removes its
 * temporary files afterwards whatever happens. A file over the limit, or a request over its
 * total, stops the upload at once (413) instead of buffering it first.
 */
export async function readMultipart<T>(request: FastifyRequest, limits: MultipartLimits, handle: (body: MultipartBody) => Promise<T>): Promise<T> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_MULTIPART);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxTotalBytes) throw overTotalError(limits);
  let dir: string | undefined;
  const tempDir = async () => (dir ??= await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-upload-')));
  try {
    const body = await readParts(request, limits, tempDir);
    return await handle(body);
  } finally {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  }
}

async function readParts(request: FastifyRequest, limits: MultipartLimits, tempDir: () => Promise<string>): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: [] };
  let received = 0;
  const countBytes = (chunk: Buffer) => {
    received += chunk.length;
  };
  const overTotal = () => received > limits.maxTotalBytes;
  request.raw.on('data', countBytes);
  let admitted = !limits.admit;
  const admit = async () => {
    if (admitted) return;
    admitted = true;
    await limits.admit?.check(body.fields);
  };
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 60, fieldSize: limits.maxFieldBytes ?? 64 * 1024 },
    });
    for await (const part of parts) {
      if (overTotal()) throw overTotalError(limits);
      // busboy hands over a part whose header names no field with an undefined name.
      if (typeof part.fieldname !== 'string' || part.fieldname === '') throw new AppError('BAD_REQUEST', MALFORMED_FORM_MESSAGE);
      if (!isStorableText(part.fieldname)) throw unstorableText();
      if (part.type === 'file') {
        await admit();
        const file = await savePart(part, await tempDir(), body.files.length, () => (overTotal() ? overTotalError(limits) : null));
        if (part.file.truncated) throw fileTooLarge(limits, part.filename);
        if (file.size > 0) body.files.push(file); // an empty file input submits a zero-byte part
      } else {
        const value = String(part.value ?? '');
        if (!isStorableText(value)) throw unstorableText();
        body.fields[part.fieldname] = value;
        if (limits.admit?.after.every((name) => Object.hasOwn(body.fields, name))) await admit();
      }
    }
    await admit();
  } catch (error) {
    request.raw.off('data', countBytes);
    discardRest(request, Math.max(0, limits.maxTotalBytes - received));
    throw toMultipartError(error, limits);
  }
  request.raw.off('data', countBytes);
  return body;
}

/**
 * A refused upload is answered at once; what the client is still sending is read and dropped
 * (never kept), so the answer can reach it, up to the route's total, past which the connection goes.
 */
function discardRest(request: FastifyRequest, allowance: number) {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  let left = allowance;
  raw.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) raw.destroy();
  });
  raw.resume();
}

type FilePart = { fieldname: string; filename: string; mimetype: string; file: NodeJS.ReadableStream & { truncated?: boolean } };

async function savePart(part: FilePart, dir: string, index: number, overTotal: () => AppError | null): Promise<UploadedFile> {
  const filePath = path.join(dir, `part-${index}`);
  let size = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(overTotal(), chunk);
    },
  });
  await pipeline(part.file, guard, createWriteStream(filePath));
  return { fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, path: filePath, size, read: () => fs.readFile(filePath) };
}

/** A one-file form over its total can only be carrying a file over the limit: the route's own words say so. */
const overTotalError = (limits: MultipartLimits) =>
  limits.maxFiles === 1 ? fileTooLarge(limits, undefined) : new AppError('PAYLOAD_TOO_LARGE', REQUEST_TOO_LARGE_MESSAGE);

function fileTooLarge({ tooLargeMessage: message }: MultipartLimits, fileName: string | undefined): AppError {
  if (typeof message === 'string') return new AppError('PAYLOAD_TOO_LARGE', message, { values: { fileName: fileName ?? '' } });
  return fileName ? new AppError('PAYLOAD_TOO_LARGE', message.named, { values: { fileName } }) : new AppError('PAYLOAD_TOO_LARGE', message.unnamed);
}

/** busboy's words for a body it cannot parse: no or a wrong boundary, a cut-off or garbled part. */
const MALFORMED = /boundary not found|unexpected end of (form|multipart)|malformed part header|part terminated early|premature close/i;

function toMultipartError(error: unknown, limits: MultipartLimits): unknown {
  if (error instanceof AppError) return error;
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(limits, (error as { part?: { filename?: string } }).part?.filename);
  if (code === 'FST_FILES_LIMIT') return new AppError('PAYLOAD_TOO_LARGE', messageKey('errors.form.tooManyFiles'), { values: { max: limits.maxFiles } });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError('BAD_REQUEST', messageKey('errors.form.tooManyFields'));
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_MULTIPART);
  if (code === 'FST_REQ_PREMATURE_CLOSE' || code === 'ERR_STREAM_PREMATURE_CLOSE' || (message && MALFORMED.test(message))) {
    return new AppError('BAD_REQUEST', MALFORMED_FORM_MESSAGE, { cause: error });
  }
  return error;
}
