// Precomputed figures (docs/data-model.md#aggregates): recomputing days from their files, and the
// aggregates of a period as statistics and accounting read them. A day is always recomputed WHOLE from
// the files listed on it (never patched by a delta), so a recomputation is idempotent and safe to
// repeat: the stream consumer (handlers/flux/maintenir-agregats.ts) does it for the days a batch
// touched, a read does it for the days of its period never computed (fresh data) or computed at
// another participation rate (self-healing), and `npm run agregats` for a range of months.
import { agregatsDuJour, type AgregatFigures, type AgregatsDuJour } from '@umj/shared/agregats';
import { lignesFacturees, numerosFactures } from '@umj/shared/comptabilite';
import { isoDepuisJour, jourDepuisIso, type Jour } from '@umj/shared/dates';
import {
  ecrireAgregatsDuJour,
  lireAgregats,
  lireDossiersPourAgregats,
  type AgregatStocke,
  type DossierLuPourAgregat,
} from '../data/agregats.ts';
import { lireLignesDesBordereaux } from '../data/bordereaux.ts';
import { failedTransactionItems, isTransactionConflict } from '../data/conditional-errors.ts';
import { tauxDeParticipation } from './chiffres-periode.ts';

/** Attempts of a day before giving up (a lost race or an index still behind: read and compute again). */
const ESSAIS = 5;
/** Days written side by side. */
const EN_PARALLELE = 8;

/**
 * What a recomputation must have seen of a day's files (the stream consumer's check that the index it
 * reads, eventually consistent, already shows the change it was told of); false: read again.
 */
export type Attente = (jour: Jour, dossiers: readonly DossierLuPourAgregat[]) => boolean;

export interface OptionsRecalcul {
  /** The participation rate (default: the settings'). */
  taux?: number;
  attendu?: Attente;
  now?: () => Date;
}

/** Consecutive days as runs [du, au] (one read of the files each). */
function plages(jours: readonly Jour[]): [Jour, Jour][] {
  const tries = [...new Set(jours)].sort((a, b) => a - b);
  const runs: [Jour, Jour][] = [];
  for (const jour of tries) {
    const dernier = runs.at(-1);
    if (dernier && jour === dernier[1] + 1) dernier[1] = jour;
    else runs.push([jour, jour]);
  }
  return runs;
}

function estRaceePerdue(error: unknown): boolean {
  return failedTransactionItems(error).length > 0 || isTransactionConflict(error);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One run of days: read the previous items and the files, compute, write; the days left to do again. */
async function recalculerPlage(
  bureauId: string,
  [du, au]: [Jour, Jour],
  taux: number,
  options: OptionsRecalcul & { dernierEssai: boolean },
  resultat: Map<Jour, AgregatsDuJour>,
): Promise<Jour[]> {
  const [precedents, dossiers] = await Promise.all([
    lireAgregats(bureauId, null, isoDepuisJour(du), isoDepuisJour(au), { coherent: true }),
    lireDossiersPourAgregats(bureauId, du, au),
  ]);
  const precedentDuJour = new Map(precedents.map((a) => [a.jour, a]));
  const parJour = new Map<Jour, DossierLuPourAgregat[]>();
  for (const d of dossiers) {
    const liste = parJour.get(d.jourListe);
    if (liste) liste.push(d);
    else parJour.set(d.jourListe, [d]);
  }
  const lignes = lignesFacturees(await lireLignesDesBordereaux(bureauId, numerosFactures(dossiers)));
  const aRefaire: Jour[] = [];
  const calculeLe = (options.now?.() ?? new Date()).toISOString();
  const jours = Array.from({ length: au - du + 1 }, (_, i) => du + i);
  for (let i = 0; i < jours.length; i += EN_PARALLELE) {
    await Promise.all(
      jours.slice(i, i + EN_PARALLELE).map(async (jour) => {
        const duJour = parJour.get(jour) ?? [];
        if (options.attendu && !options.attendu(jour, duJour) && !options.dernierEssai) {
          aRefaire.push(jour);
          return;
        }
        const jourIso = isoDepuisJour(jour);
        const calcules = agregatsDuJour(duJour, { jour: jourIso, tauxDeParticipationAuxFrais: taux, lignes });
        try {
          await ecrireAgregatsDuJour(bureauId, calcules, precedentDuJour.get(jourIso), calculeLe);
          resultat.set(jour, calcules);
        } catch (error) {
          if (!estRaceePerdue(error) || options.dernierEssai) throw error;
          aRefaire.push(jour);
        }
      }),
    );
  }
  return aRefaire;
}

/**
 * Recomputes the given days of an office from their files and stores them (office and examiners);
 * returns what was stored, by day. A day another computation wrote meanwhile, or whose files do not yet
 * show what `attendu` expects, is read and computed again (at most ESSAIS times).
 */
export async function recalculerJours(
  bureauId: string,
  jours: readonly Jour[],
  options: OptionsRecalcul = {},
): Promise<Map<Jour, AgregatsDuJour>> {
  const resultat = new Map<Jour, AgregatsDuJour>();
  if (jours.length === 0) return resultat;
  const taux = options.taux ?? (await tauxDeParticipation());
  let restants: readonly Jour[] = jours;
  for (let essai = 1; restants.length > 0; essai += 1) {
    if (essai > 1) await pause(50 * essai);
    const dernierEssai = essai === ESSAIS;
    const aRefaire = await Promise.all(
      plages(restants).map((plage) =>
        recalculerPlage(bureauId, plage, taux, { ...options, dernierEssai }, resultat),
      ),
    );
    restants = aRefaire.flat();
  }
  return resultat;
}

/** The day numbers of a period given as 'AAAA-MM-JJ'. */
function joursEntre(du: string, au: string): Jour[] {
  const debut = jourDepuisIso(du) as Jour;
  const fin = jourDepuisIso(au) as Jour;
  return Array.from({ length: fin - debut + 1 }, (_, i) => debut + i);
}

/**
 * The aggregates of every day of a period (in day order) for an office, or for one examiner in it: one
 * Query of the office's day items (and one of the examiner's), whatever the period's length. Days never
 * computed, or computed at another participation rate than `tauxExige` (accounting), are computed
 * from their files and stored first.
 */
export async function agregatsDeLaPeriode(
  bureauId: string,
  periode: { du: string; au: string },
  examinateurId: string | null,
  tauxExige?: number,
): Promise<AgregatFigures[]> {
  const [stockes, siens] = await Promise.all([
    lireAgregats(bureauId, null, periode.du, periode.au),
    examinateurId === null
      ? Promise.resolve([])
      : lireAgregats(bureauId, examinateurId, periode.du, periode.au),
  ]);
  const duBureau = new Map<string, AgregatStocke>(stockes.map((a) => [a.jour, a]));
  const jours = joursEntre(periode.du, periode.au);
  const manquants = jours.filter((jour) => {
    const stocke = duBureau.get(isoDepuisJour(jour));
    return (
      stocke === undefined || (tauxExige !== undefined && stocke.tauxDeParticipationAuxFrais !== tauxExige)
    );
  });
  const recalcules = await recalculerJours(bureauId, manquants, { taux: tauxExige });
  const deLExaminateur = new Map(siens.map((a) => [a.jour, a]));
  const agregats: AgregatFigures[] = [];
  for (const jour of jours) {
    const recalcule = recalcules.get(jour);
    const jourIso = isoDepuisJour(jour);
    const agregat =
      examinateurId === null
        ? (recalcule?.bureau ?? duBureau.get(jourIso))
        : recalcule
          ? recalcule.examinateurs.get(examinateurId)
          : deLExaminateur.get(jourIso);
    if (agregat) agregats.push(agregat);
  }
  return agregats;
}
