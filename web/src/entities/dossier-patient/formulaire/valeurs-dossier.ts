// The patient-file form's values (docs/product-rules.md#entities fields a user types, shared dossierSaisieSchema) and the pure
// helpers around them: blanks and prefill, the body sent, the docs/product-rules.md#validation problems to show, the fields that
// differ after a version conflict, and the local draft (nothing typed is lost).
import {
  formatDateFr,
  instantParis,
  isoDepuisJour,
  jourDepuisDateFr,
  jourDepuisIso,
  jourParis,
} from '@umj/shared/dates';
import type { DossierPatientStocke, DossierSaisie } from '@umj/shared/dossiers-api';
import { dossierSaisieSchema } from '@umj/shared/dossiers-api';
import { validerRendezVous, type ProblemeChamp } from '@umj/shared/rendez-vous-form';

/** Everything the form edits: the typed fields of the file (the early mode is the dialog's prop). */
export type ValeursDossier = Omit<DossierSaisie, 'modeAnticipe'>;
export type ChampDossier = keyof ValeursDossier & string;

/** Blank values with a prefill (e.g. day, hour, examiner and kind from an agenda slot). */
export function valeursVides(initial: Partial<DossierSaisie> = {}): ValeursDossier {
  const { modeAnticipe: _ignore, ...valeurs } = dossierSaisieSchema.parse({
    ...initial,
    modeAnticipe: false,
  });
  return valeurs;
}

/** The form values of a stored file. */
export function valeursDuDossier(dossier: DossierPatientStocke): ValeursDossier {
  const champs = Object.keys(valeursVides()) as ChampDossier[];
  return Object.fromEntries(champs.map((c) => [c, dossier[c]])) as ValeursDossier;
}

/** POST/PATCH body (the PATCH adds the version). */
export function versSaisie(valeurs: ValeursDossier, modeAnticipe: boolean): DossierSaisie {
  return { ...valeurs, modeAnticipe };
}

/**
 * The docs/product-rules.md#validation problems of the form, keyed by field. `statut` is the status the rules are checked at
 * (the file's, or the one a status button aims at), `statutPrecedent` the file's stored status.
 */
export function problemesDuFormulaire(
  valeurs: ValeursDossier,
  contexte: { statut: number | null; statutPrecedent: number | null; modeAnticipe: boolean },
): Partial<Record<ChampDossier, string>> {
  const problemes: ProblemeChamp[] = validerRendezVous(
    { ...valeurs, statut: contexte.statut === null ? null : { id: contexte.statut } },
    { modeAnticipe: contexte.modeAnticipe, statutPrecedent: contexte.statutPrecedent },
  );
  const parChamp: Partial<Record<ChampDossier, string>> = {};
  for (const p of problemes) parChamp[p.field as ChampDossier] ??= p.message;
  return parChamp;
}

/** Same value for the form (texts compared trimmed, objects by content). */
export function memeValeur(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (typeof v === 'string' ? v.trim() : (v ?? null));
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}

export function champsModifies(a: ValeursDossier, b: ValeursDossier): ChampDossier[] {
  return (Object.keys(a) as ChampDossier[]).filter((c) => !memeValeur(a[c], b[c]));
}

/**
 * After a 409: the fields whose stored value differs from the typed one. For each, the default choice
 * keeps what the user changed, and takes the stored value where the user did not touch the field.
 */
export interface ChampEnConflit {
  champ: ChampDossier;
  leur: unknown;
  le_mien: unknown;
  garder: 'le-mien' | 'le-leur';
}

export function champsEnConflit(
  base: ValeursDossier,
  miennes: ValeursDossier,
  leurs: ValeursDossier,
): ChampEnConflit[] {
  return champsModifies(miennes, leurs).map((champ) => ({
    champ,
    leur: leurs[champ],
    le_mien: miennes[champ],
    garder: memeValeur(miennes[champ], base[champ]) ? 'le-leur' : 'le-mien',
  }));
}

/** The merged values once the user chose field by field. */
export function fusionner(
  miennes: ValeursDossier,
  leurs: ValeursDossier,
  choix: readonly ChampEnConflit[],
): ValeursDossier {
  const fusion = { ...leurs };
  for (const c of choix) {
    if (c.garder === 'le-mien') (fusion as Record<string, unknown>)[c.champ] = miennes[c.champ];
  }
  for (const champ of Object.keys(miennes) as ChampDossier[]) {
    if (!choix.some((c) => c.champ === champ) && memeValeur(miennes[champ], leurs[champ])) {
      (fusion as Record<string, unknown>)[champ] = miennes[champ];
    }
  }
  return fusion;
}

// ------------------------------------------------------------------------------------------------
// Conversions between the stored formats (docs/product-rules.md#entities) and the browser's date and time inputs.

/** Day number -> 'YYYY-MM-DD' of a date field (components/champ-date). */
export const jourVersSaisie = (jour: number | null): string => (jour === null ? '' : isoDepuisJour(jour));
export const saisieVersJour = (texte: string): number | null => (texte === '' ? null : jourDepuisIso(texte));
/** 'DD/MM/YYYY' (examenDate) <-> 'YYYY-MM-DD'. */
export function dateFrVersSaisie(texte: string | null): string {
  const jour = texte === null ? null : jourDepuisDateFr(texte);
  return jour === null ? '' : isoDepuisJour(jour);
}
export function saisieVersDateFr(texte: string): string | null {
  const jour = texte === '' ? null : jourDepuisIso(texte);
  return jour === null ? null : formatDateFr(jour);
}

/**
 * dateMail and dateRemis are instants (docs/product-rules.md#entities) the staff give as days. Choice: the day is stored as
 * noon of that day in Paris, shown back as its Paris day.
 */
export function instantVersSaisie(instant: string | null): string {
  if (instant === null) return '';
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? '' : isoDepuisJour(jourParis(d));
}
export function saisieVersInstant(texte: string): string | null {
  const jour = texte === '' ? null : jourDepuisIso(texte);
  return jour === null ? null : instantParis(jour, 12 * 60).toISOString();
}

// ------------------------------------------------------------------------------------------------
// Local draft: saved as the user types, per user, office and file ('nouveau' for a new file), restored with
// a notice, cleared on save. A draft of a stored file keeps the version it was typed over, so saving it
// after someone else's change meets the 409 merge instead of overwriting.

export interface Brouillon {
  valeurs: ValeursDossier;
  /** The stored values the draft started from (the default choices of a later merge). */
  base?: ValeursDossier;
  /** Version of the stored file the draft was typed over (absent for a new file). */
  version?: number;
  /** For a new file: the prefill it started from (a draft of another slot is not restored). */
  initial?: string;
  enregistreLe: string;
}

/**
 * Per user too: on a shared workstation, a draft is never shown to the next person who signs in (who
 * may not be allowed to see that file).
 */
export const cleBrouillon = (utilisateurId: string, bureauId: string, id: number | null) =>
  `umj.brouillon.dossier-patient.${utilisateurId}.${bureauId}.${id !== null && id > 0 ? id : 'nouveau'}`;

/**
 * An explicit sign-out ends the user's drafts (health data must not stay in a shared
 * workstation's storage once its user chose to leave). A forced sign-out (expired session) keeps them,
 * so that typing survives signing in again.
 */
export function effacerBrouillons(utilisateurId: string): void {
  const stockage = globalThis.localStorage;
  if (!stockage) return;
  const prefixe = `umj.brouillon.dossier-patient.${utilisateurId}.`;
  const cles = Array.from({ length: stockage.length }, (_, i) => stockage.key(i)).filter(
    (k): k is string => k !== null && k.startsWith(prefixe),
  );
  for (const k of cles) stockage.removeItem(k);
}

/** Stored values read back through the shared schema (null when they no longer fit it). */
function valeursStockees(valeurs: unknown): ValeursDossier | null {
  const lu = dossierSaisieSchema.safeParse({ ...(valeurs as object), modeAnticipe: false });
  if (!lu.success) return null;
  const { modeAnticipe: _ignore, ...propres } = lu.data;
  return propres;
}

export function lireBrouillon(cle: string): Brouillon | null {
  try {
    const texte = globalThis.localStorage?.getItem(cle);
    if (!texte) return null;
    const brouillon = JSON.parse(texte) as Brouillon;
    const valeurs = valeursStockees(brouillon.valeurs);
    if (valeurs === null || typeof brouillon.enregistreLe !== 'string') return null;
    const base = brouillon.base === undefined ? null : valeursStockees(brouillon.base);
    return {
      valeurs,
      ...(base !== null && { base }),
      ...(typeof brouillon.version === 'number' && { version: brouillon.version }),
      ...(typeof brouillon.initial === 'string' && { initial: brouillon.initial }),
      enregistreLe: brouillon.enregistreLe,
    };
  } catch {
    return null;
  }
}

export function ecrireBrouillon(cle: string, brouillon: Brouillon): void {
  try {
    globalThis.localStorage?.setItem(cle, JSON.stringify(brouillon));
  } catch {
    // Storage full or unavailable: the form still works, only the safety copy is missing.
  }
}

export function effacerBrouillon(cle: string): void {
  try {
    globalThis.localStorage?.removeItem(cle);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}

/** After a 409 (use-dossier-form.ts): the stored values and the fields that differ, each with the user's choice. */
export interface ConflitDossier {
  leurs: ValeursDossier;
  champs: ChampEnConflit[];
}

/** Initial state: the stored file or the prefill, replaced by a draft when one is kept for this file. */
export function etatInitial(
  cle: string,
  stocke: DossierPatientStocke | null,
  initial: Partial<DossierSaisie> | undefined,
) {
  const signatureInitiale = JSON.stringify(initial ?? {});
  const base = stocke ? valeursDuDossier(stocke) : valeursVides(initial);
  const brouillon = lireBrouillon(cle);
  const utilisable =
    brouillon !== null &&
    (stocke !== null || (brouillon.initial ?? '{}') === signatureInitiale) &&
    champsModifies(brouillon.valeurs, base).length > 0;
  if (!utilisable) return { base, valeurs: base, brouillon: null, conflit: null, signatureInitiale };
  let conflit: ConflitDossier | null = null;
  if (stocke !== null && brouillon.version !== undefined && brouillon.version !== stocke.version) {
    // Saved by someone else since the draft was typed: the merge opens at once.
    conflit = { leurs: base, champs: champsEnConflit(brouillon.base ?? base, brouillon.valeurs, base) };
  }
  return { base, valeurs: brouillon.valeurs, brouillon, conflit, signatureInitiale };
}
