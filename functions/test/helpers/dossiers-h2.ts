// Patient files written straight through the data layer for the attachment, appointment-hours and
// suggested-slot tests: a file of an office with an examiner, a day and an hour.
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import { statutRef, type StatutId } from '@umj/shared/statuts-dossier';
import { creerDossier, prochainIdDossier } from '../../src/data/dossiers.ts';

export interface DossierDeTest {
  bureauId: string;
  examinateur: { id: string; nomComplet: string } | null;
  jour: number;
  heure: number;
  statut?: StatutId;
  creePar?: string;
  /** Other fields of the file (a visit request's `lieu`, an exam date…). */
  champs?: Record<string, unknown>;
}

/** Creates the file (version 1) and its 'creation' history item; returns its id. */
export async function creerDossierDeTest(d: DossierDeTest): Promise<number> {
  const id = await prochainIdDossier();
  const now = new Date().toISOString();
  const dossier = dossierPatientSchema.parse({
    id,
    nom: `Patient ${id}`,
    rendezVousDate: d.jour,
    rendezVousHeure: d.heure,
    examinateur: d.examinateur,
    statut: d.statut === undefined ? null : statutRef(d.statut),
    dateModification: now,
    ...d.champs,
  });
  await creerDossier(
    { ...dossier, version: 1, creePar: d.creePar ?? null, bureauId: d.bureauId, creeLe: now },
    { quand: now, qui: { id: d.creePar ?? 'test', nomComplet: 'Test' }, action: 'creation', champs: [] },
  );
  return id;
}
