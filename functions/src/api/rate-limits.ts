// The per-IP request limits in front of the API, defined ONCE ("Authentication abuse"): the
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
  /** The public routes (sign-in, sign-up, confirmation, forgot and reset password): `/v1/<path>`. */
  publicRoutes: RateLimit;
  /** Every request CloudFront serves (SPA files, /v1, /ws). */
  all: RateLimit;
}

/**
 * The numbers (docs/security.md "Per-IP limits"). Public routes: 50 requests per 5 minutes per address
 * (10 a minute: a unit's staff signing in behind one hospital address in the morning stays far below,
 * a password sprayer or a code requester is slowed to that pace). Everything: 3,000 per 5 minutes per
 * address (10 a second on average: a few busy users behind one address, first loads included).
 */
export const RATE_LIMITS: RateLimits = {
  publicRoutes: { limit: 50, windowSeconds: 300 },
  all: { limit: 3000, windowSeconds: 300 },
};

export const RATE_LIMITED_STATUS = 429;
export const RATE_LIMITED_CODE = 'RATE_LIMITED';
export const RATE_LIMITED_MESSAGE =
  'Trop de requêtes depuis votre adresse réseau. Veuillez patienter quelques minutes avant de réessayer.';

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
