// Money (issue 2; spec §3 montantHT/montantTVA, §9 tariffs and settings).
//
// Amounts are integer euro cents behind a branded type, so a euro amount can never be mixed up with a
// cent amount. Rounding rule: HALF-UP to the cent (0.5 cent goes away from zero). This is the
// "arrondi commercial" French invoices use (and the one the tax administration applies to VAT per
// invoice line); banker's rounding is not customary on French invoices and would surprise the
// secretariat checking a bordereau by hand.

declare const centimesBrand: unique symbol;
/** An amount in integer euro cents. */
export type Centimes = number & { readonly [centimesBrand]: true };

/** Brands an integer number of cents; throws on a fractional or non-finite value (programming error). */
export function centimes(value: number): Centimes {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Montant en centimes invalide : ${value}`);
  return value as Centimes;
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
