import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** An S3-compatible server on loopback, for testing the S3 adapter without a network. */
export async function startS3rver(bucket = 'kritzel-test') {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'kritzel-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const address = await server.run();
  return {
    bucket,
    endpoint: `http://127.0.0.1:${address.port}`,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
