// Accounting and statistics: the files of a period as patterns D2 (an office, GSI2) and D3
// (one examiner in an office, GSI1) of docs/data-model.md read them for figures: the same key
// conditions as `listerDossiersDuBureau` / `listerDossiersExaminateur`, but only the fields the figures
// use (ProjectionExpression: no names, notes or attachments travel) and the months queried side by
// side (a year is 12–13 Queries and their pages; the handler's time is that of the longest month, not
// their sum). Read-only; never a Scan.
import type { Jour } from '@umj/shared/dates';
import type { DossierComptable } from '@umj/shared/comptabilite';
import type { DossierStatistique } from '@umj/shared/statistiques';
import { keys } from './keys.ts';
import { queryParMois } from './mois.ts';

/** What accounting and statistics read of a file. */
export type DossierChiffres = DossierComptable & DossierStatistique;

/** The fields the figures read (the aggregates' reads add theirs). */
export const CHAMPS_CHIFFRES = [
  'id',
  'statut',
  'lieu',
  'rendezVousDate',
  'rendezVousHeure',
  'examenDate',
  'examenHeure',
  'examenType',
  'examenConclusion',
  'commissariat',
  'requerant',
  'examinateur',
  'gavVisiteEffectuée',
  'montantHT',
  'montantTVA',
  'bordereauNumero',
] as const satisfies readonly (keyof DossierChiffres)[];

/** A field an older item lacks reads as the form's empty value. */
export const VIDE_CHIFFRES: DossierChiffres = {
  id: 0,
  statut: null,
  lieu: 0,
  rendezVousDate: null,
  rendezVousHeure: null,
  examenDate: null,
  examenHeure: null,
  examenType: null,
  examenConclusion: '',
  commissariat: null,
  requerant: null,
  examinateur: null,
  gavVisiteEffectuée: null,
  montantHT: null,
  montantTVA: null,
  bordereauNumero: null,
};

const NOMS = Object.fromEntries(CHAMPS_CHIFFRES.map((champ, i) => [`#c${i}`, champ]));
const PROJECTION = Object.keys(NOMS).join(', ');

/**
 * D2 (office) or D3 (`examinateurId` given): the figures' fields of the files whose appointment day is
 * in [du, au], every page of every month.
 */
export async function listerDossiersPourChiffres(
  bureauId: string,
  examinateurId: string | null,
  du: Jour,
  au: Jour,
): Promise<DossierChiffres[]> {
  const items = await queryParMois(du, au, {
    index: examinateurId === null ? 'GSI2' : 'GSI1',
    partition: (mois) =>
      examinateurId === null
        ? keys.dossiersMois(bureauId, mois)
        : keys.dossiersExaminateurMois(bureauId, examinateurId, mois),
    options: { ProjectionExpression: PROJECTION, ExpressionAttributeNames: NOMS },
  });
  return items.map((item) => ({ ...VIDE_CHIFFRES, ...item }) as DossierChiffres);
}
