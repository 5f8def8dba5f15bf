// The form body of a stored patient file, as the screen sends it back (the typed fields, the server's
// own left out), with changes: shared by the patient-file handler tests.
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';

export function formulaireDuDossier(
  dossier: Partial<DossierPatientStocke> & Record<string, unknown>,
  changes: Record<string, unknown> = {},
): Record<string, unknown> {
  const {
    id: _id,
    statut: _s,
    bureau: _b,
    dateRdvPris: _r,
    dateArrivé: _a,
    dateAnnulé: _c,
    dateModification: _m,
    photos: _p,
    documents: _d,
    bordereauNumero: _n,
    creePar: _cp,
    ...reste
  } = dossier;
  return { ...reste, ...changes };
}
