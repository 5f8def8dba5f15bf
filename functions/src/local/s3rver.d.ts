// Minimal types for s3rver 3.7.1 (it ships none): only what the local runtime uses.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    directory: string;
    silent?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    configureBuckets(): Promise<void>;
    /** Koa's request listener, mountable under a path (req.baseUrl). */
    getMiddleware(): (req: IncomingMessage, res: ServerResponse) => void;
    logger: { close(): void; exceptions: { unhandle(): void } };
    /** The filesystem store (the write-once check of the audit digests). */
    store: { existsObject(bucket: string, key: string): Promise<boolean> };
  }
}
