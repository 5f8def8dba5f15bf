// GET /bureaux/{b}/disponibilites-dv?du=AAAA-MM-JJ&jours=7|1 → GrilleDv, one per selected office. Keys
// start with the table read ('Disponibilite'), so the realtime messages refresh them.
import { queryOptions } from '@tanstack/react-query';
import { isoDepuisJour, type Jour } from '@umj/shared/dates';
import type { GrilleDv } from '@umj/shared/disponibilites-dv-api';
import { apiFetch } from '../../../lib/api-client.ts';
import { useListeParBureau } from '../../../lib/bureaux/liste-par-bureau.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const cheminDisponibilitesDv = (bureauId: string) =>
  `/bureaux/${encodeURIComponent(bureauId)}/disponibilites-dv`;

export function grilleDvQueryOptions(bureauId: string, du: Jour, jours: 1 | 7) {
  return queryOptions({
    queryKey: tableKey('Disponibilite', 'grille', bureauId, du, jours),
    queryFn: ({ signal }) =>
      apiFetch<GrilleDv>(`${cheminDisponibilitesDv(bureauId)}?du=${isoDepuisJour(du)}&jours=${jours}`, {
        signal,
      }),
  });
}

/** The grids of the selected offices, in the selection's order (undefined until every office answered). */
export function useGrillesDv(bureauIds: readonly string[], du: Jour, jours: 1 | 7, enabled: boolean) {
  const lecture = useListeParBureau({
    bureauIds,
    requete: (bureauId) => grilleDvQueryOptions(bureauId, du, jours),
    fusionner: (grilles: GrilleDv[]) => grilles,
    enabled,
  });
  return { data: lecture.data, isPending: lecture.isPending, error: lecture.error };
}
