// The accounting call (contract: shared/src/comptabilite.ts).
// - GET /bureaux/{bureauId}/comptabilite?du&au&par → ReponseComptabilite (an examiner gets its own acts)
// One call per office selected in the header (`useParBureau`), merged by `fusionnerComptabilites`. Keys
// start with 'DossierPatient': a change of a file (amounts, status, bordereau number) refetches the figures.
import { queryOptions } from '@tanstack/react-query';
import {
  fusionnerComptabilites,
  type AxeComptabilite,
  type Comptabilite,
  type ReponseComptabilite,
} from '@umj/shared/comptabilite';
import { apiFetch } from '../../../lib/api-client.ts';
import { cheminBureau, useParBureau, type ParBureau } from '../../../lib/bureaux/par-bureau.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export interface FiltreComptabiliteEcran {
  du: string;
  au: string;
  par: AxeComptabilite;
}

export const comptabiliteKey = (bureauId: string, filtre: FiltreComptabiliteEcran) =>
  tableKey('DossierPatient', bureauId, 'comptabilite', filtre);

export const fetchComptabilite = (bureauId: string, filtre: FiltreComptabiliteEcran, signal?: AbortSignal) =>
  apiFetch<ReponseComptabilite>(
    cheminBureau(bureauId, 'comptabilite', { du: filtre.du, au: filtre.au, par: filtre.par }),
    { signal },
  );

export const comptabiliteQueryOptions = (bureauId: string, filtre: FiltreComptabiliteEcran) =>
  queryOptions({
    queryKey: comptabiliteKey(bureauId, filtre),
    queryFn: ({ signal }) => fetchComptabilite(bureauId, filtre, signal),
  });

/** The accounting of every selected office, merged (undefined until each answered). */
export function useComptabilite(
  bureauIds: readonly string[],
  filtre: FiltreComptabiliteEcran,
  enabled: boolean,
): ParBureau<Comptabilite> {
  return useParBureau({
    bureauIds,
    requete: (bureauId) => comptabiliteQueryOptions(bureauId, filtre),
    fusionner: (reponses) => fusionnerComptabilites(reponses, filtre.par),
    enabled,
  });
}
