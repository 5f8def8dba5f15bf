// Idle timeout, the SPA's view of the server rule (functions/src/lib/auth/session.ts): the
// session's last activity is the later of the token's issue time (sign-in) and the last API call the
// server recorded, which it records at most once per PAS_ACTIVITE_SESSION_MS. The API client notes each
// authenticated call here with the same "at most once a minute" rule (at the call's start, never later
// than the server's own date), so the SPA never believes the session alive longer than the server does.
// Kept in localStorage: the tabs of the browser share the token, hence the session and its activity.
import { PAS_ACTIVITE_SESSION_MS } from '@umj/shared/constantes';
import { decodeTokenClaims } from './token-claims.ts';

export const ACTIVITY_KEY = 'derniereActiviteApi';

type Listener = () => void;
const listeners = new Set<Listener>();

function storedActivity(): number | null {
  const value = Number(globalThis.localStorage?.getItem(ACTIVITY_KEY) ?? Number.NaN);
  return Number.isFinite(value) ? value : null;
}

/** Epoch ms of the session's last activity as the server counts it; null without a readable token. */
export function lastActivity(token: string | null): number | null {
  const iat = decodeTokenClaims(token)?.iat;
  if (typeof iat !== 'number') return null;
  return Math.max(storedActivity() ?? 0, iat * 1000);
}

/** An authenticated API call starts at `at` (epoch ms) with `token`. */
export function noteApiCall(token: string, at: number = Date.now()): void {
  const last = lastActivity(token);
  if (last !== null && at - last < PAS_ACTIVITE_SESSION_MS) return;
  globalThis.localStorage?.setItem(ACTIVITY_KEY, String(at));
  for (const listener of listeners) listener();
}

/** Subscribes to activity changes in this tab and in other tabs; returns the unsubscribe. */
export function subscribeActivity(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACTIVITY_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
