// What the patient-file form shows at each field: the rules' problems, the required marks (the fields the shared rules would
// refuse empty in the current context) and the errors (the server's, else the rules' once the field was
// touched or the form submitted). The rules apply at the file's status, or at the one a status button
// aims at, with the examination data a report status needs whatever the current one.
import { avecDatesExamen } from '@umj/shared/dossier-patient';
import type { StatutId } from '@umj/shared/statuts-dossier';
import {
  problemesDuFormulaire,
  valeursVides,
  type ChampDossier,
  type ValeursDossier,
} from './valeurs-dossier.ts';

export type Erreurs = Partial<Record<ChampDossier, string>>;

export function etatDesChamps({
  valeurs,
  statutVise,
  contexte,
  erreursServeur,
  montrer,
}: {
  valeurs: ValeursDossier;
  statutVise: StatutId | null;
  contexte: Parameters<typeof problemesDuFormulaire>[1];
  erreursServeur: Erreurs;
  /** Whether the rules' error of a field shows yet (touched, or the form submitted). */
  montrer(champ: ChampDossier): boolean;
}): { problemes: Erreurs; requis: ReadonlySet<ChampDossier>; erreurs: Erreurs } {
  const valeursVisees = statutVise === null ? valeurs : avecDatesExamen(valeurs, statutVise, new Date());
  const problemes = problemesDuFormulaire(valeursVisees, contexte);
  const vides: ValeursDossier = {
    ...valeursVides(),
    examenType: valeurs.examenType,
    requisitionFournie: valeurs.requisitionFournie,
    gavVisiteEffectuée: valeurs.gavVisiteEffectuée,
  };
  const requis = new Set(Object.keys(problemesDuFormulaire(vides, contexte)) as ChampDossier[]);
  const erreurs: Erreurs = {};
  for (const champ of Object.keys(valeurs) as ChampDossier[]) {
    const message = erreursServeur[champ] ?? (montrer(champ) ? problemes[champ] : undefined);
    if (message !== undefined) erreurs[champ] = message;
  }
  return { problemes, requis, erreurs };
}
