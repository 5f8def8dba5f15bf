// The form body of a stored patient file, as the screen sends it back (the typed fields, the server's
// own left out), with changes, and the examination data of a file: shared by the patient-file handler tests.
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

/** The ITT exam type of the default configuration (docs/product-rules.md#money). */
export const TYPE_ITT = { id: 1, nom: 'ITT', tarif: 8050, tva: true };

/** The examination data (docs/product-rules.md#appointment-form, from Examiné up) of an ITT file. */
export const DONNEES_EXAMEN = {
  dateDeNaissance: '1990-01-01',
  sexe: 'Femme',
  commissariat: { id: 'c1', nom: 'Commissariat Argenteuil' },
  regie: 'R1',
  examenType: TYPE_ITT,
  examenConclusion: '3',
};
