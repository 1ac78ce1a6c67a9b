import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './api-harness.ts';
import { parentRequest, type TestUser } from './factories.ts';

export type FilePart = { field: string; filename: string; contentType: string; data: Buffer };

/** A text field sent with its own Content-Type (a charset other than UTF-8, say). */
export type RawFieldPart = { field: string; contentType: string; data: Buffer };

/** A multipart/form-data body for app.inject(), as a browser would send it. Raw fields follow the files. */
export function multipart(fields: Record<string, string | undefined>, files: FilePart[] = [], rawFields: RawFieldPart[] = []) {
  const boundary = `----kritzel${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  for (const raw of rawFields) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${raw.field}"\r\nContent-Type: ${raw.contentType}\r\n\r\n`),
      raw.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A form posted as the web app posts it: from its origin, with the parent's session cookie (signed out when `user` is null). */
export function postForm(
  ctx: Pick<TestContext, 'app'>,
  url: string,
  user: Pick<TestUser, 'cookie'> | null,
  form: ReturnType<typeof multipart>,
): Promise<LightMyRequestResponse> {
  return parentRequest(ctx, { method: 'POST', url, headers: form.headers, payload: form.payload }, user);
}

/**
 * A form broken the ways a client or a proxy breaks one: no boundary in the header, a boundary
 * that is not the body's, a body cut off midway, a part whose headers never end.
 */
export function malformedMultiparts(fields: Record<string, string | undefined>, files: FilePart[] = []) {
  const form = multipart(fields, files);
  const text = form.payload.toString('latin1');
  const boundary = form.headers['content-type'].split('boundary=')[1]!;
  return [
    { name: 'no boundary', payload: form.payload, headers: { 'content-type': 'multipart/form-data' } },
    { name: 'a wrong boundary', payload: form.payload, headers: { 'content-type': 'multipart/form-data; boundary=not-the-one-in-the-body' } },
    { name: 'a truncated body', payload: form.payload.subarray(0, Math.floor(form.payload.length / 2)), headers: form.headers },
    { name: 'no closing boundary', payload: Buffer.from(text.slice(0, text.lastIndexOf(`--${boundary}--`)), 'latin1'), headers: form.headers },
    // Found by the fuzz pass: busboy hands such a part over with no field name at all.
    {
      name: 'a part without a field name',
      payload: Buffer.from(text.replace(`--${boundary}\r\n`, `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nnameless\r\n--${boundary}\r\n`), 'latin1'),
      headers: form.headers,
    },
    {
      name: 'an endless part header',
      payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="planId"\r\n${'x'.repeat(100_000)}`),
      headers: form.headers,
    },
  ];
}
