// A small application store (useSyncExternalStore) for the full-screen overlay and the snackbar
// (docs/product-rules.md#shell-behaviour): any code may show a loading indicator, a success or an error message.
import { useSyncExternalStore } from 'react';

export type OverlayState =
  | { kind: 'loading'; message?: string }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

export interface Snack {
  id: number;
  severity: 'success' | 'info' | 'warn' | 'error';
  summary?: string;
  detail: string;
}

interface AppState {
  overlay: OverlayState | null;
  snacks: readonly Snack[];
}

let state: AppState = { overlay: null, snacks: [] };
let nextSnackId = 1;
const listeners = new Set<() => void>();

function setState(change: Partial<AppState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const appStore = {
  getState: (): AppState => state,
  subscribe,
  showLoading(message?: string): void {
    setState({ overlay: message === undefined ? { kind: 'loading' } : { kind: 'loading', message } });
  },
  showSuccess(message: string): void {
    setState({ overlay: { kind: 'success', message } });
  },
  showError(message: string): void {
    setState({ overlay: { kind: 'error', message } });
  },
  closeOverlay(): void {
    setState({ overlay: null });
  },
  /** Queues a snackbar message; the snackbar shows it for 6 s (docs/product-rules.md#constants). */
  notify(snack: Omit<Snack, 'id'>): void {
    setState({ snacks: [...state.snacks, { ...snack, id: nextSnackId++ }] });
  },
  /** Called by the snackbar once it has taken the queued messages. */
  takeSnacks(): readonly Snack[] {
    const taken = state.snacks;
    if (taken.length > 0) setState({ snacks: [] });
    return taken;
  },
};

export function useAppStore<T>(select: (s: AppState) => T): T {
  return useSyncExternalStore(subscribe, () => select(state));
}
