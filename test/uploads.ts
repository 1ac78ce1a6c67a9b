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
export async function putToUploadUrl(target: HasApp, cookie: string, uploadURL: string, bytes: Buffer, contentType = 'image/png'): Promise<{ statusCode: number; body: string }> {
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
export async function uploadArtwork(target: HasApp, cookie: string, bytes: Buffer, contentType = 'image/png'): Promise<{ objectPath: string; uploadURL: string }> {
  const uploadURL = await requestUploadUrl(target, cookie);
  const put = await putToUploadUrl(target, cookie, uploadURL, bytes, contentType);
  if (put.statusCode !== 200) throw new Error(`upload PUT refused: ${put.statusCode} ${put.body}`);
  const claimed = await claimProductImage(target, cookie, uploadURL);
  if (claimed.statusCode !== 200) throw new Error(`product-image refused: ${claimed.statusCode} ${claimed.body}`);
  return { objectPath: (claimed.json() as { objectPath: string }).objectPath, uploadURL };
}
