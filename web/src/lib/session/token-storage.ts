// Where the access token lives between page loads.
//
// Choice: localStorage (key `accessToken`), as the spec's "stored token" implies (docs/product-rules.md#session, docs/product-rules.md#calls: the token
// survives reloads and is shared by the tabs of the browser). Trade-off: any script running in the page
// can read it, so an XSS flaw would leak the token; an HttpOnly cookie would not, but needs CSRF
// protection and a cookie-aware API Gateway setup. Mitigations kept: short-lived JWT (exp claim),
// server-side session id (sid) revoked on logout, no third-party scripts, React escaping, and a strict
// Content-Security-Policy from the hosting layer.

export const TOKEN_KEY = 'accessToken';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | undefined {
  return globalThis.localStorage;
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function writeToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Subscribes to token changes in this tab and in other tabs (storage event); returns the unsubscribe. */
export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
