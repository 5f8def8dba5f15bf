// The statistics call (contract: shared/src/statistiques.ts).
// - GET /bureaux/{bureauId}/statistiques?du&au[&examinateur] → ReponseStatistiques (an examiner gets
//   its own figures). One call per office selected in the header (`useParBureau`), merged by
//   `fusionnerStatistiques`. Keys start with 'DossierPatient': a change of a file refetches the figures.
import { queryOptions } from '@tanstack/react-query';
import { fusionnerStatistiques, type ReponseStatistiques, type Statistiques } from '@umj/shared/statistiques';
import { apiFetch } from '../../../lib/api-client.ts';
import { cheminBureau, useParBureau, type ParBureau } from '../../../lib/bureaux/par-bureau.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export interface FiltreStatistiquesEcran {
  du: string;
  au: string;
  examinateur?: string;
}

export const statistiquesKey = (bureauId: string, filtre: FiltreStatistiquesEcran) =>
  tableKey('DossierPatient', bureauId, 'statistiques', filtre);

export const fetchStatistiques = (bureauId: string, filtre: FiltreStatistiquesEcran, signal?: AbortSignal) =>
  apiFetch<ReponseStatistiques>(
    cheminBureau(bureauId, 'statistiques', { du: filtre.du, au: filtre.au, examinateur: filtre.examinateur }),
    { signal },
  );

export const statistiquesQueryOptions = (bureauId: string, filtre: FiltreStatistiquesEcran) =>
  queryOptions({
    queryKey: statistiquesKey(bureauId, filtre),
    queryFn: ({ signal }) => fetchStatistiques(bureauId, filtre, signal),
  });

/** The statistics of every selected office, merged (undefined until each answered). */
export function useStatistiques(
  bureauIds: readonly string[],
  filtre: FiltreStatistiquesEcran,
  enabled: boolean,
): ParBureau<Statistiques> {
  return useParBureau({
    bureauIds,
    requete: (bureauId) => statistiquesQueryOptions(bureauId, filtre),
    fusionner: (reponses) => fusionnerStatistiques(reponses, filtre),
    enabled,
  });
}
