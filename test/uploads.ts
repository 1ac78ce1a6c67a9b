import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN } from './api-harness.ts';

type HasApp = { app: FastifyInstance } | FastifyInstance;

const appOf = (target: HasApp): FastifyInstance => ('inject' in target ? target : target.app);

/** POST /api/objects/upload as the signed-in parent: the one-time URL for a direct PUT. */
export async function requestUploadUrl(target: HasApp, cookie: string): Promise<string> {
  const response = await appOf(target).inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie, origin: TEST_ORIGIN } });
  if (response.statusCode !== 200) throw new Error(`upload URL refused: ${response.statusCode} ${response.body}`);
  return (response.json() as { uploadURL: string }).uploadURL;
}

/**
 * PUTs the bytes to an upload URL as a browser would: our own route through inject(), a
 * presigned S3 URL over the network. Returns the status code and body text.
 */
export async function putToUploadUrl(
  target: HasApp,
  cookie: string,
  uploadURL: string,
  bytes: Buffer,
  contentType = 'image/png',
): Promise<{ statusCode: number; body: string }> {
  const url = new URL(uploadURL);
  if (url.pathname.startsWith('/api/uploads/')) {
    const response = await appOf(target).inject({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': contentType },
      payload: bytes,
    });
    return { statusCode: response.statusCode, body: response.body };
  }
  const response = await fetch(uploadURL, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(bytes) });
  return { statusCode: response.status, body: await response.text() };
}

/** PUT /api/product-image {imageURL}: the uploaded object becomes the parent's artwork. */
export async function claimProductImage(target: HasApp, cookie: string, imageURL: string) {
  return appOf(target).inject({ method: 'PUT', url: '/api/product-image', headers: { cookie, origin: TEST_ORIGIN }, payload: { imageURL } });
}

/**
 * The whole configurator upload flow for other features' tests (orders…): ask for a URL,
 * PUT the bytes, turn them into artwork. `objectPath` is what checkout takes as imageUrl.
 */
export async function uploadArtwork(
  target: HasApp,
  cookie: string,
  bytes: Buffer,
  contentType = 'image/png',
): Promise<{ objectPath: string; uploadURL: string }> {
  const uploadURL = await requestUploadUrl(target, cookie);
  const put = await putToUploadUrl(target, cookie, uploadURL, bytes, contentType);
  if (put.statusCode !== 200) throw new Error(`upload PUT refused: ${put.statusCode} ${put.body}`);
  const claimed = await claimProductImage(target, cookie, uploadURL);
  if (claimed.statusCode !== 200) throw new Error(`product-image refused: ${claimed.statusCode} ${claimed.body}`);
  return { objectPath: (claimed.json() as { objectPath: string }).objectPath, uploadURL };
}

export type PartialExchange = { received: string; closed: boolean; statusCode: number | null };

/**
 * Sends a request over a real socket but only `sendBytes` of its body, then waits up to
 * `waitMs` for the server to answer or hang up. What inject() cannot show: whether the server
 * answers before the body has arrived, and whether it lets a stalled body hold the connection.
 */
export async function sendPartially(
  port: number,
  /** declaredLength: the Content-Length to claim, when it is not the body's (a client lying or a huge upload). */
  request: { method: string; path: string; headers: Record<string, string>; body: Buffer; declaredLength?: number },
  sendBytes: number,
  waitMs: number,
): Promise<PartialExchange> {
  const { connect } = await import('node:net');
  const socket = connect({ port, host: '127.0.0.1' });
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    'host: 127.0.0.1',
    `content-length: ${request.declaredLength ?? request.body.length}`,
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  let received = '';
  let closed = false;
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) {
        clearTimeout(timer);
        resolve();
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      clearTimeout(timer);
      resolve();
    });
  });
  socket.write(`${head}\r\n\r\n`);
  socket.write(request.body.subarray(0, sendBytes));
  await done;
  socket.destroy();
  const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
  return { received, closed, statusCode: status ? Number(status[1]) : null };
}
