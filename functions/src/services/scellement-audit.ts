// Sealing and verification of the audit trail's 5-minute periods (docs/data-model.md A7): the sealing
// run (handlers/audit/sceller-journees-audit.ts, every 5 minutes) writes the digest of each closed
// period of its window not sealed yet, chained to the previous one; the verification
// (GET /audit/verification) recomputes every period of the asked days and names each entry or digest
// that does not match.
import {
  bornesPeriode,
  calculerCondensat,
  condensatDu,
  decalerPeriode,
  dernierePeriodeClose,
  hashEntreeScellable,
  ORIGINE_CHAINE,
  periodeDe,
  periodeDeCle,
  periodesEntre,
  RATTRAPAGE_PERIODES,
  verifierPeriode,
  type CondensatPeriode,
  type EntreeScellableLue,
  type ResultatPeriode,
} from '../data/audit-periodes.ts';
import { lireEntreesAudit } from '../data/audit.ts';
import type { ChampsAudit } from '@umj/shared/audit';
import {
  ecrireCondensatPeriode,
  ecrireOrigine,
  lireCondensatPeriode,
  lireOrigine,
} from '../lib/adapters/audit-digests.ts';

/** The digests of these periods (null when absent), read a few at a time. */
async function lireCondensats(periodes: readonly string[]): Promise<(CondensatPeriode | null)[]> {
  const lus: (CondensatPeriode | null)[] = [];
  for (let i = 0; i < periodes.length; i += 24) {
    lus.push(...(await Promise.all(periodes.slice(i, i + 24).map(lireCondensatPeriode))));
  }
  return lus;
}

/** The entries of these periods (of any days), grouped by period. */
async function entreesParPeriode(periodes: readonly string[]): Promise<Map<string, EntreeScellableLue[]>> {
  const parJour = new Map<string, string[]>();
  for (const p of periodes) parJour.set(p.slice(0, 10), [...(parJour.get(p.slice(0, 10)) ?? []), p]);
  const groupes = new Map<string, EntreeScellableLue[]>();
  for (const [jour, ps] of parJour) {
    const entrees = await lireEntreesAudit(
      jour,
      bornesPeriode(ps[0]!)[0],
      bornesPeriode(ps[ps.length - 1]!)[1],
    );
    for (const e of entrees) {
      const p = periodeDeCle(e.cle);
      groupes.set(p, [...(groupes.get(p) ?? []), e]);
    }
  }
  return groupes;
}

export interface ResultatScellementPeriodes {
  ecrits: string[];
  existants: string[];
}

/**
 * Seals the closed periods of the last RATTRAPAGE_PERIODES not sealed yet, in order, each chained to
 * the previous period's digest (ORIGINE_CHAINE when that one is missing). The first run ever also
 * writes the chain's origin. Write-once: a concurrent or replayed run leaves each digest as it is.
 */
export async function scellerPeriodes(now: Date): Promise<ResultatScellementPeriodes> {
  const derniere = dernierePeriodeClose(now);
  const periodes = Array.from({ length: RATTRAPAGE_PERIODES }, (_, i) =>
    decalerPeriode(derniere, i + 1 - RATTRAPAGE_PERIODES),
  );
  const [avant, ...existants] = await lireCondensats([decalerPeriode(periodes[0]!, -1), ...periodes]);
  const resultat: ResultatScellementPeriodes = { ecrits: [], existants: [] };
  const aSceller = periodes.filter((_, i) => !existants[i]);
  if (aSceller.length === 0) return { ecrits: [], existants: periodes };
  if (!avant && existants.every((c) => !c)) await ecrireOrigine(periodes[0]!);
  const entrees = await entreesParPeriode(aSceller);
  let precedent = avant?.hash ?? ORIGINE_CHAINE;
  for (const [i, periode] of periodes.entries()) {
    const existant = existants[i];
    if (existant) {
      precedent = existant.hash;
      resultat.existants.push(periode);
      continue;
    }
    // Each entry's hash recomputed from its content (what verification will recompute).
    const hashes = (entrees.get(periode) ?? []).map((e) => ({
      cle: e.cle,
      hash: hashEntreeScellable(e.cle, e as ChampsAudit),
    }));
    const condensat = calculerCondensat(periode, hashes, precedent, now.toISOString());
    if ((await ecrireCondensatPeriode(condensat)) === 'écrit') {
      precedent = condensat.hash;
      resultat.ecrits.push(periode);
    } else {
      precedent = (await lireCondensatPeriode(periode))?.hash ?? ORIGINE_CHAINE;
      resultat.existants.push(periode);
    }
  }
  return resultat;
}

/**
 * The closed periods from the one holding `debut` to the one holding `fin` (UTC ISO instants), up to
 * the current one excluded: what a verification of those instants covers, in order.
 */
export function periodesAVerifier(debut: string, fin: string, now: Date): string[] {
  const courante = periodeDe(now);
  return periodesEntre(periodeDe(debut), periodeDe(fin)).filter((p) => p < courante);
}

/**
 * Verifies `periodes` (consecutive, in order): each period with entries or a digest, and each due
 * period without its digest, with its state and breaks. The first one's link is checked against the
 * digest before it, so that consecutive calls verify a chain in pages.
 */
export async function verifierPeriodes(periodes: readonly string[], now: Date): Promise<ResultatPeriode[]> {
  if (periodes.length === 0) return [];
  const [origine, entrees, [avant, ...condensats]] = await Promise.all([
    lireOrigine(),
    entreesParPeriode(periodes),
    lireCondensats([decalerPeriode(periodes[0]!, -1), ...periodes]),
  ]);
  const resultats: ResultatPeriode[] = [];
  let precedent = avant?.hash;
  for (const [i, periode] of periodes.entries()) {
    const condensat = condensats[i] ?? null;
    const lues = entrees.get(periode) ?? [];
    const du = origine !== null && periode >= origine && condensatDu(periode, now);
    // The first digest of the chain is linked to the origin.
    const lien = periode === origine ? ORIGINE_CHAINE : precedent;
    const r = verifierPeriode(periode, lues, condensat, lien, du);
    if (condensat || lues.length > 0 || r.ruptures.length > 0) resultats.push(r);
    precedent = condensat?.hash;
  }
  return resultats;
}
