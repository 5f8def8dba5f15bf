// The SPA's environment, read and validated in one place (vite exposes VITE_* variables at build time).
import { API_BASE_PATH, REALTIME_PATH } from '@umj/shared/api-paths';

export interface Env {
  /** Base URL of the REST API: same origin `/v1` unless VITE_API_URL names another origin. */
  readonly apiBaseUrl: string;
  /** WebSocket URL: same origin `/ws` (ws/wss) unless VITE_WS_URL is set. */
  readonly realtimeUrl: string;
}

function optionalUrl(name: string, value: unknown, protocols: readonly string[]): string | undefined {
  if (value == null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Variable d'environnement ${name} invalide`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Variable d'environnement ${name} invalide : ${value}`);
  }
  if (!protocols.includes(url.protocol))
    throw new Error(`Variable d'environnement ${name} invalide : ${value}`);
  return value.replace(/\/$/, '');
}

/** Builds the environment from raw variables and the page's origin (exported for tests). */
export function readEnv(raw: Record<string, unknown>, origin: string): Env {
  const apiOrigin = optionalUrl('VITE_API_URL', raw.VITE_API_URL, ['http:', 'https:']) ?? origin;
  const realtimeUrl =
    optionalUrl('VITE_WS_URL', raw.VITE_WS_URL, ['ws:', 'wss:']) ??
    `${origin.replace(/^http/, 'ws')}${REALTIME_PATH}`;
  return { apiBaseUrl: `${apiOrigin}${API_BASE_PATH}`, realtimeUrl };
}

export const env: Env = readEnv(
  import.meta.env as Record<string, unknown>,
  globalThis.location?.origin ?? 'http://localhost',
);
