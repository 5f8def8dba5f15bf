// Audit trail, immutable entries and periodic digests (docs/data-model.md A5–A8), pure (no I/O).
// Each entry is written once under a key of its own (`E#<instant>#<random>` in one of AUDIT_SHARDS
// partitions of its UTC day), never chained to another: no read before the write, no retry. Its
// `hash` = SHA-256 (hex) of its canonical form (a format tag, its sort key and every field in a fixed
// order). Tamper evidence comes from the digest of each closed 5-minute period: the ordered list of
// the period's (sort key, hash) pairs, chained to the previous period's digest by its hash, written
// once in the Object Lock bucket. Verification recomputes each entry's hash from its content and
// compares the period's entries with its digest: a changed, removed or inserted entry is named.
import { createHash } from 'node:crypto';
import type { ChampsAudit } from '@umj/shared/audit';
import { instantParis, isoDepuisJour, jourDepuisIso, jourUtc as jourUtcDe } from '@umj/shared/dates';
import { keys } from './keys.ts';

/** `precedent` of the first digest of the chain (the origin, data/audit-periodes.ts). */
export const ORIGINE_CHAINE = '0'.repeat(64);

/** Every field of an entry in the fixed order of its canonical form (an absent `champs` as null). */
export function champsCanoniques(e: ChampsAudit): unknown[] {
  return [
    e.date,
    e.utilisateurId,
    e.adresseEmail,
    e.role,
    e.bureauId,
    e.action,
    e.methode,
    e.chemin,
    e.cible,
    e.champs ?? null,
    e.resultat,
    e.statusCode,
    e.code,
    e.ip,
  ];
}

export type NatureRupture =
  | 'entrée modifiée'
  | 'entrée manquante'
  | 'entrée ajoutée'
  | 'condensat différent'
  | 'condensat manquant';

/** One break found by the verification: its period, the entry concerned, its kind, a French message. */
export interface Rupture {
  jour: string;
  /** The 5-minute period concerned ('AAAA-MM-JJTHH:MM', UTC start). */
  periode: string;
  /** The sort key of the entry concerned (none for a digest's own break). */
  entree?: string;
  nature: NatureRupture;
  message: string;
}

const JOUR_MS = 86_400_000;

/** 'AAAA-MM-JJ' of a UTC instant (the day of the audit keys). */
export function jourUtc(instant: Date | number): string {
  return isoDepuisJour(jourUtcDe(new Date(instant)));
}

/** The UTC day `n` days after `jour` (n may be negative). */
export function decalerJour(jour: string, n: number): string {
  return jourUtc(Date.parse(`${jour}T00:00:00Z`) + n * JOUR_MS);
}

/** What the Paris days du..au ('AAAA-MM-JJ', both included) cover of the audit trail. */
export interface BornesParis {
  /** The first and the last millisecond of the days (UTC ISO). */
  debut: string;
  fin: string;
  /** The sort-key bounds of their entries (BETWEEN, both included). */
  de: string;
  a: string;
  /** The UTC days whose partitions hold them: a Paris day spans two UTC days. */
  premierJour: string;
  dernierJour: string;
}

/**
 * The audit's days are Paris days (the screen's filters): from du at 00:00 in Paris to the end of au
 * in Paris, whatever the offset of each day (docs/data-model.md#audit-trail-immutable-entries-and-periodic-digests-a5a8).
 */
export function bornesJoursParis(du: string, au: string): BornesParis {
  const debut = instantParis(jourDepuisIso(du)!, 0).getTime();
  const fin = instantParis(jourDepuisIso(au)! + 1, 0).getTime() - 1;
  const [iso1, iso2] = [new Date(debut).toISOString(), new Date(fin).toISOString()];
  return {
    debut: iso1,
    fin: iso2,
    de: `E#${iso1}`,
    a: `E#${iso2}#~`,
    premierJour: jourUtc(debut),
    dernierJour: jourUtc(fin),
  };
}

/** Partitions per UTC day (docs/data-model.md A5: 200 requests/s at a national peak stay under a tenth of a partition's write limit). */
export const AUDIT_SHARDS = 8;
export const PERIODE_MINUTES = 5;
const PERIODE_MS = PERIODE_MINUTES * 60_000;
/** A period is sealed once it ended this long ago (writes of its last instant have landed). */
export const SCELLEMENT_DELAI_MS = 60_000;
/** A period's digest is due (its absence is a break) this long after the period's end. */
export const CONDENSAT_DU_APRES_MS = 15 * 60_000;
/** Each sealing run looks this many periods back for periods left unsealed (a missed run caught up). */
export const RATTRAPAGE_PERIODES = 24;
export const FORMAT_ENTREE = 'umj-audit-v2';
export const FORMAT_CONDENSAT = 'umj-audit-condensat-v1';

/** An entry as stored (new format): its fields, its sort key and its hash. */
export interface EntreeScellable extends ChampsAudit {
  /** The entry's sort key (`E#<instant>#<random>`): its identity. */
  cle: string;
  hash: string;
}

/** The digest of one closed period, written once. */
export interface CondensatPeriode {
  format: string;
  /** 'AAAA-MM-JJTHH:MM' (UTC start of the period). */
  periode: string;
  nombre: number;
  /** [sort key, hash] of each entry, in key order. */
  entrees: [string, string][];
  /** Hash of the previous period's digest (ORIGINE_CHAINE when the chain starts here). */
  precedent: string;
  hash: string;
  scelleLe: string;
}

/** The start ('AAAA-MM-JJTHH:MM') of the period holding an instant. */
export function periodeDe(instant: Date | number | string): string {
  const ms = new Date(instant).getTime();
  return new Date(ms - (ms % PERIODE_MS)).toISOString().slice(0, 16);
}

export const debutPeriode = (periode: string) => Date.parse(`${periode}:00.000Z`);

/** The period `n` periods after `periode` (n may be negative). */
export function decalerPeriode(periode: string, n: number): string {
  return periodeDe(debutPeriode(periode) + n * PERIODE_MS);
}

/** The last period a sealing run at `now` may seal (ended SCELLEMENT_DELAI_MS ago). */
export function dernierePeriodeClose(now: Date): string {
  return decalerPeriode(periodeDe(now.getTime() - SCELLEMENT_DELAI_MS), -1);
}

export function condensatDu(periode: string, now: Date): boolean {
  return now.getTime() >= debutPeriode(periode) + PERIODE_MS + CONDENSAT_DU_APRES_MS;
}

/** The sort-key bounds of a period's entries (BETWEEN, both included). */
export function bornesPeriode(periode: string): [string, string] {
  const fin = new Date(debutPeriode(periode) + PERIODE_MS - 1).toISOString();
  return [`E#${periode}:00.000Z`, `E#${fin}#~`];
}

/** The periods from `premiere` to `derniere` (both included), in order. */
export function periodesEntre(premiere: string, derniere: string): string[] {
  const n = Math.floor((debutPeriode(derniere) - debutPeriode(premiere)) / PERIODE_MS) + 1;
  return Array.from({ length: Math.max(0, n) }, (_, i) => decalerPeriode(premiere, i));
}

/** The period of an entry's sort key. */
export const periodeDeCle = (cle: string) => periodeDe(cle.slice(2, 26));

const sha256 = (texte: string) => createHash('sha256').update(texte, 'utf8').digest('hex');

export function hashEntreeScellable(cle: string, e: ChampsAudit): string {
  return sha256(JSON.stringify([FORMAT_ENTREE, cle, ...champsCanoniques(e)]));
}

function hashCondensat(c: Pick<CondensatPeriode, 'format' | 'periode' | 'entrees' | 'precedent'>): string {
  return sha256(JSON.stringify([c.format, c.periode, c.precedent, c.entrees]));
}

/** The digest of a period from its stored entries (in any order), chained to `precedent`. */
export function calculerCondensat(
  periode: string,
  entrees: readonly Pick<EntreeScellable, 'cle' | 'hash'>[],
  precedent: string,
  scelleLe: string,
): CondensatPeriode {
  const liste = entrees
    .map((e): [string, string] => [e.cle, e.hash])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const sansHash = { format: FORMAT_CONDENSAT, periode, entrees: liste, precedent };
  return { ...sansHash, nombre: liste.length, hash: hashCondensat(sansHash), scelleLe };
}

/**
 * A stored entry as read back (any shape: an altered one may lack fields), with `indexBureau` its
 * office partition key (GSI1PK, data/audit.ts A8) as stored.
 */
export type EntreeScellableLue = Partial<EntreeScellable> & { cle: string; indexBureau?: string };

/** The office partition key (A8) an entry must carry: its office's of its UTC day, none without office. */
export function indexBureauAttendu(e: Pick<EntreeScellableLue, 'cle' | 'bureauId'>): string | undefined {
  return e.bureauId ? keys.auditBureau(e.bureauId, e.cle.slice(2, 12)) : undefined;
}

/** The verification state of one period's digest. */
export type EtatCondensat = 'intègre' | 'rompu' | 'manquant' | 'en attente';

export interface ResultatPeriode {
  periode: string;
  entrees: number;
  etat: EtatCondensat;
  ruptures: Rupture[];
}

/**
 * Compares a period's stored entries with its digest. `precedent`: the hash of the previous period's
 * digest (undefined when unknown: that digest is missing, the link is not checked).
 */
export function verifierPeriode(
  periode: string,
  lues: readonly EntreeScellableLue[],
  condensat: CondensatPeriode | null,
  precedent: string | undefined,
  du: boolean,
): ResultatPeriode {
  const jour = periode.slice(0, 10);
  const ruptures: Rupture[] = [];
  const rupture = (nature: NatureRupture, message: string, entree?: string) =>
    ruptures.push({ jour, periode, ...(entree ? { entree } : {}), nature, message });
  const fin = (etat: EtatCondensat): ResultatPeriode => ({ periode, entrees: lues.length, etat, ruptures });
  if (!condensat) {
    if (!du) return fin('en attente');
    rupture('condensat manquant', `Aucun condensat scellé pour la période du ${periode.replace('T', ' à ')}`);
    return fin('manquant');
  }
  if (condensat.hash !== hashCondensat(condensat) || condensat.nombre !== condensat.entrees.length) {
    rupture('condensat différent', `Le condensat de la période ${periode} ne correspond plus à son contenu`);
  }
  if (precedent !== undefined && condensat.precedent !== precedent) {
    rupture('condensat différent', `Le condensat de la période ${periode} n'est pas lié au précédent`);
  }
  const scelles = new Map(condensat.entrees);
  for (const e of lues) {
    const scelle = scelles.get(e.cle);
    if (scelle === undefined) {
      rupture('entrée ajoutée', `Entrée ${e.cle.slice(2)} ajoutée après le scellement de sa période`, e.cle);
    } else if (hashEntreeScellable(e.cle, e as ChampsAudit) !== scelle) {
      rupture(
        'entrée modifiée',
        `Entrée ${e.cle.slice(2)} modifiée : son contenu ne correspond plus au condensat`,
        e.cle,
      );
    } else if (e.indexBureau !== indexBureauAttendu(e)) {
      // Its office index moved: it would be shown to another office's administrators, or hidden.
      rupture(
        'entrée modifiée',
        `Entrée ${e.cle.slice(2)} modifiée : son index de bureau ne correspond plus à son bureau`,
        e.cle,
      );
    }
  }
  const presentes = new Set(lues.map((e) => e.cle));
  for (const [cle] of condensat.entrees) {
    if (!presentes.has(cle)) rupture('entrée manquante', `Entrée ${cle.slice(2)} supprimée`, cle);
  }
  return fin(ruptures.length === 0 ? 'intègre' : 'rompu');
}
