// The columns a user chose to show on a list (the column chooser, choix-colonnes.tsx), kept in the
// browser's localStorage per list: the columns it hid among those shown by default and the optional
// ones it showed. A column named in neither follows its default (shown unless `optional`), so a column
// added to a list later appears or not as its description says. A frozen column is always shown.
import { useState } from 'react';
import type { ListColumn } from './list-column.ts';

export interface ChoixColonnes {
  /** Columns shown by default that the user hid. */
  masquees: readonly string[];
  /** Optional columns the user showed. */
  montrees: readonly string[];
}

const AUCUN_CHOIX: ChoixColonnes = { masquees: [], montrees: [] };

export const cleChoixColonnes = (liste: string) => `colonnes:${liste}`;

const textes = (valeur: unknown): string[] =>
  Array.isArray(valeur) ? valeur.filter((v): v is string => typeof v === 'string') : [];

/** The stored choice of a list; no choice when nothing (or something unreadable) is stored. */
export function lireChoixColonnes(liste: string): ChoixColonnes {
  try {
    const lu: unknown = JSON.parse(localStorage.getItem(cleChoixColonnes(liste)) ?? 'null');
    if (typeof lu !== 'object' || lu === null) return AUCUN_CHOIX;
    const { masquees, montrees } = lu as Record<string, unknown>;
    return { masquees: textes(masquees), montrees: textes(montrees) };
  } catch {
    return AUCUN_CHOIX;
  }
}

export function ecrireChoixColonnes(liste: string, choix: ChoixColonnes): void {
  localStorage.setItem(cleChoixColonnes(liste), JSON.stringify(choix));
}

/** Whether the column is shown under the choice. */
export function colonneVisible<T>(colonne: ListColumn<T>, choix: ChoixColonnes): boolean {
  if (colonne.frozen) return true;
  return colonne.optional ? choix.montrees.includes(colonne.field) : !choix.masquees.includes(colonne.field);
}

/** The choice that shows exactly the `visibles` fields (the frozen columns stay shown anyway). */
export function choixPour<T>(colonnes: readonly ListColumn<T>[], visibles: readonly string[]): ChoixColonnes {
  const montre = (c: ListColumn<T>) => visibles.includes(c.field);
  return {
    masquees: colonnes.filter((c) => !c.optional && !c.frozen && !montre(c)).map((c) => c.field),
    montrees: colonnes.filter((c) => c.optional && montre(c)).map((c) => c.field),
  };
}

/** The columns shown on the list `liste` and the way to change them (stored at once). */
export function useColonnesChoisies<T>(liste: string, colonnes: readonly ListColumn<T>[]) {
  const [choix, setChoix] = useState(() => ({ liste, choix: lireChoixColonnes(liste) }));
  // Another list in the same component (a route change): read its own choice.
  const courant = choix.liste === liste ? choix.choix : lireChoixColonnes(liste);
  if (choix.liste !== liste) setChoix({ liste, choix: courant });
  const visibles = colonnes.filter((c) => colonneVisible(c, courant));
  const choisir = (champs: readonly string[]) => {
    const nouveau = choixPour(colonnes, champs);
    ecrireChoixColonnes(liste, nouveau);
    setChoix({ liste, choix: nouveau });
  };
  return { visibles, choisir };
}
