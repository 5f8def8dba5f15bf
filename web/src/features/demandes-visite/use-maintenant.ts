// The current instant, refreshed every `intervalleMs` (the visit requests' countdown ticks every 30 s).
import { useEffect, useState } from 'react';

export const TIC_COMPTE_A_REBOURS_MS = 30_000;

export function useMaintenant(intervalleMs = TIC_COMPTE_A_REBOURS_MS): Date {
  const [maintenant, setMaintenant] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setMaintenant(new Date()), intervalleMs);
    return () => window.clearInterval(id);
  }, [intervalleMs]);
  return maintenant;
}
