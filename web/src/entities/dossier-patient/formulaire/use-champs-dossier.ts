// The field state of the patient-file form (use-dossier-form.ts), on the form mechanism
// (lib/forms/use-form.ts): the typed values, the fields touched and a server 400's message at its field;
// beside them the values they started from, whether a save was tried and the status the fields are
// checked for.
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { inGroup } from '@umj/shared/roles';
import type { StatutId } from '@umj/shared/statuts-dossier';
import { useState } from 'react';
import type { Utilisateur } from '@umj/shared/utilisateur';
import { useForm } from '../../../lib/forms/use-form.ts';
import { etatInitial, type ChampDossier, type ValeursDossier } from './valeurs-dossier.ts';
import type { Erreurs } from './etat-des-champs.ts';

/** Focuses the first field (in form order) that has a message. */
export function focaliserPremier(valeurs: ValeursDossier, liste: Erreurs) {
  const premier = (Object.keys(valeurs) as ChampDossier[]).find((c) => liste[c] !== undefined);
  if (premier) setTimeout(() => document.getElementById(`dossier-${premier}`)?.focus(), 0);
}

/** The values the form opens with: the draft's or the file's, or a new examiner's own file. */
function valeursDeDepart(
  depart: ReturnType<typeof etatInitial>,
  stocke: DossierPatientStocke | null,
  user: Utilisateur | null,
): ValeursDossier {
  if (depart.brouillon || stocke !== null || user === null || !inGroup(user.role, 'examiner'))
    return depart.valeurs;
  // A new file of an examiner is its own; its amount, which it does not type, is the server's (the
  // type's tariff, 0 without type: docs/api.md#montants-dun-dossier).
  const propre = {
    ...depart.valeurs,
    montantHT: depart.valeurs.montantHT ?? depart.valeurs.examenType?.tarif ?? 0,
  };
  return propre.examinateur === null
    ? { ...propre, examinateur: { id: user.id, nomComplet: user.nomComplet } }
    : propre;
}

export function useChampsDossier(
  depart: ReturnType<typeof etatInitial>,
  stocke: DossierPatientStocke | null,
  user: Utilisateur | null,
) {
  // The typed values, the fields touched and a server 400's message: the form mechanism's. No resolver:
  // the shared rules of the file's status apply as the user types (etat-des-champs.ts).
  const form = useForm<ValeursDossier>({ defaultValues: valeursDeDepart(depart, stocke, user) });
  /** The stored file's values the form started from (the draft and the merge compare with them). */
  const [base, setBase] = useState<ValeursDossier>(depart.base);
  const [soumis, setSoumis] = useState(false);
  const [statutVise, setStatutVise] = useState<StatutId | null>(null);

  const changer = <C extends ChampDossier>(champ: C, valeur: ValeursDossier[C]) =>
    form.setValue(champ, valeur, { touch: true });
  const changerPlusieurs = (partiel: Partial<ValeursDossier>) => {
    for (const [champ, valeur] of Object.entries(partiel) as [ChampDossier, unknown][])
      form.setValue(champ, valeur as ValeursDossier[ChampDossier], { touch: true });
  };
  /** A server 400's message at its field (the one message shown until that field changes). */
  const setErreursServeur = (erreurs: Erreurs) => {
    form.hook.clearErrors();
    for (const [champ, message] of Object.entries(erreurs) as [ChampDossier, string | undefined][])
      if (message !== undefined) form.setError(champ, message);
  };

  return {
    base,
    setBase,
    valeurs: form.values,
    setValeurs: form.replaceValues,
    touches: form.touched,
    effacerTouches: form.clearTouched,
    soumis,
    setSoumis,
    statutVise,
    setStatutVise,
    erreursServeur: form.errors,
    setErreursServeur,
    changer,
    changerPlusieurs,
  };
}

export type ChampsDossier = ReturnType<typeof useChampsDossier>;
