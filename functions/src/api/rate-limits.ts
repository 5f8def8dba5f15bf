// The request limits in front of the API, defined ONCE ("Authentication abuse"): the
// CDK app turns them into the rate-based rules of the CloudFront web ACL (AWS WAF,
// infra/lib/edge-waf-stack.ts) and the local gateway applies them itself
// (functions/src/local/rate-limiter.ts), so that `npm start` refuses what CloudFront would refuse.
// Pure values only: no CDK import, so the local runtime can read this file.
import type { ApiRoute } from './routes.ts';

/** Evaluation windows AWS WAF accepts for a rate-based rule (seconds). */
export type RateWindowSeconds = 60 | 120 | 300 | 600;

export interface RateLimit {
  /** Requests allowed per client IP address within the window (AWS WAF: 10 at least). */
  limit: number;
  windowSeconds: RateWindowSeconds;
}

export interface RateLimits {
  /** The public routes (sign-in, sign-up, confirmation, forgot and reset password): per client IP. */
  publicRoutes: RateLimit;
  /** Signed-in calls of the API (`/v1` with an `Authorization` header): per value of that header. */
  perUser: RateLimit;
  /** Every call of the API and the WebSocket (`/v1`, `/ws`) per client IP; not the SPA's files. */
  perAddress: RateLimit;
}

/** The request header the per-user limit aggregates on (AWS WAF custom key; the local limiter's key). */
export const PER_USER_KEY_HEADER = 'authorization';

/** The path prefix of the calls the per-user limit counts: the REST API's. */
export const PER_USER_PATH_PREFIX = '/v1/';

/** The path prefixes the API's limits count: the REST API and the WebSocket, never the SPA's files. */
export const LIMITED_PATH_PREFIXES = ['/v1', '/ws'] as const;

/** Whether `pathname` is a call of the API or the WebSocket (what the per-address ceiling counts). */
export function isLimitedPath(pathname: string): boolean {
  return LIMITED_PATH_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * The numbers (docs/security.md "Rate limits in front of the API"), from the soak (`npm run soak`: 30
 * staff of one unit behind one address; its busiest staff member made 48 requests a minute, the unit
 * about 1,150 a minute, 5,700 per 5 minutes):
 * - public routes: 50 per 5 minutes per address (a unit's staff signing in behind one hospital address
 *   in the morning stays far below; a password sprayer or a code requester is slowed to that pace);
 * - per user: 1,000 per 5 minutes per session (the busiest staff member's 240 times 4);
 * - per address: 20,000 per 5 minutes (a whole unit's 5,700 times 3.5, so several units behind one
 *   hospital address still pass), the ceiling junk or rotating tokens cannot escape.
 */
export const RATE_LIMITS: RateLimits = {
  publicRoutes: { limit: 50, windowSeconds: 300 },
  perUser: { limit: 1000, windowSeconds: 300 },
  perAddress: { limit: 20_000, windowSeconds: 300 },
};

export const RATE_LIMITED_STATUS = 429;
export const RATE_LIMITED_CODE = 'RATE_LIMITED';
export const RATE_LIMITED_MESSAGE =
  'Trop de requêtes en peu de temps depuis votre session ou votre adresse réseau. Veuillez patienter quelques minutes avant de réessayer.';

/** The body of the 429, the `{ statusCode, message, error, code }` shape of every API error. */
export function rateLimitedBody(): string {
  return JSON.stringify({
    statusCode: RATE_LIMITED_STATUS,
    message: RATE_LIMITED_MESSAGE,
    error: 'Too Many Requests',
    code: RATE_LIMITED_CODE,
  });
}

/** The paths (as the viewer sends them, `/v1/auth/login`) of the public routes of `routes`. */
export function publicRoutePaths(routes: readonly ApiRoute[]): string[] {
  return [...new Set(routes.filter((r) => r.public).map((r) => `/v1${r.path}`))].sort();
}

/** Whether `pathname` is one of `publicPaths` (a trailing slash allowed, as CloudFront strips it). */
export function isPublicRoutePath(publicPaths: readonly string[], pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPaths.includes(path);
}
