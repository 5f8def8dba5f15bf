// The coalescing of change signals (docs/architecture.md#realtime), written once for the SPA
// (web/src/lib/realtime/realtime-provider.tsx) and the soak's model of it (tests/soak/personnel.ts):
// signals are handed over together after `calme` ms of quiet (COALESCENCE_MS by default), at most
// DEBOUNCE_MS (docs/product-rules.md#constants: debounce 7000 ms) after the first of the burst. With
// `calme` = DEBOUNCE_MS (the figures), a burst is handed over DEBOUNCE_MS after its first signal,
// whatever follows.
import { COALESCENCE_MS, DEBOUNCE_MS } from './constantes.ts';

/** The timers a coalescer runs on (the browser's, Node's, or a test's fake ones). */
export interface Minuteries {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Coalesceur<T> {
  ajouter(signal: T): void;
  /** Drops what waits and stops the timer. */
  arreter(): void;
}

export function creerCoalesceur<T>(
  appliquer: (signaux: T[]) => void,
  minuteries: Minuteries,
  maintenant: () => number = Date.now,
  calme: number = COALESCENCE_MS,
): Coalesceur<T> {
  let enAttente: T[] = [];
  let premier = 0;
  let minuterie: unknown = null;
  const vider = () => {
    minuterie = null;
    const lot = enAttente;
    enAttente = [];
    appliquer(lot);
  };
  return {
    ajouter(signal) {
      if (enAttente.length === 0) premier = maintenant();
      enAttente.push(signal);
      if (minuterie !== null) minuteries.clearTimeout(minuterie);
      const delai = Math.max(0, Math.min(calme, premier + DEBOUNCE_MS - maintenant()));
      minuterie = minuteries.setTimeout(vider, delai);
    },
    arreter() {
      if (minuterie !== null) minuteries.clearTimeout(minuterie);
      minuterie = null;
      enAttente = [];
    },
  };
}
