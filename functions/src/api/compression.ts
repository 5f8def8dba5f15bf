// Compression of the REST API's answers, defined ONCE: the CDK app sets it on the API
// (`minCompressionSize` of infra/lib/stateless/rest-api.ts; CloudFront's `/v1/*` behaviour forwards
// the viewer's Accept-Encoding and passes the compressed answer on) and the local gateway applies it
// itself (functions/src/local/rest-gateway.ts), so that `npm start` answers what AWS answers. A month of
// patient files is about 240 KB of JSON and under 30 KB gzipped: on a slow link that is the list's
// first paint. Pure values only: no CDK import, so the local runtime can read this file.

/**
 * Answers from this size (bytes of the handler's body) are compressed when the client accepts it;
 * smaller ones go as they are (the compression would cost more than it saves). API Gateway accepts
 * 0 to 10,485,760 (https://docs.aws.amazon.com/apigateway/latest/developerguide/api-gateway-gzip-compression-decompression.html).
 */
export const API_COMPRESSION_MIN_BYTES = 1024;

/** The content codings API Gateway compresses with (it answers `identity` otherwise). */
export type ApiEncoding = 'gzip' | 'deflate';

/**
 * The first coding of `preference` this Accept-Encoding accepts (a `;q=0` refuses a coding, `*`
 * accepts any), else none: the rule of CloudFront for the SPA's files and of API Gateway for the API.
 */
export function preferredEncoding<T extends string>(
  acceptEncoding: string | undefined,
  preference: readonly T[],
): T | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  return preference.find((coding) => (accepted.get(coding) ?? wildcard ?? 0) > 0);
}

/** The coding API Gateway answers for this Accept-Encoding: gzip when accepted, else deflate, else none. */
export function apiEncoding(acceptEncoding: string | undefined): ApiEncoding | undefined {
  return preferredEncoding(acceptEncoding, ['gzip', 'deflate'] as const);
}
