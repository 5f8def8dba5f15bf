// s3rver mounted inside the gateway under /s3, so that presigned URLs point at the app's own origin.
// s3rver checks a SigV4 signature's access key and expiry but not the signature itself, so serving
// it under a path prefix keeps presigned PUT/GET working (and the browser needs no CORS for them).
/// <reference path="./s3rver.d.ts" />
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import S3rver from 's3rver';

export const S3_PREFIX = '/s3';

export interface LocalS3 {
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): void;
}

function corsXml(origins: string[]): string {
  const allowed = origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('');
  const methods = ['GET', 'PUT', 'HEAD', 'POST', 'DELETE']
    .map((m) => `<AllowedMethod>${m}</AllowedMethod>`)
    .join('');
  return (
    `<CORSConfiguration><CORSRule>${allowed}${methods}<AllowedHeader>*</AllowedHeader>` +
    `<ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`
  );
}

export function isS3Path(pathname: string): boolean {
  return pathname === S3_PREFIX || pathname.startsWith(`${S3_PREFIX}/`);
}

/** Creates the bucket (with CORS for the app's origins) in `directory` and returns the mounted handler. */
export async function startLocalS3(options: {
  directory: string;
  bucket: string;
  origins: string[];
}): Promise<LocalS3> {
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    directory: options.directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: options.bucket, configs: [corsXml(options.origins)] }],
  });
  await server.configureBuckets();
  const listener = server.getMiddleware();
  return {
    handle(req, res) {
      const mounted = req as IncomingMessage & { baseUrl?: string };
      mounted.url = (req.url ?? '/').slice(S3_PREFIX.length) || '/';
      if (!mounted.url.startsWith('/')) mounted.url = `/${mounted.url}`;
      mounted.baseUrl = S3_PREFIX;
      listener(req, res);
    },
    close() {
      server.logger.exceptions.unhandle();
      server.logger.close();
    },
  };
}
