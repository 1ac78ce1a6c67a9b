import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { assertSafeKey, isMissingFile, type FileStorage } from './file-storage.ts';

type S3Config = NonNullable<Config['s3']>;

/**
 * The origin a presigned URL for this bucket points at, so the page's Content-Security-Policy
 * can let the browser PUT a direct upload there: the endpoint (or AWS's regional one), with
 * the bucket as a subdomain unless path-style addressing is forced.
 */
export function s3UploadOrigin(s3: S3Config): string {
  const base = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  if (!s3.forcePathStyle) base.hostname = `${s3.bucket}.${base.hostname}`;
  return base.origin;
}

/** Any S3-compatible bucket (AWS, MinIO, R2…). Objects are private; the app serves them to their owner. */
export function createS3Storage(s3: S3Config): FileStorage & { client: S3Client; bucket: string } {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
  });
  const Bucket = s3.bucket;
  return {
    kind: 's3',
    client,
    bucket: Bucket,
    async put(key, data, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async read(key) {
      assertSafeKey(key);
      const result = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!result.Body) throw new Error(`Empty object ${key}`);
      return Buffer.from(await result.Body.transformToByteArray());
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      assertSafeKey(key);
      return client.send(new HeadObjectCommand({ Bucket, Key: key })).then(
        () => true,
        (error: unknown) => {
          if (isMissingFile(error)) return false;
          throw error;
        },
      );
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async size(key) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        // Only "no such object" means none; an outage must not look like a missing upload.
        if (isMissingFile(error)) return null;
        throw error;
      }
    },
    async lastModified(key) {
      assertSafeKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.LastModified ?? null;
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },
    async presignPut(key, expiresSeconds) {
      assertSafeKey(key);
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key }), { expiresIn: expiresSeconds });
    },
    async list(prefix = '', page) {
      const keys: string[] = [];
      const limit = page?.limit ?? Number.POSITIVE_INFINITY;
      let token: string | undefined;
      do {
        const listed = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: prefix || undefined,
            // S3 answers at most 1,000 keys a request, in key order; a page asks for no more than it keeps.
            MaxKeys: Math.min(1000, limit - keys.length),
            ...(token ? { ContinuationToken: token } : page?.after ? { StartAfter: page.after } : {}),
          }),
        );
        for (const item of listed.Contents ?? []) if (item.Key) keys.push(item.Key);
        token = listed.IsTruncated && keys.length < limit ? listed.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
  };
}
