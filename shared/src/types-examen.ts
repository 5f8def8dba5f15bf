// docs/product-rules.md#entities (Exam type: id, nom, tarif, tva, notes) and docs/product-rules.md#money (the 25 exam types with tariffs and VAT flag).
import * as z from 'zod';
import { identifiantEtNom } from './texte.ts';
import { centimes, MESSAGE_TARIF_HORS_BORNES, MONTANT_MAX, type Centimes } from './argent.ts';

export const typeExamenSchema = z.object({
  ...identifiantEtNom(
    "Veuillez entrer l'identifiant du type d'examen",
    "Veuillez entrer le nom du type d'examen",
  ),
  /** Tariff in integer euro cents (HT). */
  tarif: z
    .number({ error: 'Veuillez entrer un tarif' })
    .int('Le tarif doit être en centimes')
    .min(0, 'Veuillez entrer un tarif')
    .max(MONTANT_MAX, MESSAGE_TARIF_HORS_BORNES),
  tva: z.boolean({ error: 'Veuillez indiquer si la TVA s’applique' }),
  notes: z.string().default(''),
});
export type TypeExamen = Omit<z.infer<typeof typeExamenSchema>, 'tarif'> & { tarif: Centimes };

/** docs/product-rules.md#money table, in the spec's order: [id, nom, tarif in cents, VAT applies]. */
const TARIFS: readonly (readonly [number, string, number, boolean])[] = [
  [20, 'Autre', 1000, true],
  [3, 'DCD', 5750, true],
  [16, 'DCD+PS', 9200, true],
  [4, 'DU', 4050, true],
  [10, 'DU sans matériel', 1350, true],
  [8, 'DU+PS', 7500, true],
  [13, 'DU+PS+IN', 5867, true],
  [9, 'EMP', 17280, true],
  [2, 'GaV', 5750, false],
  [6, 'GAV+DU', 9800, false],
  [15, 'GAV+DU+PS', 13250, false],
  [17, 'GAV+ITT', 0, false],
  [7, 'GAV+PS', 9200, false],
  [21, 'GAV+TVA', 5750, true],
  [11, 'IN', 1067, true],
  [24, 'IPM', 14000, false],
  [25, 'IPMp', 18000, false],
  [1, 'ITT', 8050, true],
  [23, 'ITT sans TVA', 8050, false],
  [19, 'ITT+GAV', 0, false],
  [14, 'K90', 37050, true],
  [18, 'PGAV', 4600, false],
  [22, 'PGAV+TVA', 4600, true],
  [5, 'PS', 3450, true],
  [12, 'PS+IN', 4520, true],
];

/** The 25 default exam types of docs/product-rules.md#money. */
export const TYPES_EXAMEN_DEFAUT: readonly TypeExamen[] = TARIFS.map(([id, nom, tarif, tva]) => ({
  id,
  nom,
  tarif: centimes(tarif),
  tva,
  notes: '',
}));

export type FamilleExamen = 'ITT' | 'GaV' | 'autre';

/**
 * Which special form rules of docs/product-rules.md#validation ('Exam type ITT', 'Exam type GaV') an exam type follows.
 * Choice (spec names only 'ITT' and 'GaV'): the family is read from the start of the name, because
 * the table composes acts ('ITT sans TVA', 'ITT+GAV', 'GAV+DU', 'PGAV+TVA'...) and the first part is
 * the main act whose conclusion is recorded: names starting with ITT are ITT exams (a number of days),
 * names starting with GAV or PGAV (custody, custody extension) are custody exams (compatibility).
 * Types added later by an administrator follow the same rule.
 */
export function familleExamen(type: Pick<TypeExamen, 'nom'> | null | undefined): FamilleExamen {
  const nom = (type?.nom ?? '').trim().toUpperCase();
  if (nom.startsWith('ITT')) return 'ITT';
  if (nom.startsWith('GAV') || nom.startsWith('PGAV')) return 'GaV';
  return 'autre';
}
