// s3rver ships no types; this is the part of its API the tests use.
declare module 's3rver' {
  type BucketConfig = { name: string; configs: string[] };
  type Options = { port?: number; address?: string; silent?: boolean; directory?: string; configureBuckets?: BucketConfig[] };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ port: number; address: string }>;
    close(): Promise<void>;
  }
}
