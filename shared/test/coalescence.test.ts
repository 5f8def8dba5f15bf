// The coalescing of change signals (docs/architecture.md#realtime): a burst is handed over once, after
// COALESCENCE_MS of quiet and never later than DEBOUNCE_MS after its first signal; a coalescer with
// DEBOUNCE_MS of calm hands a burst over DEBOUNCE_MS after its first signal; stopping drops the burst.
import { describe, expect, it, vi } from 'vitest';
import { creerCoalesceur } from '../src/coalescence.ts';
import { COALESCENCE_MS, DEBOUNCE_MS } from '../src/constantes.ts';

const timers = {
  setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

describe('coalescing of change signals', () => {
  it('a burst coalesces into one refetch, never later than the 7,000 ms debounce after the first signal', () => {
    vi.useFakeTimers();
    try {
      const lots: number[] = [];
      const c = creerCoalesceur<number>(
        (s) => lots.push(s.length),
        timers,
        () => Date.now(),
      );
      for (let i = 0; i < 3; i += 1) c.ajouter(i);
      vi.advanceTimersByTime(COALESCENCE_MS);
      expect(lots).toEqual([3]);
      // A steady stream every 400 ms is still handed over within 7,000 ms of its first signal.
      for (let t = 0; t < 7000; t += 400) {
        c.ajouter(t);
        vi.advanceTimersByTime(400);
      }
      expect(lots.length).toBeGreaterThan(1);
      c.arreter();
    } finally {
      vi.useRealTimers();
    }
  });

  it('with DEBOUNCE_MS of calm a burst is handed over DEBOUNCE_MS after its first signal, and stopping drops what waits', () => {
    vi.useFakeTimers();
    try {
      const lots: number[][] = [];
      const c = creerCoalesceur<number>((s) => lots.push(s), timers, Date.now, DEBOUNCE_MS);
      c.ajouter(1);
      vi.advanceTimersByTime(DEBOUNCE_MS - 1);
      c.ajouter(2);
      expect(lots).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(lots).toEqual([[1, 2]]);
      c.ajouter(3);
      c.arreter();
      c.arreter();
      vi.advanceTimersByTime(DEBOUNCE_MS);
      expect(lots).toEqual([[1, 2]]);
    } finally {
      vi.useRealTimers();
    }
  });
});
