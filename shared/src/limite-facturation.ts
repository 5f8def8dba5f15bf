// The one-year billing limit of court fees (docs/api.md): a court-fee memo is presented
// within twelve months of the examination; the secretariat is warned from the eleventh month on, and a
// file past the limit stays in the alerts three more months.
import { ajouterMois, jourDepuisDateFr, type Jour } from './dates.ts';
import type { EtatLimiteFacturation } from './bordereaux.ts';
import type { DossierPatient } from './dossier-patient.ts';
import { STATUT } from './statuts-dossier.ts';

/** A court-fee memo must be presented within one year of the examination (billing limit). */
export const MOIS_LIMITE_FACTURATION = 12;
/** The warning starts one month before the limit. */
export const MOIS_ALERTE_FACTURATION = 11;
/**
 * Files past the limit stay in the alerts this many months more, then leave the list (still billable
 * if the requester accepts; they stay in the billable-files query). It bounds the alert query to
 * MOIS_LIMITE_FACTURATION - MOIS_ALERTE_FACTURATION + this = 4 months of D2 partitions.
 */
export const MOIS_ALERTE_APRES_LIMITE = 3;

/** The file's examination day (its 'JJ/MM/AAAA' exam date), null when it has none. */
function jourExamen(dossier: Pick<DossierPatient, 'examenDate'>): Jour | null {
  return dossier.examenDate === null ? null : jourDepuisDateFr(dossier.examenDate);
}

/** Last day to bill a file examined on `examen` (day before examen + 12 months, 'AAAA-MM-JJ'). */
export function limiteFacturation(examen: Jour): Jour {
  return ajouterMois(examen, MOIS_LIMITE_FACTURATION) - 1;
}

/**
 * Billing-limit warning of a validated file without bordereau: 'proche' from 11 months after its
 * examination day, 'depassee' from 12 months (the limit's day past), null otherwise (not validated,
 * billed, no exam date, or too recent). A file without requisition is warned too: getting the
 * requisition is what the secretariat must do before the limit.
 */
export function alerteLimiteFacturation(
  dossier: Pick<DossierPatient, 'statut' | 'bordereauNumero' | 'examenDate'>,
  aujourdhui: Jour,
): EtatLimiteFacturation | null {
  if (dossier.statut?.id !== STATUT.rapportValide || dossier.bordereauNumero != null) return null;
  const examen = jourExamen(dossier);
  if (examen === null) return null;
  if (aujourdhui > limiteFacturation(examen)) return 'depassee';
  if (aujourdhui >= ajouterMois(examen, MOIS_ALERTE_FACTURATION)) return 'proche';
  return null;
}

/**
 * Appointment days the alert query reads (D2 is keyed by appointment day, which is on or before the
 * exam day): from the oldest exam day still listed (minus a month of margin for an exam later than
 * its appointment) to the most recent exam day already warned.
 */
export function periodeAlertes(aujourdhui: Jour): { du: Jour; au: Jour } {
  const plusAncien = ajouterMois(aujourdhui, -(MOIS_LIMITE_FACTURATION + MOIS_ALERTE_APRES_LIMITE));
  return { du: ajouterMois(plusAncien, -1), au: ajouterMois(aujourdhui, -MOIS_ALERTE_FACTURATION) };
}

/**
 * Whether an alert is still listed on `aujourdhui` (not past the limit by more than
 * MOIS_ALERTE_APRES_LIMITE months).
 */
export function alerteAffichee(dossier: Pick<DossierPatient, 'examenDate'>, aujourdhui: Jour): boolean {
  const examen = jourExamen(dossier);
  return (
    examen !== null &&
    examen >= ajouterMois(aujourdhui, -(MOIS_LIMITE_FACTURATION + MOIS_ALERTE_APRES_LIMITE))
  );
}
