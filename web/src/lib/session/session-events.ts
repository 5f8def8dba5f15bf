// The "sign out" event (docs/product-rules.md#calls local cache, docs/product-rules.md#errors 401 rule, WebSocket tokenInvalid): modules outside
// React (API client, realtime client, configuration cache) ask for a sign-out; the SessionProvider
// listens and performs it.

type Listener = () => void;
const listeners = new Set<Listener>();

export function requestSignOut(): void {
  for (const listener of listeners) listener();
}

export function onSignOutRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
