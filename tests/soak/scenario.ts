// What the soak's staff do and see: the mix of actions by role, the screen each action leaves shown,
// the periods those screens show, and a seeded random draw (two runs draw the same sequence).
import { isoDepuisJour, jourDepuisAnMoisJour, jourParis, type Jour } from '@umj/shared/dates';
import type { Ecran } from './politique-rafraichissement.ts';

export type Action = 'liste' | 'ouvrir' | 'editer' | 'creer' | 'grille' | 'facturables' | 'statistiques';

/**
 * Weights of each action by role. A secretary mostly lists, opens and edits files, sometimes creates
 * one, checks the duty grid, the billable files or the figures; a doctor reads its own files (and
 * sometimes completes one), the grid and its figures.
 */
export const MELANGE: Record<'secretariat' | 'medecin', Partial<Record<Action, number>>> = {
  secretariat: { liste: 30, ouvrir: 20, editer: 25, creer: 5, grille: 8, facturables: 7, statistiques: 5 },
  medecin: { liste: 35, ouvrir: 25, editer: 10, grille: 15, statistiques: 15 },
};

export type Tirage = () => number;

/** mulberry32: a small seeded generator (uniform in [0, 1)). */
export function tirageSeme(graine: number): Tirage {
  let a = graine >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function choisirAction(role: 'secretariat' | 'medecin', tirage: Tirage): Action {
  const poids = Object.entries(MELANGE[role]) as [Action, number][];
  let reste = tirage() * poids.reduce((s, [, p]) => s + p, 0);
  for (const [action, p] of poids) {
    reste -= p;
    if (reste < 0) return action;
  }
  return poids[0]![0];
}

export interface Periodes {
  /** Today (Paris), the day of the shared and new files. */
  jour: Jour;
  aujourdhui: string;
  /** The current month, first to last day (the list and billable-files screens). */
  mois: { du: string; au: string };
  /** January 1st to today (the statistics screen). */
  annee: { du: string; au: string };
}

export function periodesDuJour(instant: Date): Periodes {
  const jour = jourParis(instant);
  const iso = isoDepuisJour(jour);
  const [annee, mois] = iso.split('-').map(Number) as [number, number];
  const premier = jourDepuisAnMoisJour(annee, mois, 1) as Jour;
  const suivant = (
    mois === 12 ? jourDepuisAnMoisJour(annee + 1, 1, 1) : jourDepuisAnMoisJour(annee, mois + 1, 1)
  ) as Jour;
  return {
    jour,
    aujourdhui: iso,
    mois: { du: isoDepuisJour(premier), au: isoDepuisJour(suivant - 1) },
    annee: { du: `${annee}-01-01`, au: iso },
  };
}

/** The months a period covers ('yyyy-mm'). */
function moisEntre(du: string, au: string): string[] {
  const resultat: string[] = [];
  let [a, m] = du.split('-').map(Number) as [number, number];
  while (`${a}-${String(m).padStart(2, '0')}` <= au.slice(0, 7)) {
    resultat.push(`${a}-${String(m).padStart(2, '0')}`);
    [a, m] = m === 12 ? [a + 1, 1] : [a, m + 1];
  }
  return resultat;
}

/** The screen a view shows, with the table its queries start with (the SPA's query keys). */
export function ecranDe(vue: Ecran['vue'], bureauId: string, p: Periodes, dossierId?: number): Ecran {
  switch (vue) {
    case 'dossier':
      return { vue, table: 'DossierPatient', bureauId, dossierId };
    case 'grille':
      return {
        vue,
        table: 'Disponibilite',
        bureauId,
        mois: moisEntre(p.aujourdhui, isoDepuisJour(p.jour + 6)),
      };
    case 'statistiques':
      return { vue, table: 'DossierPatient', bureauId, mois: moisEntre(p.annee.du, p.annee.au) };
    default:
      return { vue, table: 'DossierPatient', bureauId, mois: moisEntre(p.mois.du, p.mois.au) };
  }
}
