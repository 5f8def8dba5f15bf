// The accounting call (contract: shared/src/comptabilite.ts).
// - GET /bureaux/{bureauId}/comptabilite?du&au&par → ReponseComptabilite (an examiner gets its own acts)
// One call per office selected in the header (`usePeriodeParBureau`), merged by `fusionnerComptabilites`. Keys
// start with 'DossierPatient': a change of a file (amounts, status, bordereau number) refetches the figures.
import {
  fusionnerComptabilites,
  type AxeComptabilite,
  type Comptabilite,
  type ReponseComptabilite,
} from '@umj/shared/comptabilite';
import { usePeriodeParBureau } from '../../../components/periode/use-periode-par-bureau.ts';
import type { ParBureau } from '../../../lib/bureaux/par-bureau.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export interface FiltreComptabiliteEcran {
  du: string;
  au: string;
  par: AxeComptabilite;
}

/** The accounting of every selected office, merged (undefined until each answered). */
export function useComptabilite(
  bureauIds: readonly string[],
  filtre: FiltreComptabiliteEcran,
  enabled: boolean,
): ParBureau<Comptabilite> {
  const appel = {
    cle: (bureauId: string) => tableKey('DossierPatient', bureauId, 'comptabilite', filtre),
    ressource: 'comptabilite',
    params: { du: filtre.du, au: filtre.au, par: filtre.par },
    fusionner: (reponses: ReponseComptabilite[]) => fusionnerComptabilites(reponses, filtre.par),
  };
  return usePeriodeParBureau(bureauIds, appel, enabled);
}
