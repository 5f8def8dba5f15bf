// The local gateway stands in for CloudFront in front of the API — the rate limits of the
// web ACL (per address, per session) (same definition as AWS WAF's rules, src/api/rate-limits.ts: 429, French message,
// Retry-After) and the headers CloudFront adds (origin secret, viewer address) replacing the client's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '../../src/api/origin-headers.ts';
import {
  RATE_LIMITED_MESSAGE,
  RATE_LIMITS,
  isPublicRoutePath,
  publicRoutePaths,
} from '../../src/api/rate-limits.ts';
import { apiRoutes } from '../../src/api/routes.ts';
import type { LocalRuntime } from '../../src/local/runtime.ts';
import { FIXTURE_ROUTES, startFixtureRuntime } from './fixtures/runtime.ts';

let runtime: LocalRuntime;

beforeAll(async () => {
  runtime = await startFixtureRuntime({
    // Small numbers, same mechanism: 3 calls of a public route per address, 4 signed-in calls per
    // Authorization header, 12 API calls in all per address.
    rateLimits: {
      publicRoutes: { limit: 3, windowSeconds: 60 },
      perUser: { limit: 4, windowSeconds: 60 },
      perAddress: { limit: 12, windowSeconds: 60 },
    },
    routes: [...FIXTURE_ROUTES, { method: 'POST', path: '/auth/login', handler: 'echo', public: true }],
  });
});
afterAll(() => runtime?.stop());

const login = () => fetch(`${runtime.url}/v1/auth/login`, { method: 'POST', body: '{}' });
const echo = (headers: Record<string, string> = {}) => fetch(`${runtime.url}/v1/echo/1`, { headers });

describe('rate limits in the local gateway (the web ACL stand-in)', () => {
  it('past the public-route limit a sign-in gets 429 with the French message and Retry-After; signed-in calls are limited per session, every API call per address, the SPA files never', async () => {
    for (let i = 0; i < 3; i++) expect((await login()).status).toBe(200);
    const refused = await login();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      statusCode: 429,
      message: RATE_LIMITED_MESSAGE,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
    });
    // The SPA's files and the management endpoint (AWS's own API) are not counted.
    for (let i = 0; i < 20; i++) expect((await fetch(`${runtime.url}/`)).status).not.toBe(429);
    expect((await fetch(`${runtime.url}/@connections/inconnue`, { method: 'DELETE' })).status).not.toBe(429);
    // 4 API calls counted per address so far. Signed-in calls count per session too: past 4, one
    // session is refused while another, behind the same address, still gets through.
    const session = (jeton: string) => ({ authorization: `Bearer ${jeton}` });
    for (let i = 0; i < 4; i++) expect((await echo(session('a'))).status).toBe(200);
    expect((await echo(session('a'))).status).toBe(429);
    expect((await echo(session('b'))).status).toBe(200);
    // 10 counted per address: junk tokens (a new one each time) escape the per-user limit, not the
    // address's ceiling of 12.
    expect((await echo(session('x1'))).status).toBe(200);
    expect((await echo(session('x2'))).status).toBe(200);
    expect((await echo(session('x3'))).status).toBe(429);
    expect((await echo()).status).toBe(429);
  });

  it('the public routes are taken from the route table (a trailing slash counts too)', () => {
    const paths = publicRoutePaths(apiRoutes);
    expect(paths).toEqual([
      '/v1/auth/confirm-signup',
      '/v1/auth/forgot-password',
      '/v1/auth/login',
      '/v1/auth/reset-password',
      '/v1/auth/signup',
    ]);
    expect(isPublicRoutePath(paths, '/v1/auth/login/')).toBe(true);
    expect(isPublicRoutePath(paths, '/v1/auth/logout')).toBe(false);
    // The deployed numbers: at least AWS WAF's minimum of 10, windows WAF accepts.
    for (const rule of Object.values(RATE_LIMITS)) {
      expect(rule.limit).toBeGreaterThanOrEqual(10);
      expect([60, 120, 300, 600]).toContain(rule.windowSeconds);
    }
  });
});

describe('headers CloudFront adds, added by the local gateway', () => {
  let plain: LocalRuntime;
  beforeAll(async () => {
    plain = await startFixtureRuntime({ rateLimits: null });
  });
  afterAll(() => plain?.stop());

  it('the origin secret and the viewer address replace what the client sent', async () => {
    const res = await fetch(`${plain.url}/v1/echo/1`, {
      headers: { 'x-umj-origine': 'forgé', 'cloudfront-viewer-address': '198.51.100.66:1' },
    });
    const { event } = (await res.json()) as { event: { headers: Record<string, string> } };
    const names = Object.keys(event.headers).map((n) => n.toLowerCase());
    expect(names.filter((n) => n === 'x-umj-origine')).toHaveLength(1);
    expect(event.headers[ORIGIN_SECRET_HEADER]).toBe(process.env.ORIGIN_SECRET);
    expect(event.headers[ORIGIN_SECRET_HEADER]).not.toBe('forgé');
    expect(event.headers[VIEWER_ADDRESS_HEADER]).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('with the limits off (browser tests, bench) nothing is refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${plain.url}/v1/echo/1`).then((r) => r.status)),
    );
    expect(answers.every((s) => s === 200)).toBe(true);
  });
});
