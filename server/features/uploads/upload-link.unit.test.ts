import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SHOP_MESSAGES } from '../../../contracts/shop.ts';
import { readUploadBody } from './receive-upload.ts';
import { hashSecret, localUploadUrl, newUploadSecret, rawUploadKey, secretMatches, ticketIdFromUrl } from './upload-link.ts';

const ID = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

describe('ticketIdFromUrl', () => {
  it.each([
    ['our own upload URL', `https://kritzel.example/api/uploads/${ID}?token=abc`],
    ['our own path alone', `/api/uploads/${ID}`],
    ['a path-style presigned S3 URL', `http://127.0.0.1:9000/bucket/uploads/${ID}/original?X-Amz-Signature=ff`],
    ['a host-style presigned S3 URL', `https://bucket.s3.eu-central-1.amazonaws.com/uploads/${ID}/original?X-Amz-Expires=900`],
    ['upper-case hex', `/api/uploads/${ID.toUpperCase()}`],
  ])('reads the ticket from %s', (_name, url) => {
    expect(ticketIdFromUrl(url)).toBe(ID);
  });

  it.each([
    ['a file address', `/api/files/${ID}`],
    ['another object in the bucket', `https://bucket.s3.amazonaws.com/artwork/${ID}/display.jpg`],
    ['a ticket only in the query', `https://evil.example/x?next=/api/uploads/${ID}`],
    ['a key below the raw upload', `/uploads/${ID}/original/../../artwork`],
    ['not a uuid', '/api/uploads/not-a-ticket'],
    ['not a URL at all', 'http://['],
  ])('finds nothing in %s', (_name, url) => {
    expect(ticketIdFromUrl(url)).toBeNull();
  });
});

describe('upload secrets', () => {
  it('are random, and only their hash is kept', () => {
    const a = newUploadSecret();
    const b = newUploadSecret();
    expect(a.secret).not.toBe(b.secret);
    expect(a.hash).toBe(hashSecret(a.secret));
    expect(a.hash).not.toContain(a.secret);
    expect(secretMatches(a.secret, a.hash)).toBe(true);
    expect(secretMatches(b.secret, a.hash)).toBe(false);
    expect(secretMatches(undefined, a.hash)).toBe(false);
    expect(secretMatches('', a.hash)).toBe(false);
  });

  it('travel URL-safe in our own upload URL', () => {
    const { secret } = newUploadSecret();
    const url = new URL(localUploadUrl('https://kritzel.example', ID, secret));
    expect(url.pathname).toBe(`/api/uploads/${ID}`);
    expect(url.searchParams.get('token')).toBe(secret);
    expect(rawUploadKey(ID)).toBe(`uploads/${ID}/original`);
  });
});

describe('readUploadBody', () => {
  const chunks = (count: number, size: number) => Readable.from(Array.from({ length: count }, () => Buffer.alloc(size, 7)));

  it('reads a streamed body up to the limit', async () => {
    expect((await readUploadBody(chunks(4, 10), undefined, 40)).length).toBe(40);
  });

  it('stops a body without Content-Length as soon as it passes the limit', async () => {
    await expect(readUploadBody(chunks(5, 10), undefined, 40)).rejects.toMatchObject({ status: 413, message: SHOP_MESSAGES.tooLarge });
  });

  it('refuses a declared Content-Length over the limit before reading', async () => {
    const stream = chunks(1, 1);
    await expect(readUploadBody(stream, '41', 40)).rejects.toMatchObject({ status: 413 });
    expect(stream.readableEnded).toBe(false);
  });
});
