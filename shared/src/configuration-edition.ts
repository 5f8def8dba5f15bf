// Rules of the configuration screens (zones, slots, exam types, settings, periods). Each screen
// edits one value of a configuration entry (docs/product-rules.md#configuration-entry): a list of items with numeric
// ids, changed item by item and sent whole by one PATCH /configuration/{cle} (docs/product-rules.md#calls).
import * as z from 'zod';
import { bureauRefSchema } from './bureau.ts';
import { formatHeure, MINUTES_PAR_JOUR } from './dates.ts';
import { comparerCreneaux } from './disponibilites.ts';
import { JOURS, JOURS_AUCUN, JOURS_TOUS } from './enums.ts';
import { joursFeries, type Periode } from './periodes.ts';
import { heureFinEffective, zoneSchema, type Creneau, type Zone } from './zones-creneaux.ts';

// ---------------------------------------------------------------------------------------------
// Lists of items with numeric ids.

/** Id of a new item: one more than the largest id of the list (1 for an empty list). */
export function prochainId(items: readonly { id: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}

/** The list with `item` in place of the item of the same id, or added at the end when it is new. */
export function remplacerElement<T extends { id: number }>(items: readonly T[], item: T): T[] {
  return items.some((i) => i.id === item.id)
    ? items.map((i) => (i.id === item.id ? item : i))
    : [...items, item];
}

/** The list without the item of that id. */
export function retirerElement<T extends { id: number }>(items: readonly T[], id: number): T[] {
  return items.filter((i) => i.id !== id);
}

// ---------------------------------------------------------------------------------------------
// Zones (docs/product-rules.md#zones-and-slots: usable only with both jours and bureau; weekday flags Monday 1 ... Sunday 64).

/** The day flags set in a weekday set, Monday first (All 127 gives the seven flags). */
export function flagsDesJours(jours: number): number[] {
  return JOURS.filter((j) => (jours & j.flag) !== 0).map((j) => j.flag);
}

/** The weekday set of a list of day flags (the seven give All, 127; none gives 0). */
export function joursDesFlags(flags: readonly number[]): number {
  return flags.reduce((acc, flag) => acc | (flag & JOURS_TOUS), JOURS_AUCUN);
}

export const MESSAGES_ZONE = {
  jours: 'Veuillez choisir au moins un jour',
  bureau: 'Veuillez choisir un bureau',
} as const;

/**
 * A zone as the zone screen saves it: docs/product-rules.md#entities says a zone is usable only with both a weekday set and an
 * office, so the form refuses a zone without either, with a message at the field. (The stored schema
 * accepts them, so that an entry read from an older configuration can still be loaded and completed.)
 */
export const zoneSaisieSchema = zoneSchema.extend({
  jours: zoneSchema.shape.jours.refine((jours) => jours !== JOURS_AUCUN, MESSAGES_ZONE.jours),
  bureau: bureauRefSchema.nullable().refine((bureau) => bureau !== null, MESSAGES_ZONE.bureau),
});

/**
 * "Only office-visible data": the zones of the selected offices, plus the zones without an office
 * (unusable until an administrator completes them, so they must stay in sight).
 */
export function zoneVisible(zone: Pick<Zone, 'bureau'>, bureauxSelectionnes: readonly string[]): boolean {
  return zone.bureau === null || bureauxSelectionnes.includes(zone.bureau.id);
}

// ---------------------------------------------------------------------------------------------
// Slots (docs/product-rules.md#zones-and-slots: an end at or before the start crosses midnight; docs/product-rules.md#availability slot order).

/** docs/product-rules.md#entities: 'HH:mm → HH:mm', with ' (+1)' when the slot ends the next day (e.g. '20:00 → 08:00 (+1)'). */
export function libellePlageHoraire(creneau: Pick<Creneau, 'heureDebut' | 'heureFin'>): string {
  const fin = heureFinEffective(creneau);
  const lendemain = fin >= MINUTES_PAR_JOUR ? ' (+1)' : '';
  return `${formatHeure(creneau.heureDebut)} → ${formatHeure(fin)}${lendemain}`;
}

/**
 * docs/product-rules.md#availability slot order (Matin, Après-midi, Soir, then others; then zone name, start, id) for a list of
 * slots and the zones they name; a slot whose zone is gone sorts as a zone without a name.
 */
export function trierCreneaux<C extends Creneau>(creneaux: readonly C[], zones: readonly Zone[]): C[] {
  const nomZone = new Map(zones.map((z) => [z.id, z.nom]));
  const ligne = (creneau: C) => ({ creneau, zone: { nom: nomZone.get(creneau.zone) ?? '' } });
  return [...creneaux].sort((a, b) => comparerCreneaux(ligne(a), ligne(b)));
}

/** Slots are visible when their zone is (see zoneVisible); a slot whose zone is gone stays in sight. */
export function creneauVisible(
  creneau: Pick<Creneau, 'zone'>,
  zones: readonly Zone[],
  bureauxSelectionnes: readonly string[],
): boolean {
  const zone = zones.find((z) => z.id === creneau.zone);
  return zone === undefined || zoneVisible(zone, bureauxSelectionnes);
}

// ---------------------------------------------------------------------------------------------
// Periods (docs/product-rules.md#period; docs/product-rules.md#constants public holidays).

/**
 * "Générer les jours fériés d'une année": the French public holidays of `annee` (shared computation)
 * added to the periods, except those already there (a public holiday of the same day), with new ids;
 * the list stays sorted by start date then name. `ajoutes` counts the new ones.
 */
export function ajouterJoursFeries(
  periodes: readonly Periode[],
  annee: number,
): { periodes: Periode[]; ajoutes: number } {
  const presents = new Set(periodes.filter((p) => p.type === 'Jour Férié').map((p) => p.dateDebut));
  const nouveaux = joursFeries(annee).filter((j) => !presents.has(j.dateDebut));
  let id = prochainId(periodes);
  const ajoutes = nouveaux.map((p) => ({ id: id++, ...p }));
  const tous = [...periodes, ...ajoutes].sort(
    (a, b) => a.dateDebut.localeCompare(b.dateDebut) || a.nom.localeCompare(b.nom, 'fr'),
  );
  return { periodes: tous, ajoutes: ajoutes.length };
}

/** Years a public-holiday generation accepts (the library's computation covers them all). */
export const anneeGenerationSchema = z
  .number({ error: 'Veuillez entrer une année' })
  .int('Veuillez entrer une année')
  .min(1900, 'Veuillez entrer une année entre 1900 et 2200')
  .max(2200, 'Veuillez entrer une année entre 1900 et 2200');
