// The AWS SDK clients of the adapters, one per container and endpoint: made again only when the endpoint
// changes (the local runtime's emulators get new ports from one start to the next in one process).
import { S3Client } from '@aws-sdk/client-s3';
import { env } from '../../config/env.ts';

/** `creer(endpoint)` once, then again only for another endpoint. */
export function clientParEndpoint<C, E extends string | undefined = string | undefined>(
  creer: (endpoint: E) => C,
): (endpoint: E) => C {
  let client: C | undefined;
  let pour: E | undefined;
  return (endpoint) => {
    if (client === undefined || pour !== endpoint) {
      client = creer(endpoint);
      pour = endpoint;
    }
    return client;
  };
}

const s3ParEndpoint = clientParEndpoint(
  (endpoint) =>
    new S3Client({
      region: env.region,
      // Locally s3rver: path-style URLs and no flexible checksums (it stores aws-chunked bodies corrupted).
      ...(endpoint
        ? { endpoint, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' as const }
        : {}),
    }),
);

/** The S3 client (S3_ENDPOINT locally). */
export function s3(): S3Client {
  return s3ParEndpoint(env.s3Endpoint);
}
