// The field state of the patient-file form (use-dossier-form.ts): the typed values and the values they
// started from, the fields touched, whether a save was tried, the status the fields are checked for,
// and a server 400's message at its field.
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { inGroup } from '@umj/shared/roles';
import type { StatutId } from '@umj/shared/statuts-dossier';
import { useState } from 'react';
import type { Utilisateur } from '@umj/shared/utilisateur';
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
  const [base, setBase] = useState<ValeursDossier>(depart.base);
  const [valeurs, setValeurs] = useState<ValeursDossier>(() => valeursDeDepart(depart, stocke, user));
  const [touches, setTouches] = useState<ReadonlySet<ChampDossier>>(new Set());
  const [soumis, setSoumis] = useState(false);
  const [statutVise, setStatutVise] = useState<StatutId | null>(null);
  const [erreursServeur, setErreursServeur] = useState<Erreurs>({});

  const changer = <C extends ChampDossier>(champ: C, valeur: ValeursDossier[C]) => {
    setValeurs((v) => ({ ...v, [champ]: valeur }));
    setTouches((s) => new Set(s).add(champ));
    setErreursServeur((e) => ({ ...e, [champ]: undefined }));
  };
  const changerPlusieurs = (partiel: Partial<ValeursDossier>) => {
    setValeurs((v) => ({ ...v, ...partiel }));
    setTouches((s) => {
      const n = new Set(s);
      for (const c of Object.keys(partiel)) n.add(c as ChampDossier);
      return n;
    });
  };

  return {
    base,
    setBase,
    valeurs,
    setValeurs,
    touches,
    setTouches,
    soumis,
    setSoumis,
    statutVise,
    setStatutVise,
    erreursServeur,
    setErreursServeur,
    changer,
    changerPlusieurs,
  };
}

export type ChampsDossier = ReturnType<typeof useChampsDossier>;
