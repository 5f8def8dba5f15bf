// Money (docs/product-rules.md#entities montantHT/montantTVA, docs/product-rules.md#money tariffs and settings).
//
// Amounts are integer euro cents behind a branded type, so a euro amount can never be mixed up with a
// cent amount. Rounding rule: HALF-UP to the cent (0.5 cent goes away from zero). This is the
// "arrondi commercial" French invoices use (and the one the tax administration applies to VAT per
// invoice line); banker's rounding is not customary on French invoices and would surprise the
// secretariat checking a bordereau by hand.
//
// Bounds (docs/api.md#montants-dun-dossier): one act's amount is an integer number of cents in
// [0, MONTANT_MAX] (10,000 €), checked at input; the amounts read back from storage are checked again
// (MontantHorsBornesError, a French 400 naming the field), so every sum of acts stays an exact integer
// far beyond a year of the busiest office (2^53 cents is 9 · 10^9 acts at the bound).
import * as z from 'zod';

declare const centimesBrand: unique symbol;
/** An amount in integer euro cents. */
export type Centimes = number & { readonly [centimesBrand]: true };

/** Brands an integer number of cents; throws on a fractional or non-finite value (programming error). */
export function centimes(value: number): Centimes {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Montant en centimes invalide : ${value}`);
  return value as Centimes;
}

/** Largest amount of one act, in cents: 10,000 €. */
export const MONTANT_MAX = 1_000_000;

export const MESSAGE_MONTANT_HT_HORS_BORNES =
  'Le montant HT doit être un nombre de centimes entier compris entre 0 et 1 000 000 (10 000 €)';
export const MESSAGE_TARIF_HORS_BORNES =
  'Le tarif doit être un nombre de centimes entier compris entre 0 et 1 000 000 (10 000 €)';

/** Is `valeur` the amount of one act: an integer number of cents in [0, MONTANT_MAX]? */
export function estMontantValide(valeur: unknown): valeur is Centimes {
  return Number.isSafeInteger(valeur) && (valeur as number) >= 0 && (valeur as number) <= MONTANT_MAX;
}

/**
 * An act's amount at input: integer cents in [0, MONTANT_MAX], the French `message` otherwise; an empty
 * text or a negative amount gets `messageVide` when given (a file's montantHT: « Veuillez entrer un
 * montant », docs/product-rules.md#appointment-form), the bound's message staying for a fraction and
 * for more than MONTANT_MAX.
 */
export function montantSchema(message: string, messageVide = message) {
  return z
    .number({ error: (issue) => (issue.input === '' ? messageVide : message) })
    .min(0, messageVide)
    .int(message)
    .max(MONTANT_MAX, message);
}

/**
 * An amount out of bounds where the rules read or add amounts (a stored value written before the
 * bound, or a sum past the exact integers): answered as a French 400 naming `field`, never a 500.
 */
export class MontantHorsBornesError extends RangeError {
  readonly code = 'MONTANT_HORS_BORNES';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'MontantHorsBornesError';
  }
}

/**
 * A stored amount of an act as the rules read it: empty counts as 0; out of bounds is a
 * MontantHorsBornesError on `field` naming the file.
 */
export function montantLu(
  valeur: number | null | undefined,
  field: 'montantHT' | 'montantTVA',
  dossierId?: number,
): Centimes {
  const v = valeur ?? 0;
  if (estMontantValide(v)) return v;
  const dossier = dossierId === undefined ? 'Un dossier' : `Le dossier n° ${dossierId}`;
  const libelle = field === 'montantHT' ? 'montant HT' : 'montant de TVA';
  throw new MontantHorsBornesError(
    field,
    `${dossier} a un ${libelle} hors bornes (0 à 10 000 €) : corrigez son montant`,
  );
}

/**
 * The exact sum of amounts in cents, whatever their number; a MontantHorsBornesError on `field` when
 * a term is not an integer or the sum leaves the exact integers.
 */
export function sommeCentimes(valeurs: Iterable<number>, field = 'montantHT'): Centimes {
  let somme = 0;
  for (const v of valeurs) {
    somme += v;
    if (!Number.isSafeInteger(v) || !Number.isSafeInteger(somme)) {
      throw new MontantHorsBornesError(field, 'Total hors bornes : un montant est invalide');
    }
  }
  return somme as Centimes;
}

/** Integer division rounded half-up (away from zero on an exact half). `d` must be positive. */
export function divisionArrondie(n: number, d: number): number {
  const q = Math.floor(Math.abs(n) / d);
  const r = Math.abs(n) - q * d;
  const magnitude = 2 * r >= d ? q + 1 : q;
  return n < 0 ? -magnitude : magnitude;
}

/**
 * A percentage as an integer number of hundredths of a percent (20 -> 2000, 5.5 -> 550), so rates
 * with up to two decimals stay exact. Rounded half-up beyond two decimals.
 */
function centiemesDePourcent(taux: number): number {
  return Math.round(taux * 100);
}

/** `montant` x `taux` % rounded half-up to the cent. */
export function pourcentage(montant: Centimes, taux: number): Centimes {
  return centimes(divisionArrondie(montant * centiemesDePourcent(taux), 10000));
}

/**
 * Euros (as typed, e.g. 58.67 or '58,67') to cents, rounded half-up on the decimal digits as written;
 * null when the text is not a decimal number.
 */
export function eurosEnCentimes(euros: number | string): Centimes | null {
  const text = typeof euros === 'number' ? euros.toFixed(10) : euros.trim().replace(',', '.');
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (match === null) return null;
  const [, signe, entier = '0', decimales = ''] = match;
  const chiffres = decimales.padEnd(3, '0');
  const cents = Number(entier) * 100 + Number(chiffres.slice(0, 2)) + (Number(chiffres[2]) >= 5 ? 1 : 0);
  return centimes(signe === '-' && cents !== 0 ? -cents : cents);
}

/** Cents as euros, a number for a numeric field (58.67); read back by eurosEnCentimes. */
export function centimesEnEuros(montant: Centimes): number {
  return montant / 100;
}

/**
 * Cents as an amount to edit in a French form field: '58,67' (decimal comma, no currency sign, no
 * grouping), read back by eurosEnCentimes.
 */
export function saisieEuros(montant: Centimes): string {
  const valeur = Math.abs(montant);
  const signe = montant < 0 ? '-' : '';
  return `${signe}${Math.floor(valeur / 100)},${String(valeur % 100).padStart(2, '0')}`;
}

/** Display in French: '1 234,50 €' (narrow no-break spaces as Intl prints them). */
export function formatEuros(montant: Centimes): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(montant / 100);
}

export interface Montants {
  ht: Centimes;
  tva: Centimes;
  ttc: Centimes;
}

/**
 * HT, TVA and TTC of an act. The TVA applies only when the exam type has VAT (`soumisATva`), at the
 * settings' rate (`tauxTva`, percent); TTC = HT + TVA.
 */
export function calculerMontants(ht: Centimes, soumisATva: boolean, tauxTva: number): Montants {
  const tva = soumisATva ? pourcentage(ht, tauxTva) : centimes(0);
  return { ht, tva, ttc: centimes(ht + tva) };
}

/** What the one VAT rule reads of a file: its amounts as the server computed them at save. */
export interface MontantsEnregistres {
  id?: number;
  montantHT: number | null;
  montantTVA: number | null;
}

/**
 * THE VAT rule of bordereaux, accounting and the payment split (docs/api.md#montants-dun-dossier): the
 * TVA of an act is the one the server computed when the file was saved (calculerMontants on its HT,
 * its exam type's VAT flag and the settings' rate at that time), stored as montantTVA; every reader
 * takes HT and TVA as stored (empty = 0, bounds checked) and TTC = HT + TVA. Nobody recomputes it from
 * today's rate, so a bordereau, the accounting and the split agree to the cent.
 */
export function montantsEnregistres(d: MontantsEnregistres): Montants {
  const ht = montantLu(d.montantHT, 'montantHT', d.id);
  const tva = montantLu(d.montantTVA, 'montantTVA', d.id);
  return { ht, tva, ttc: centimes(ht + tva) };
}

export interface Repartition {
  /** Share kept by the office for its costs. */
  bureau: Centimes;
  /** Remainder owed to the examiner. */
  examinateur: Centimes;
}

/**
 * Participation-aux-frais share. Choice (spec silent on the base): the share is taken on the HT
 * amount, because VAT is collected for the state and belongs to nobody's fees. The office's share is
 * rounded half-up and the examiner gets the exact remainder, so the two always add up to the HT.
 */
export function repartitionParticipationAuxFrais(
  ht: Centimes,
  tauxDeParticipationAuxFrais: number,
): Repartition {
  const bureau = pourcentage(ht, tauxDeParticipationAuxFrais);
  return { bureau, examinateur: centimes(ht - bureau) };
}
