// The list indexes of the patient files (docs/data-model.md#list-indexes, patterns D13 and D14): GSI4,
// one partition per office, status and month (every file: a file without status is under 0), and GSI5,
// sparse, one partition per office and month sorted by normalised name (files with a name). Both sort
// within the partition as the month list (`keys.triDossier`). `itemDossier` adds them, so every write of
// the whole file item (creation, PATCH, status change, seeds, the reindexing of
// data/reindexation-dossiers.ts) keeps them right; billing only sets `bordereauNumero`, which neither reads.
import { normaliserNom } from '@umj/shared/recherche';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { keys } from './keys.ts';

export const ATTRIBUTS_INDEX_LISTE = ['GSI4PK', 'GSI4SK', 'GSI5PK', 'GSI5SK'] as const;

export interface AttributsIndexListe {
  GSI4PK: string;
  GSI4SK: string;
  GSI5PK?: string;
  GSI5SK?: string;
}

/** The GSI4 and GSI5 attributes of a file listed in `mois` under the sort key `tri`. */
export function attributsIndexListe(
  bureauId: string,
  d: Pick<DossierPatientStocke, 'statut' | 'nom'>,
  mois: string,
  tri: string,
): AttributsIndexListe {
  const nom = normaliserNom(d.nom ?? '');
  return {
    GSI4PK: keys.dossiersStatutMois(bureauId, d.statut?.id ?? 0, mois),
    GSI4SK: tri,
    ...(nom === ''
      ? {}
      : { GSI5PK: keys.dossiersNomsMois(bureauId, mois), GSI5SK: keys.triNomDossier(nom, tri) }),
  };
}
