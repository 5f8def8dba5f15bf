// The names of the offices a list over several offices shows, by id (the header's visible offices).
import { useMemo } from 'react';

export function useNomsBureaux(bureaux: readonly { id: string; nom: string }[]): ReadonlyMap<string, string> {
  return useMemo(() => new Map(bureaux.map((b) => [b.id, b.nom] as const)), [bureaux]);
}
