// The one conflict handler of the forms: after a 409 VERSION_CONFLICT (`estConflit`, lib/api-error.ts)
// the form keeps what the user typed, reads the stored item again and keeps it here, to show beside the
// typed values (components/conflit/panneau-conflit.tsx) and to save the next time at its version.
import { useCallback, useState } from 'react';

export interface Conflit<S> {
  /** The stored item read again after the conflict (null: no conflict open). */
  stocke: S | null;
  /**
   * Reads the stored item and keeps it; resolves with it. `lire` resolving null keeps the previous one
   * (nothing to show). A failed read rejects: the caller shows its message.
   */
  relire(lire: () => Promise<S | null>): Promise<S | null>;
  /** Replaces the kept item (e.g. the user's choices of a field-by-field merge). */
  remplacer(stocke: S | null): void;
  /** The conflict is settled (saved, merged or abandoned). */
  effacer(): void;
}

/** `initial`: a conflict already known when the form opens (e.g. a draft typed over an older version). */
export function useConflit<S>(initial: S | null = null): Conflit<S> {
  const [stocke, setStocke] = useState<S | null>(initial);
  const relire = useCallback(async (lire: () => Promise<S | null>) => {
    const lu = await lire();
    if (lu !== null) setStocke(lu);
    return lu;
  }, []);
  const effacer = useCallback(() => setStocke(null), []);
  return { stocke, relire, remplacer: setStocke, effacer };
}
