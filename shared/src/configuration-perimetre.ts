// "Who may administer whom", applied to the configuration (docs/product-rules.md#configuration-entry): an
// administrator limited to offices administers only what belongs to its offices. Zones carry their
// office, and a slot belongs to the office of its zone; the other keys (periods, exam types and their
// tariffs, settings) are common to every office, so only an administrator without offices changes them.
// The server enforces it on PATCH /configuration/{cle}; the screens show the same limits.
import type { ConfigurationKey } from './configuration.ts';

export const REFUS_CONFIGURATION = {
  cleCommune: 'Seul un administrateur sans bureau peut modifier ce paramétrage, commun à tous les bureaux',
  horsPerimetre: 'Vous ne pouvez modifier que les zones et les créneaux de vos bureaux',
} as const;

/** The keys whose values belong to offices (zones and their slots); the others are common to all. */
export function cleParBureau(cle: ConfigurationKey): boolean {
  return cle === 'zones' || cle === 'créneaux';
}

interface Administrateur {
  role: string;
  bureauIds: readonly string[];
}

interface AvecId {
  id: number;
}
interface ZoneLue extends AvecId {
  bureau: { id: string } | null;
}
interface CreneauLu extends AvecId {
  zone: number;
}

/** Structural equality of two JSON values (object key order does not matter). */
export function memeValeur(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => memeValeur((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/**
 * Whether every item that `appartient` does not place among `bureauIds` is the same before and after
 * (none added, removed or changed). An item placed in several offices (moved) must be in all of them.
 */
function seulementSesItems<T extends AvecId>(
  avant: readonly T[],
  apres: readonly T[],
  bureauxDe: (item: T) => (string | null)[],
  bureauIds: readonly string[],
): boolean {
  const avantParId = new Map(avant.map((x) => [x.id, x]));
  const apresParId = new Map(apres.map((x) => [x.id, x]));
  for (const id of new Set([...avantParId.keys(), ...apresParId.keys()])) {
    const a = avantParId.get(id);
    const b = apresParId.get(id);
    if (a && b && memeValeur(a, b)) continue;
    const bureaux = [...(a ? bureauxDe(a) : []), ...(b ? bureauxDe(b) : [])];
    if (!bureaux.every((bureau) => bureau !== null && bureauIds.includes(bureau))) return false;
  }
  return true;
}

/**
 * The refusal of a configuration change by this administrator, or null when it may make it.
 * `zonesAvant`: the stored zones (a slot belongs to the office of its zone, before and after).
 */
export function refusConfiguration(
  admin: Administrateur,
  cle: ConfigurationKey,
  avant: unknown,
  apres: unknown,
  zonesAvant: readonly ZoneLue[],
): string | null {
  if (admin.role === 'administrateur' && admin.bureauIds.length === 0) return null;
  if (cle === 'zones') {
    const ok = seulementSesItems(
      avant as ZoneLue[],
      apres as ZoneLue[],
      (z) => [z.bureau?.id ?? null],
      admin.bureauIds,
    );
    return ok ? null : REFUS_CONFIGURATION.horsPerimetre;
  }
  if (cle === 'créneaux') {
    const bureauDeZone = new Map(zonesAvant.map((z) => [z.id, z.bureau?.id ?? null]));
    const ok = seulementSesItems(
      avant as CreneauLu[],
      apres as CreneauLu[],
      (c) => [bureauDeZone.get(c.zone) ?? null],
      admin.bureauIds,
    );
    return ok ? null : REFUS_CONFIGURATION.horsPerimetre;
  }
  return REFUS_CONFIGURATION.cleCommune;
}
