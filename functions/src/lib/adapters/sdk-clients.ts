// The S3 client of the file adapters (files-storage.ts, audit-digests.ts), one per container and endpoint
// (client-par-endpoint.ts).
import { S3Client } from '@aws-sdk/client-s3';
import { env } from '../../config/env.ts';
import { enregistrerAppelsAws } from './appels-aws.ts';
import { clientParEndpoint } from './client-par-endpoint.ts';

const s3ParEndpoint = clientParEndpoint((endpoint) =>
  enregistrerAppelsAws(
    's3',
    new S3Client({
      region: env.region,
      // Locally s3rver: path-style URLs and no flexible checksums (it stores aws-chunked bodies corrupted).
      ...(endpoint
        ? { endpoint, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' as const }
        : {}),
    }),
  ),
);

/** The S3 client (S3_ENDPOINT locally). */
export function s3(): S3Client {
  return s3ParEndpoint(env.s3Endpoint);
}
