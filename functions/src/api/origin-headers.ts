// The headers CloudFront adds to what it forwards to the APIs ("Input and transport limits"),
// named ONCE for the CDK stack (infra/lib/stateless/web-hosting.ts), the handlers' middleware
// (src/lib/http/middleware/origin-check.ts, src/lib/http/client-ip.ts) and the local gateway, which adds
// them as CloudFront does (src/local/rest-event.ts, ws-event.ts). Pure values only.

/**
 * The secret origin header: CloudFront sends it on every request to the REST and WebSocket APIs with
 * the value of a Secrets Manager secret; the handlers refuse a request without it (403), so the
 * execute-api endpoints cannot be called around CloudFront (its web ACL, its TLS policy).
 */
export const ORIGIN_SECRET_HEADER = 'X-Umj-Origine';

/**
 * The viewer's address as CloudFront saw it, `<ip>:<port>` (IPv6 addresses unbracketed), added by the
 * managed origin request policy AllViewerExceptHostHeader. API Gateway's `sourceIp` is CloudFront's.
 */
export const VIEWER_ADDRESS_HEADER = 'CloudFront-Viewer-Address';

/** The value of VIEWER_ADDRESS_HEADER for a viewer at `ip`, `port`. */
export function viewerAddress(ip: string, port: number | string): string {
  return `${ip}:${port}`;
}
