// Test helpers: a fake `fetch` answering by "METHOD /path" and a JWT-shaped token with given claims.
import { vi } from 'vitest';

export type FakeAnswer = { status?: number; statusText?: string; body?: unknown };
export type FakeRoutes = Record<string, FakeAnswer | ((init: RequestInit) => FakeAnswer)>;

export interface FakeApi {
  calls: { method: string; path: string; search?: string; body: unknown; authorization: string | null }[];
}

export function installFakeApi(routes: FakeRoutes): FakeApi {
  const api: FakeApi = { calls: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input);
      const path = url.pathname.replace(/^\/v1/, '');
      const method = init.method ?? 'GET';
      const headers = (init.headers ?? {}) as Record<string, string>;
      api.calls.push({
        method,
        path,
        ...(url.search ? { search: url.search } : {}),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: headers.Authorization ?? null,
      });
      const route = routes[`${method} ${path}`];
      const answer =
        typeof route === 'function'
          ? route(init)
          : (route ?? { status: 404, body: { statusCode: 404, message: 'Introuvable', error: 'Not Found' } });
      const status = answer.status ?? 200;
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status,
        statusText: answer.statusText ?? (status === 401 ? 'Unauthorized' : ''),
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return api;
}

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

export function fakeToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

export const DEMO_USER = {
  id: 'u-1',
  nomComplet: 'Alice Martin',
  adresseEmail: 'alice@umj.test',
  role: 'secretariat',
  bureaux: [{ id: 'b-1', nom: 'Argenteuil' }],
} as const;
