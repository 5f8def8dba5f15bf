// Precomputed figures (docs/data-model.md#aggregates): the statistics and the accounting of one
// office's day (and of each examiner's files of that day), stored so that a period's figures are the
// sum of its days' instead of a re-reading of every file. ONE pure function computes a day
// (`agregatsDuJour`) with the rules of the direct computation itself (`calculerStatistiques`,
// `calculerComptabilite`), and the period's figures are the merge the office selection already uses
// (`fusionnerStatistiques`, `fusionnerComptabilites`): aggregated and direct figures cannot diverge.
// The day of a file is the day it is listed under (its appointment day, access patterns D2/D3).
import {
  AXES_COMPTABILITE,
  calculerComptabilite,
  fusionnerComptabilites,
  sommerMontants,
  type AxeComptabilite,
  type Comptabilite,
  type DossierComptable,
  type LigneComptable,
  type LignesFacturees,
} from './comptabilite.ts';
import {
  calculerStatistiques,
  fusionnerStatistiques,
  TABLES_STATISTIQUES,
  type Compte,
  type DossierStatistique,
  type Statistiques,
  type TableStatistique,
} from './statistiques.ts';

/** What the figures read of a file. */
export type DossierAgrege = DossierComptable & DossierStatistique;

/** The figures of one day of one office (or of one examiner in it). */
export interface AgregatFigures {
  /** The day, 'AAAA-MM-JJ'. */
  jour: string;
  /** The participation rate the accounting shares were computed with. */
  tauxDeParticipationAuxFrais: number;
  /** The statistics of the day's files; rows counting 0 are left out (the merge adds fixed rows back). */
  statistiques: Statistiques;
  /** The accounting lines of the day's acts, on every axis. */
  comptabilite: Record<AxeComptabilite, LigneComptable[]>;
}

export interface OptionsAgregat {
  /** The day, 'AAAA-MM-JJ'. */
  jour: string;
  tauxDeParticipationAuxFrais: number;
  /** The lines of the bordereaux of the day's billed acts (what a billed act counts). */
  lignes?: LignesFacturees;
}

/** The statistics as stored: rows counting 0 left out (the merge adds the fixed rows back). */
function sansZeros(statistiques: Statistiques): Statistiques {
  const tables = {} as Record<TableStatistique, Compte[]>;
  for (const nom of TABLES_STATISTIQUES) tables[nom] = statistiques.tables[nom].filter((l) => l.nombre > 0);
  return { ...statistiques, tables };
}

function agregat(dossiers: readonly DossierAgrege[], options: OptionsAgregat): AgregatFigures {
  const comptabilite = {} as Record<AxeComptabilite, LigneComptable[]>;
  for (const par of AXES_COMPTABILITE) {
    comptabilite[par] = calculerComptabilite(dossiers, { ...options, par }).lignes;
  }
  return {
    jour: options.jour,
    tauxDeParticipationAuxFrais: options.tauxDeParticipationAuxFrais,
    statistiques: sansZeros(calculerStatistiques(dossiers, { du: options.jour, au: options.jour })),
    comptabilite,
  };
}

/** The figures of one day: the office's and, by examiner id, each examiner's files' (D3's population). */
export interface AgregatsDuJour {
  bureau: AgregatFigures;
  examinateurs: Map<string, AgregatFigures>;
}

/** THE computation of a day's aggregates from the files listed on that day. */
export function agregatsDuJour(dossiers: readonly DossierAgrege[], options: OptionsAgregat): AgregatsDuJour {
  const parExaminateur = new Map<string, DossierAgrege[]>();
  for (const d of dossiers) {
    if (!d.examinateur) continue;
    const liste = parExaminateur.get(d.examinateur.id) ?? [];
    liste.push(d);
    parExaminateur.set(d.examinateur.id, liste);
  }
  const examinateurs = new Map<string, AgregatFigures>();
  for (const [id, siens] of parExaminateur) examinateurs.set(id, agregat(siens, options));
  return { bureau: agregat(dossiers, options), examinateurs };
}

/** The statistics of a period from its days' aggregates (in day order), as `calculerStatistiques`. */
export function statistiquesDesAgregats(
  agregats: readonly AgregatFigures[],
  periode: { du: string; au: string },
): Statistiques {
  return fusionnerStatistiques(
    agregats.map((a) => a.statistiques),
    periode,
  );
}

/** The accounting of a period on one axis from its days' aggregates, as `calculerComptabilite`. */
export function comptabiliteDesAgregats(
  agregats: readonly AgregatFigures[],
  par: AxeComptabilite,
  tauxDeParticipationAuxFrais: number,
): Comptabilite {
  const parts = agregats.map((a) => ({
    par,
    tauxDeParticipationAuxFrais,
    lignes: a.comptabilite[par],
    totaux: sommerMontants(a.comptabilite[par]),
  }));
  return { ...fusionnerComptabilites(parts, par), tauxDeParticipationAuxFrais };
}

/** The rate of a roll-up whose days were computed at different rates (equal to no rate asked for). */
export const TAUX_MIXTE = -1;

/**
 * The figures of consecutive days as ONE aggregate (a month's roll-up, docs/data-model.md#aggregates):
 * the period merges of `statistiquesDesAgregats` and `comptabiliteDesAgregats`, stored like a day's, so
 * that merging roll-ups with days gives the figures of merging every day. `jour` is the first day.
 */
export function cumulerAgregats(
  agregats: readonly AgregatFigures[],
  periode: { du: string; au: string },
): AgregatFigures {
  const taux = agregats[0]?.tauxDeParticipationAuxFrais ?? TAUX_MIXTE;
  const uniforme = agregats.every((a) => a.tauxDeParticipationAuxFrais === taux);
  const comptabilite = {} as Record<AxeComptabilite, LigneComptable[]>;
  for (const par of AXES_COMPTABILITE)
    comptabilite[par] = comptabiliteDesAgregats(agregats, par, taux).lignes;
  return {
    jour: periode.du,
    tauxDeParticipationAuxFrais: uniforme ? taux : TAUX_MIXTE,
    statistiques: sansZeros(statistiquesDesAgregats(agregats, periode)),
    comptabilite,
  };
}
