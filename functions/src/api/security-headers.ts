// The security headers of every SPA and API response, defined ONCE ("Input and transport
// limits"): the CDK stack turns them into the CloudFront response headers policy
// (infra/lib/stateless/web-hosting.ts) and the local gateway sends them itself
// (functions/src/local/runtime.ts), so that `npm start` behaves as the deployed site does.
// Pure values only: no CDK import, so the Lambda code and the local runtime can read this file.

/** HSTS max-age: two years (CloudFront `accessControlMaxAge: Duration.days(730)`). */
export const HSTS_MAX_AGE_SECONDS = 730 * 24 * 60 * 60;
export const HSTS_INCLUDE_SUBDOMAINS = true;
export const FRAME_OPTION = 'DENY';
export const REFERRER_POLICY = 'no-referrer';
export const PERMISSIONS_POLICY = 'camera=(), geolocation=(), microphone=()';

/**
 * The origin of the presigned S3 URLs (logo, attachment and document uploads and downloads): the
 * project's own files bucket only, by its regional virtual-hosted name (`<bucket>.s3.<region>.amazonaws.com`,
 * the host the AWS SDK signs for), never every S3 host of the region (a page tricked into
 * fetching or posting could otherwise reach any bucket of the region).
 */
export function filesBucketHosts(bucketRegionalDomainName: string): string[] {
  return [`https://${bucketRegionalDomainName}`];
}

/**
 * The Content-Security-Policy. `fileHosts`: origins the browser reaches for files besides its own
 * (on AWS the files bucket's own host, filesBucketHosts; locally none: files are served under `/s3` on the
 * app's own origin, which `'self'` covers).
 */
export function contentSecurityPolicy(fileHosts: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...fileHosts].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...fileHosts].join(' '),
    "object-src 'none'",
    // The bordereau PDF preview shows a PDF made in the page (a blob: URL) in a frame.
    "frame-src 'self' blob:",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface SecurityHeaders {
  'strict-transport-security': string;
  'x-content-type-options': string;
  'x-frame-options': string;
  'referrer-policy': string;
  'content-security-policy': string;
  'permissions-policy': string;
}

/** The headers as CloudFront writes them on the wire (lower-case names), for the given file hosts. */
export function securityHeaders(fileHosts: readonly string[]): SecurityHeaders {
  return {
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}${
      HSTS_INCLUDE_SUBDOMAINS ? '; includeSubDomains' : ''
    }`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTION,
    'referrer-policy': REFERRER_POLICY,
    'content-security-policy': contentSecurityPolicy(fileHosts),
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
