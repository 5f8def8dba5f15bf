// The sparse index GSI3 of the patient files (docs/data-model.md#payment-split-by-exam-day, pattern P3):
// a file carries GSI3PK / GSI3SK only while it is an act of the payment split (status Examiné, Rapport
// en cours or Rapport validé, never Annulé), under its office and exam day. `itemDossier` adds them, so
// every write of the whole file item (creation, PATCH, status change, seed) keeps them right.
import { isoDepuisJour } from '@umj/shared/dates';
import { jourDePaiement, type DossierPourRepartition } from '@umj/shared/repartition-paiement';
import { keys } from './keys.ts';

export const ATTRIBUTS_JOUR_EXAMEN = ['GSI3PK', 'GSI3SK'] as const;

/** `{ GSI3PK, GSI3SK }` for an act, `{}` otherwise (the whole-item Put then drops them). */
export function attributsJourExamen(
  bureauId: string,
  d: Pick<DossierPourRepartition, 'id' | 'statut' | 'examenDate' | 'rendezVousDate'>,
): { GSI3PK?: string; GSI3SK?: string } {
  const jour = jourDePaiement(d);
  if (jour === null) return {};
  return { GSI3PK: keys.actesDuJour(bureauId, isoDepuisJour(jour)), GSI3SK: keys.acte(d.id) };
}
