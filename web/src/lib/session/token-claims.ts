// Reads the payload of our own JWT (no signature check: the server verifies; the SPA only needs `sid`
// to recognise the realtime messages caused by this session, docs/product-rules.md#session).

export interface TokenClaims {
  sub?: string;
  sid?: string;
  role?: string;
  exp?: number;
  /** Issue time, epoch seconds (fractional): the session's first activity (idle timeout). */
  iat?: number;
}

export function decodeTokenClaims(token: string | null | undefined): TokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}
