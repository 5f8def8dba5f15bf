// GET /bureaux/{b}/bordereaux?annee → { elements: ResumeBordereau[] }, for every selected office.
import { queryOptions } from '@tanstack/react-query';
import type { ListeBordereaux, ResumeBordereau } from '@umj/shared/bordereaux';
import { cheminBordereaux } from '../../../entities/bordereau/api/list-alertes-facturation.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useListeParBureau } from '../../../lib/bureaux/liste-par-bureau.ts';
import type { ParBureau } from '../../../lib/bureaux/par-bureau.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export function bordereauxQueryOptions(bureauId: string, annee: number) {
  return queryOptions({
    queryKey: tableKey('Bordereau', bureauId, 'liste', annee),
    queryFn: ({ signal }) =>
      apiFetch<ListeBordereaux>(`${cheminBordereaux(bureauId)}?annee=${annee}`, { signal }),
  });
}

/** The bordereaux of a year of every selected office, merged (newest first, then by office). */
export function useBordereaux(
  bureauIds: readonly string[],
  annee: number,
  enabled = true,
): ParBureau<ResumeBordereau[]> {
  return useListeParBureau({
    bureauIds,
    requete: (bureauId) => bordereauxQueryOptions(bureauId, annee),
    fusionner: (reponses: ListeBordereaux[]) =>
      reponses
        .flatMap((r) => r.elements)
        .sort((a, b) => b.numero.localeCompare(a.numero) || a.bureauId.localeCompare(b.bureauId)),
    enabled,
  });
}
