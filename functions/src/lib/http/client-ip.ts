// The client's IP address for the audit trail. Behind CloudFront, API Gateway's `sourceIp`
// is an address of CloudFront; the viewer's is in the CloudFront-Viewer-Address header (`<ip>:<port>`),
// which the origin request policy forwards. That header is trusted only on a request that carried the
// origin secret (so it was set by CloudFront, or by the local gateway that stands in for it); otherwise,
// or when it does not hold an IP address, the audit keeps API Gateway's source IP.
import { isIP } from 'node:net';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { VIEWER_ADDRESS_HEADER } from '../../api/origin-headers.ts';
import { headerValue } from '../auth/session.ts';

/** `198.51.100.10:46532` -> `198.51.100.10`; `2001:db8::1:443` -> `2001:db8::1`; else undefined. */
export function ipOfViewerAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const cut = value.lastIndexOf(':');
  if (cut <= 0) return undefined;
  const ip = value.slice(0, cut).replace(/^\[(.*)\]$/, '$1');
  return isIP(ip) ? ip : undefined;
}

export function clientIp(event: APIGatewayProxyEvent, throughCloudFront: boolean): string | null {
  const viewer = throughCloudFront
    ? ipOfViewerAddress(headerValue(event.headers, VIEWER_ADDRESS_HEADER))
    : undefined;
  return viewer ?? event.requestContext?.identity?.sourceIp ?? null;
}
