// The statistics call (contract: shared/src/statistiques.ts).
// - GET /bureaux/{bureauId}/statistiques?du&au[&examinateur] → ReponseStatistiques (an examiner gets
//   its own figures). One call per office selected in the header (`usePeriodeParBureau`), merged by
//   `fusionnerStatistiques`. Keys start with 'DossierPatient': a change of a file refetches the figures.
import { fusionnerStatistiques, type ReponseStatistiques, type Statistiques } from '@umj/shared/statistiques';
import { usePeriodeParBureau } from '../../../components/periode/use-periode-par-bureau.ts';
import type { ParBureau } from '../../../lib/bureaux/par-bureau.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export interface FiltreStatistiquesEcran {
  du: string;
  au: string;
  examinateur?: string;
}

/** The statistics of every selected office, merged (undefined until each answered). */
export function useStatistiques(
  bureauIds: readonly string[],
  filtre: FiltreStatistiquesEcran,
  enabled: boolean,
): ParBureau<Statistiques> {
  return usePeriodeParBureau(
    bureauIds,
    {
      cle: (bureauId) => tableKey('DossierPatient', bureauId, 'statistiques', filtre),
      ressource: 'statistiques',
      params: { du: filtre.du, au: filtre.au, examinateur: filtre.examinateur },
      fusionner: (reponses: ReponseStatistiques[]) => fusionnerStatistiques(reponses, filtre),
    },
    enabled,
  );
}
