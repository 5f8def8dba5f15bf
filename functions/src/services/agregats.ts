// Precomputed figures (docs/data-model.md#aggregates): recomputing days from their files, rolling
// their months up, and the aggregates of a period as statistics and accounting read them. A day is
// always recomputed WHOLE from the files listed on it (never patched by a delta), so a recomputation
// is idempotent and safe to repeat: the stream consumer (handlers/flux/maintenir-agregats.ts) does it
// for the days a batch touched, a read does it for the days of its period never computed (fresh data)
// or computed at another participation rate (self-healing), and `npm run agregats` for a range of
// months. A month's roll-up is always the merge of its stored days, rewritten after each of them.
import {
  agregatsDuJour,
  cumulerAgregats,
  type AgregatFigures,
  type AgregatsDuJour,
} from '@umj/shared/agregats';
import { lignesFacturees, numerosFactures } from '@umj/shared/comptabilite';
import { isoDepuisJour, jourDepuisIso, type Jour } from '@umj/shared/dates';
import {
  ecrireAgregatMois,
  ecrireAgregatsDuJour,
  lireAgregats,
  lireAgregatsMois,
  lireDossiersPourAgregats,
  type AgregatStocke,
  type DossierLuPourAgregat,
} from '../data/agregats.ts';
import { lireLignesDesBordereaux } from '../data/bordereaux.ts';
import {
  failedTransactionItems,
  isConditionFailed,
  isTransactionConflict,
} from '../data/conditional-errors.ts';
import { moisDuJour } from '../data/mois.ts';
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

/** The first and last days of a month 'AAAA-MM'. */
function joursDuMois(mois: string): { du: Jour; au: Jour } {
  const du = jourDepuisIso(`${mois}-01`) as Jour;
  return { du, au: (jourDepuisIso(`${moisDuJour(du + 31)}-01`) as Jour) - 1 };
}

/**
 * Rolls a month's office day aggregates up into its G4 item, read consistently after the roll-up's
 * version (a roll-up that read older days is refused by the version condition, and reads again):
 * nothing when a day of the month was never computed (its first read rolls the month up).
 */
export async function cumulerMois(
  bureauId: string,
  mois: string,
  options: OptionsRecalcul = {},
): Promise<void> {
  const { du, au } = joursDuMois(mois);
  for (let essai = 1; essai <= ESSAIS; essai += 1) {
    const [precedent] = await lireAgregatsMois(bureauId, mois, mois, { coherent: true });
    const jours = await lireAgregats(bureauId, null, isoDepuisJour(du), isoDepuisJour(au), {
      coherent: true,
    });
    if (jours.length < au - du + 1) return;
    const figures = cumulerAgregats(jours, { du: isoDepuisJour(du), au: isoDepuisJour(au) });
    const calculeLe = (options.now?.() ?? new Date()).toISOString();
    try {
      await ecrireAgregatMois(bureauId, mois, figures, precedent?.version, calculeLe);
      return;
    } catch (error) {
      if (!isConditionFailed(error) || essai === ESSAIS) throw error;
      await pause(50 * essai);
    }
  }
}

/**
 * Recomputes the given days of an office from their files and stores them (office and examiners),
 * then rolls their months up again; returns what was stored, by day. A day another computation wrote
 * meanwhile, or whose files do not yet show what `attendu` expects, is read and computed again (at
 * most ESSAIS times).
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
  const mois = [...new Set(jours.map((jour) => moisDuJour(jour)))];
  await Promise.all(mois.map((m) => cumulerMois(bureauId, m, options)));
  return resultat;
}

/**
 * Every day of the given months ('AAAA-MM') recomputed from the files and stored, each month rolled up
 * (`npm run agregats`, the demo seed's precomputation): recalculerJours of their days.
 */
export function recalculerMois(
  bureauId: string,
  mois: readonly string[],
  options: OptionsRecalcul = {},
): Promise<Map<Jour, AgregatsDuJour>> {
  const jours = mois.flatMap((m) => {
    const { du, au } = joursDuMois(m);
    return Array.from({ length: au - du + 1 }, (_, i) => du + i);
  });
  return recalculerJours(bureauId, jours, options);
}

/** The day numbers of a period given as 'AAAA-MM-JJ'. */
function joursEntre(du: string, au: string): Jour[] {
  const debut = jourDepuisIso(du) as Jour;
  const fin = jourDepuisIso(au) as Jour;
  return Array.from({ length: fin - debut + 1 }, (_, i) => debut + i);
}

/**
 * The office's aggregates of every day of a period (in day order): one Query of its day items, whatever
 * the period's length. Days never computed, or computed at another participation rate than
 * `tauxExige` (accounting), are computed from their files and stored first (`recalcules` of them, their
 * months rolled up again).
 */
async function joursDeLaPeriode(
  bureauId: string,
  periode: { du: string; au: string },
  tauxExige?: number,
): Promise<{ agregats: AgregatFigures[]; recalcules: number }> {
  const stockes = await lireAgregats(bureauId, null, periode.du, periode.au);
  const duBureau = new Map<string, AgregatStocke>(stockes.map((a) => [a.jour, a]));
  const jours = joursEntre(periode.du, periode.au);
  const manquants = jours.filter((jour) => {
    const stocke = duBureau.get(isoDepuisJour(jour));
    return (
      stocke === undefined || (tauxExige !== undefined && stocke.tauxDeParticipationAuxFrais !== tauxExige)
    );
  });
  const recalcules = await recalculerJours(bureauId, manquants, { taux: tauxExige });
  const agregats: AgregatFigures[] = [];
  for (const jour of jours) {
    const agregat = recalcules.get(jour)?.bureau ?? duBureau.get(isoDepuisJour(jour));
    if (agregat) agregats.push(agregat);
  }
  return { agregats, recalcules: manquants.length };
}

/** The office's aggregates of every day of a period (joursDeLaPeriode's). */
async function agregatsDesJours(
  bureauId: string,
  periode: { du: string; au: string },
  tauxExige?: number,
): Promise<AgregatFigures[]> {
  return (await joursDeLaPeriode(bureauId, periode, tauxExige)).agregats;
}

/** A period split into its whole months ('AAAA-MM', in order) and the days before and after them. */
function decouper(
  du: Jour,
  au: Jour,
): { avant: [Jour, Jour] | null; mois: string[]; apres: [Jour, Jour] | null } {
  const mois: string[] = [];
  // The first whole month starts on `du` when it is a month's first day, else on the next month's.
  const moisDeDu = joursDuMois(moisDuJour(du));
  const debut = moisDeDu.du === du ? du : moisDeDu.au + 1;
  let fin = debut;
  for (;;) {
    const m = joursDuMois(moisDuJour(fin));
    if (m.du !== fin || m.au > au) break;
    mois.push(moisDuJour(fin));
    fin = m.au + 1;
  }
  if (mois.length === 0) return { avant: [du, au], mois, apres: null };
  return {
    avant: debut > du ? [du, debut - 1] : null,
    mois,
    apres: fin <= au ? [fin, au] : null,
  };
}

/**
 * The month computations under way in this process, by office, month and rate: the screens of a unit
 * opened together ask for the same never-computed year, which is then computed once, not once each.
 */
const enCours = new Map<string, Promise<AgregatFigures>>();

/** A whole month's figures when its roll-up is missing or at another rate: from its days, rolled up. */
function moisDepuisJours(bureauId: string, mois: string, tauxExige?: number): Promise<AgregatFigures> {
  const cle = `${bureauId}#${mois}#${tauxExige ?? ''}`;
  let calcul = enCours.get(cle);
  if (!calcul) {
    calcul = calculerMois(bureauId, mois, tauxExige).finally(() => enCours.delete(cle));
    enCours.set(cle, calcul);
  }
  return calcul;
}

async function calculerMois(bureauId: string, mois: string, tauxExige?: number): Promise<AgregatFigures> {
  const { du, au } = joursDuMois(mois);
  const periode = { du: isoDepuisJour(du), au: isoDepuisJour(au) };
  const { agregats: jours, recalcules } = await joursDeLaPeriode(bureauId, periode, tauxExige);
  // Every day is stored now. When some were just computed, their recomputation rolled the month up
  // (recalculerJours); when none was, the month's days were all stored before it had a roll-up (data
  // older than the roll-ups, the demo seed), and it is rolled up here: once either way.
  if (recalcules === 0) await cumulerMois(bureauId, mois);
  return cumulerAgregats(jours, periode);
}

/**
 * The aggregates of a period for an office (whole months as their G4 roll-up, the days before and
 * after them as their G1 items: a year is one Query of 12 items and one or two of a month's days), or
 * for one examiner in it (its G2 day items, once the office's are all stored). In period order;
 * callers merge them (`statistiquesDesAgregats`, `comptabiliteDesAgregats`). What was never computed,
 * or computed at another participation rate than `tauxExige` (accounting), is computed from the files
 * and stored first.
 */
export async function agregatsDeLaPeriode(
  bureauId: string,
  periode: { du: string; au: string },
  examinateurId: string | null,
  tauxExige?: number,
): Promise<AgregatFigures[]> {
  if (examinateurId !== null) {
    // The office's figures first: every day of the period is then stored at the rate asked for (a
    // month has a roll-up only when all its days are stored, and a day's examiner items are written
    // with its office item), computed once per process however many screens ask together.
    await agregatsDeLaPeriode(bureauId, periode, null, tauxExige);
    return lireAgregats(bureauId, examinateurId, periode.du, periode.au, { coherent: true });
  }
  const { avant, mois, apres } = decouper(
    jourDepuisIso(periode.du) as Jour,
    jourDepuisIso(periode.au) as Jour,
  );
  const bornes = (p: [Jour, Jour]) => ({ du: isoDepuisJour(p[0]), au: isoDepuisJour(p[1]) });
  const [debut, cumuls, fin] = await Promise.all([
    avant ? agregatsDesJours(bureauId, bornes(avant), tauxExige) : Promise.resolve([]),
    mois.length > 0 ? lireAgregatsMois(bureauId, mois[0]!, mois.at(-1)!) : Promise.resolve([]),
    apres ? agregatsDesJours(bureauId, bornes(apres), tauxExige) : Promise.resolve([]),
  ]);
  const stockes = new Map(cumuls.map((c) => [c.mois, c]));
  const milieu = await Promise.all(
    mois.map((m) => {
      const stocke = stockes.get(m);
      const valable =
        stocke !== undefined && (tauxExige === undefined || stocke.tauxDeParticipationAuxFrais === tauxExige);
      return valable ? stocke : moisDepuisJours(bureauId, m, tauxExige);
    }),
  );
  return [...debut, ...milieu, ...fin];
}
