// The local stand-in of the web ACL's rate-based rules, with the same numbers and keys as AWS WAF
// (src/api/rate-limits.ts): the API and WebSocket calls per client address, the public routes per
// address, the signed-in calls per `Authorization` header; the SPA's files are not counted. Counted
// with rate-limiter-flexible's in-memory limiter. Over a limit the gateway answers 429 with the French
// message and `Retry-After` (seconds until the window of that key ends), before any handler runs.
// AWS WAF evaluates a sliding window; the local limiter counts fixed windows opened by a key's first
// request, so it may let through up to twice the limit across a window boundary — the numbers are the
// same, the edge is not a copy.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { apiRoutes, type ApiRoute } from '../api/routes.ts';
import {
  isLimitedPath,
  isPublicRoutePath,
  PER_USER_PATH_PREFIX,
  publicRoutePaths,
  type RateLimits,
} from '../api/rate-limits.ts';

export interface RateDecision {
  allowed: boolean;
  /** When refused: whole seconds until the address may call again (at least 1). */
  retryAfterSeconds: number;
}

export interface EdgeRateLimiter {
  /**
   * Counts one request of `ip` on `pathname` (with its `Authorization` header, if any) against the
   * limits that apply to it.
   */
  consume(ip: string, pathname: string, authorization?: string): Promise<RateDecision>;
}

function limiterOf(limit: { limit: number; windowSeconds: number }): RateLimiterMemory {
  return new RateLimiterMemory({ points: limit.limit, duration: limit.windowSeconds });
}

export function createEdgeRateLimiter(
  limits: RateLimits,
  routes: readonly ApiRoute[] = apiRoutes,
): EdgeRateLimiter {
  const perAddress = limiterOf(limits.perAddress);
  const perUser = limiterOf(limits.perUser);
  const publicRoutes = limiterOf(limits.publicRoutes);
  const publicPaths = publicRoutePaths(routes);
  return {
    async consume(ip, pathname, authorization) {
      if (!isLimitedPath(pathname)) return { allowed: true, retryAfterSeconds: 0 };
      const counted: [RateLimiterMemory, string][] = [[perAddress, ip]];
      if (isPublicRoutePath(publicPaths, pathname)) counted.push([publicRoutes, ip]);
      // AWS WAF leaves out of a custom-key rule the requests that lack the key.
      if (authorization && pathname.startsWith(PER_USER_PATH_PREFIX)) counted.push([perUser, authorization]);
      let retryMs = 0;
      for (const [limiter, key] of counted) {
        try {
          await limiter.consume(key);
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          retryMs = Math.max(retryMs, refusal.msBeforeNext);
        }
      }
      return retryMs > 0
        ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) }
        : { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
