import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export type UploadedFile = { fieldname: string; filename: string; mimetype: string; data: Buffer };
export type MultipartBody = { fields: Record<string, string>; files: UploadedFile[] };

export type MultipartLimits = {
  maxFileBytes: number;
  maxFiles: number;
  /** The route's own words for a file over the limit (the spec names them per screen). */
  tooLargeMessage: (fileName: string) => string;
  /** Largest text field; 64 KB unless a route carries data in fields (e.g. image data URLs). */
  maxFieldBytes?: number;
};

/**
 * Reads a whole multipart request into memory with per-route limits. A file over the
 * limit stops the upload at once (413) instead of buffering it first.
 */
export async function readMultipart(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the form as multipart/form-data');
  const body: MultipartBody = { fields: {}, files: [] };
  try {
    const parts = request.parts({ limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 60, fieldSize: limits.maxFieldBytes ?? 64 * 1024 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length === 0) continue; // an empty file input submits a zero-byte part
        body.files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
      } else {
        body.fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const name = (error as { part?: { filename?: string } }).part?.filename ?? 'This file';
      throw new AppError('PAYLOAD_TOO_LARGE', limits.tooLargeMessage(name));
    }
    if (code === 'FST_FILES_LIMIT') throw new AppError('PAYLOAD_TOO_LARGE', `Please send at most ${limits.maxFiles} file(s)`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError('BAD_REQUEST', 'The form has too many fields');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the form as multipart/form-data');
    throw error;
  }
  return body;
}
