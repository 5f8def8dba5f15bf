// "Input and transport limits": the API Gateway endpoints refuse calls that did not come
// through CloudFront. CloudFront adds the secret origin header (src/api/origin-headers.ts) to every
// request it forwards; when a secret is configured (ORIGIN_SECRET_ARN on AWS, ORIGIN_SECRET locally)
// a REST request or a WebSocket $connect without the right value is refused with 403 ORIGIN_REFUSED,
// before authentication, and audited as a refusal. WebSocket messages and disconnections carry no
// client header: their connection was checked at $connect.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ORIGIN_SECRET_HEADER } from '../../../api/origin-headers.ts';
import { OriginRefusedError } from '../../../errors.ts';
import { expectedOriginSecret } from '../../auth/origin-secret.ts';
import { headerValue } from '../../auth/session.ts';
import type { ApiMiddleware } from '../request-state.ts';

/** Compared as SHA-256 digests with timingSafeEqual: the time does not tell how much matched. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function originCheck(): ApiMiddleware {
  return {
    before: async (request) => {
      const { event } = request;
      const context = event.requestContext as { eventType?: string } | undefined;
      // REST requests (no eventType) and $connect come from the viewer through CloudFront.
      if (context?.eventType === 'MESSAGE' || context?.eventType === 'DISCONNECT') return;
      const expected = await expectedOriginSecret();
      if (expected === undefined) return;
      const given = headerValue(event.headers, ORIGIN_SECRET_HEADER);
      if (given === undefined || !sameSecret(given, expected)) throw new OriginRefusedError();
      request.context.umj.origineVerifiee = true;
    },
  };
}
