// Report worklist rules ("Report worklist"). The spec gives a patient file no link to a report
// type. Choice: a file's report type is the report type (DpRapport) whose exam types include
// the file's exam type; when several do, the one with the shortest delivery time (the deadline the
// unit must meet first), then by name; none when no report type names that exam type (no deadline).
// The days run from the exam day (examenDate, 'DD/MM/YYYY'), or the appointment day when the exam
// date is missing; the deadline is that day plus the report type's delivery time (calendar days).
// A report is late once today is after its deadline, due today on the deadline itself.
import { jourDepuisDateFr, type Jour } from '@umj/shared/dates';
import type { DossierPatient } from '@umj/shared/dossier-patient';
import type { DpRapport } from '@umj/shared/listes';

export type EtatRapport = 'retard' | 'aujourdhui' | 'aTemps' | 'sansDelai';

export interface EcheanceRapport {
  typeRapport: Pick<DpRapport, 'id' | 'nom' | 'delaiRemiseJours'> | null;
  /** Exam day (or appointment day), null when the file has neither. */
  jourExamen: Jour | null;
  /** Days since the exam day (0 on that day). */
  joursEcoules: number | null;
  echeance: Jour | null;
  /** Days left until the deadline (negative: days late). */
  joursRestants: number | null;
  etat: EtatRapport;
}

export function typeRapportDuDossier(
  examenTypeId: number | null | undefined,
  typesRapport: readonly DpRapport[],
): DpRapport | null {
  if (examenTypeId === null || examenTypeId === undefined) return null;
  const candidats = typesRapport
    .filter((r) => r.typesExamen.includes(examenTypeId))
    .sort((a, b) => a.delaiRemiseJours - b.delaiRemiseJours || a.nom.localeCompare(b.nom, 'fr'));
  return candidats[0] ?? null;
}

export function jourExamen(dossier: Pick<DossierPatient, 'examenDate' | 'rendezVousDate'>): Jour | null {
  return (dossier.examenDate ? jourDepuisDateFr(dossier.examenDate) : null) ?? dossier.rendezVousDate;
}

export function echeanceRapport(
  dossier: Pick<DossierPatient, 'examenDate' | 'rendezVousDate' | 'examenType'>,
  typesRapport: readonly DpRapport[],
  aujourdhui: Jour,
): EcheanceRapport {
  const typeRapport = typeRapportDuDossier(dossier.examenType?.id, typesRapport);
  const jour = jourExamen(dossier);
  const joursEcoules = jour === null ? null : aujourdhui - jour;
  if (typeRapport === null || jour === null) {
    return {
      typeRapport,
      jourExamen: jour,
      joursEcoules,
      echeance: null,
      joursRestants: null,
      etat: 'sansDelai',
    };
  }
  const echeance = jour + typeRapport.delaiRemiseJours;
  const joursRestants = echeance - aujourdhui;
  const etat: EtatRapport = joursRestants < 0 ? 'retard' : joursRestants === 0 ? 'aujourdhui' : 'aTemps';
  return {
    typeRapport: { id: typeRapport.id, nom: typeRapport.nom, delaiRemiseJours: typeRapport.delaiRemiseJours },
    jourExamen: jour,
    joursEcoules,
    echeance,
    joursRestants,
    etat,
  };
}

/** Default order of the worklist: by examiner, then the most urgent first, files without deadline last. */
export function ordreRapports<T extends { examinateurNom: string; echeance: EcheanceRapport; id: number }>(
  lignes: readonly T[],
): T[] {
  const reste = (l: T) => l.echeance.joursRestants ?? Number.MAX_SAFE_INTEGER;
  return [...lignes].sort(
    (a, b) => a.examinateurNom.localeCompare(b.examinateurNom, 'fr') || reste(a) - reste(b) || a.id - b.id,
  );
}
