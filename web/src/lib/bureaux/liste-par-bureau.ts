// useParBureau for the lists of the selected offices (patient files, bordereaux, billing warnings): no
// office selected is an empty list at once, and a list whose call waits for the session or the
// selection (enabled false) counts as loading, so that a screen shows its loader, not "no rows".
import type { QueryKey } from '@tanstack/react-query';
import { useParBureau, type ParBureau, type ParBureauOptions } from './par-bureau.ts';

export function useListeParBureau<T, E, K extends QueryKey = QueryKey>(
  options: ParBureauOptions<T, E[], K>,
): ParBureau<E[]> {
  const lecture = useParBureau(options);
  const aucun = options.bureauIds.length === 0;
  return {
    ...lecture,
    data: aucun ? [] : lecture.data,
    isPending: lecture.isPending || (options.enabled === false && !aucun),
  };
}
