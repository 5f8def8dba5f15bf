// Audit trail that holds in front of a court: the storage format of the hash chain, pure (no I/O).
// Each UTC day's entries form one chain ordered by `sequence` (1, 2, 3, ...): every entry carries the
// hash of the previous entry of its day (`hashPrecedent`, ORIGINE_CHAINE for the first) and its own
// `hash` = SHA-256 (hex) of its canonical form. The canonical form is the JSON array of a format tag,
// the day, the sequence, every field of the entry in a fixed order (absent optional fields as null)
// and the previous hash: fixed order and JSON strings make it deterministic without a library.
// The daily digest of a closed day (count, last hash) is checked against the recomputed chain.
import { createHash } from 'node:crypto';
import type { ChampsAudit, ResultatAudit } from '@umj/shared/audit';
import { isoDepuisJour, jourUtc as jourUtcDe } from '@umj/shared/dates';

/** `hashPrecedent` of the first entry of a day. */
export const ORIGINE_CHAINE = '0'.repeat(64);
/** Format tag of the canonical form (a later format would change it, old days keep theirs). */
export const FORMAT_CHAINE = 'umj-audit-v1';

export type AuditResultat = ResultatAudit;

/**
 * The fields of an audit entry, all covered by its hash (data/audit.ts writes them: its `AuditEntry`
 * is this type; shared/src/audit.ts says what each holds).
 */
export type ChampsChaines = ChampsAudit;

export interface MaillonChaine extends ChampsChaines {
  sequence: number;
  hashPrecedent: string;
  hash: string;
}

/** The canonical serialisation of one entry (what its hash covers). */
export function formeCanonique(
  jour: string,
  sequence: number,
  e: ChampsChaines,
  hashPrecedent: string,
): string {
  return JSON.stringify([FORMAT_CHAINE, jour, sequence, ...champsCanoniques(e), hashPrecedent]);
}

/** Every field of an entry in the fixed order of the canonical forms (an absent `champs` as null). */
export function champsCanoniques(e: ChampsChaines): unknown[] {
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

export function hashEntree(jour: string, sequence: number, e: ChampsChaines, hashPrecedent: string): string {
  return createHash('sha256')
    .update(formeCanonique(jour, sequence, e, hashPrecedent), 'utf8')
    .digest('hex');
}

/** What the scheduled sealing stores for a closed day, write-once (docs/security.md "Audit trail"). */
export interface CondensatJour {
  jour: string;
  /** Number of entries of the day (= the last sequence). */
  nombre: number;
  /** Hash of the last entry (ORIGINE_CHAINE for a day without entries). */
  dernierHash: string;
  /** When the digest was written (UTC ISO). */
  scelleLe: string;
}

export type NatureRupture =
  | 'entrée modifiée'
  | 'entrée manquante'
  | 'entrée ajoutée'
  | 'condensat différent'
  | 'condensat manquant';

export interface Rupture {
  jour: string;
  /** The sequence concerned (null: the day as a whole, e.g. its digest, or an entry of the new format). */
  sequence: number | null;
  /** New format (data/audit-periodes.ts): the 5-minute period concerned. */
  periode?: string;
  /** New format: the sort key of the entry concerned. */
  entree?: string;
  nature: NatureRupture;
  message: string;
}

export interface ResultatJour {
  jour: string;
  /** Entries read for the day. */
  entrees: number;
  ruptures: Rupture[];
}

/** A stored item as read back (any shape: an altered one may lack fields). */
export type EntreeLue = Partial<MaillonChaine> & { cleTri?: string };

function estSequence(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1;
}

/**
 * Recomputes the chain of one day from its stored entries (in any order) and compares it with the
 * day's digest. `condensatAttendu`: the day is closed and its sealing is due, so a missing digest is
 * a break.
 */
export function verifierJour(
  jour: string,
  lues: readonly EntreeLue[],
  condensat: CondensatJour | null,
  condensatAttendu: boolean,
): ResultatJour {
  const ruptures: Rupture[] = [];
  const rupture = (sequence: number | null, nature: NatureRupture, message: string) =>
    ruptures.push({ jour, sequence, nature, message });

  const valides = lues.filter((e) => estSequence(e.sequence));
  for (const e of lues) {
    if (!estSequence(e.sequence)) {
      rupture(
        null,
        'entrée modifiée',
        `Entrée hors chaîne (${e.cleTri ?? 'clé inconnue'}) : sans numéro de séquence`,
      );
    }
  }
  valides.sort((a, b) => a.sequence! - b.sequence!);

  let attendue = 1;
  let hashPrecedent = ORIGINE_CHAINE;
  for (const e of valides) {
    const sequence = e.sequence!;
    if (sequence < attendue) {
      rupture(sequence, 'entrée modifiée', `Entrée n° ${sequence} en double`);
      continue;
    }
    if (sequence > attendue) {
      const fin = sequence - 1;
      rupture(
        attendue,
        'entrée manquante',
        fin === attendue ? `Entrée n° ${attendue} manquante` : `Entrées n° ${attendue} à ${fin} manquantes`,
      );
    }
    const recalcule = hashEntree(jour, sequence, e as MaillonChaine, e.hashPrecedent ?? '');
    if (recalcule !== e.hash) {
      rupture(
        sequence,
        'entrée modifiée',
        `Entrée n° ${sequence} modifiée : son empreinte ne correspond plus à son contenu`,
      );
    } else if (sequence === attendue && e.hashPrecedent !== hashPrecedent) {
      rupture(
        sequence,
        'entrée modifiée',
        `Entrée n° ${sequence} : le lien vers l'entrée précédente est rompu`,
      );
    }
    hashPrecedent = e.hash ?? '';
    attendue = sequence + 1;
  }
  const nombre = attendue - 1;

  if (condensat) {
    if (
      condensat.nombre !== nombre ||
      condensat.dernierHash !== (nombre === 0 ? ORIGINE_CHAINE : hashPrecedent)
    ) {
      if (condensat.nombre > nombre) {
        rupture(
          nombre + 1,
          'entrée manquante',
          `Le condensat scellé compte ${condensat.nombre} entrée(s), la chaîne s'arrête à ${nombre}`,
        );
      }
      rupture(
        null,
        'condensat différent',
        `Le condensat scellé du ${jour} (${condensat.nombre} entrée(s)) ne correspond pas à la chaîne recalculée (${nombre} entrée(s))`,
      );
    }
  } else if (condensatAttendu) {
    rupture(null, 'condensat manquant', `Aucun condensat scellé pour la journée close du ${jour}`);
  }
  return { jour, entrees: lues.length, ruptures };
}

/** The scheduled sealing runs at 00:15 UTC; its digest is due (a missing one is a break) from 02:00 UTC. */
export const SCELLEMENT_DU_APRES_MS = 2 * 3_600_000;
/** Each sealing run also seals the days before it missed (days without a digest), this many back. */
export const SCELLEMENT_RATTRAPAGE_JOURS = 7;

const JOUR_MS = 86_400_000;

/** 'AAAA-MM-JJ' of a UTC instant (shared `jourUtc`: the audit screen's "today" is the same day). */
export function jourUtc(instant: Date | number): string {
  return isoDepuisJour(jourUtcDe(new Date(instant)));
}

/** The UTC day `n` days after `jour` (n may be negative). */
export function decalerJour(jour: string, n: number): string {
  return jourUtc(Date.parse(`${jour}T00:00:00Z`) + n * JOUR_MS);
}

/** true once day `jour` is over (UTC) and its sealing should have run. */
export function scellementDu(jour: string, now: Date): boolean {
  return now.getTime() >= Date.parse(`${jour}T00:00:00Z`) + JOUR_MS + SCELLEMENT_DU_APRES_MS;
}

/** The closed days a sealing run at `now` seals: the SCELLEMENT_RATTRAPAGE_JOURS days before today (UTC). */
export function joursASceller(now: Date): string[] {
  const aujourdhui = jourUtc(now);
  return Array.from({ length: SCELLEMENT_RATTRAPAGE_JOURS }, (_, i) =>
    decalerJour(aujourdhui, i - SCELLEMENT_RATTRAPAGE_JOURS),
  );
}
