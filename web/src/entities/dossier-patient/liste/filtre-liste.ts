// The list's server filter (docs/product-rules.md#statuses filter set: status with the pseudo-status, period, examiner, kind;
// docs/product-rules.md#search) kept in the URL, so a link (the header search, a bookmark) opens the same list; the file
// to open is `?dossier=<bureauId>~<id>`. Default period: the current month in Paris.
import { isoDepuisJour, jourDepuisAnMoisJour, jourParis } from '@umj/shared/dates';
import { filtreDossiersSchema } from '@umj/shared/dossiers-api';
import type { FiltreListe } from '../api/list-dossiers.ts';

/** First and last day ('YYYY-MM-DD') of the Paris month of `maintenant`. */
export function moisCourant(maintenant: Date): { du: string; au: string } {
  const [annee, mois] = isoDepuisJour(jourParis(maintenant)).split('-').map(Number) as [number, number];
  const premier = jourDepuisAnMoisJour(annee, mois, 1) as number;
  const suivant =
    mois === 12 ? jourDepuisAnMoisJour(annee + 1, 1, 1) : jourDepuisAnMoisJour(annee, mois + 1, 1);
  return { du: isoDepuisJour(premier), au: isoDepuisJour((suivant as number) - 1) };
}

/** The filter the URL asks for, with the default period; `erreur` is the first French problem. */
export function lireFiltre(
  params: URLSearchParams,
  maintenant: Date,
): { filtre: FiltreListe; erreur: string | null } {
  const defaut = moisCourant(maintenant);
  const filtre: FiltreListe = {
    du: params.get('du') || defaut.du,
    au: params.get('au') || defaut.au,
  };
  const statut = params.get('statut');
  if (statut) filtre.statut = Number(statut);
  const examinateur = params.get('examinateur');
  if (examinateur) filtre.examinateur = examinateur;
  const lieu = params.get('lieu');
  if (lieu) filtre.lieu = Number(lieu) as FiltreListe['lieu'];
  const q = params.get('q');
  if (q) filtre.q = q;
  const verifie = filtreDossiersSchema.safeParse(filtre);
  return { filtre, erreur: verifie.success ? null : (verifie.error.issues[0]?.message ?? null) };
}

/** The URL parameters after changing some filter values ('' or undefined removes one). */
export function avecFiltre(
  params: URLSearchParams,
  changements: Record<string, string | undefined>,
): URLSearchParams {
  const suivants = new URLSearchParams(params);
  for (const [cle, valeur] of Object.entries(changements)) {
    if (valeur === undefined || valeur === '') suivants.delete(cle);
    else suivants.set(cle, valeur);
  }
  return suivants;
}

/** `?dossier=<bureauId>~<id>` -> the file to open (null when absent or malformed). */
export function dossierDemande(valeur: string | null): { bureauId: string; id: number } | null {
  const match = valeur === null ? null : /^(.+)~(\d+)$/.exec(valeur);
  if (!match) return null;
  const id = Number(match[2]);
  return id > 0 ? { bureauId: match[1] as string, id } : null;
}

export const valeurDossierDemande = (bureauId: string, id: number) => `${bureauId}~${id}`;
