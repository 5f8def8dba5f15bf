// docs/product-rules.md#settings (réglages: montantTVA, tauxDeParticipationAuxFrais, secteurs, notes), docs/product-rules.md#settings
// messages and docs/product-rules.md#constants default settings.
import * as z from 'zod';
import { SECTEURS } from './enums.ts';

export const MESSAGES_REGLAGES = {
  tvaInvalide: 'Réglages: TVA invalide',
  tauxInvalide: 'Réglages: Taux de participation aux frais invalide',
  reglagesInvalides: 'Réglages invalides',
} as const;

/**
 * A number typed in a form may arrive as text ('20', '5,5'): such text is read as a number; anything
 * else stays as it is and fails the number check with the field's message.
 */
function nombreSaisi(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
}

/**
 * Choice (spec: "not a number"): a percentage outside 0-100 is as unusable as a non-number, so it gets
 * the same message.
 */
const pourcentageSchema = (message: string) =>
  z.preprocess(nombreSaisi, z.number({ error: message }).min(0, message).max(100, message));

/** docs/product-rules.md#entities: the secteurs value travels as one text, entries separated by line breaks. */
export const reglagesSchema = z.object({
  montantTVA: pourcentageSchema(MESSAGES_REGLAGES.tvaInvalide),
  tauxDeParticipationAuxFrais: pourcentageSchema(MESSAGES_REGLAGES.tauxInvalide),
  secteurs: z.string({ error: 'Veuillez entrer les secteurs' }),
  notes: z.string().default(''),
});
export type Reglages = z.infer<typeof reglagesSchema>;

/** Line-separated text -> list of sectors (blank lines dropped, entries trimmed, CRLF accepted). */
export function secteursDepuisTexte(texte: string): string[] {
  return texte
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

export function secteursVersTexte(secteurs: readonly string[]): string {
  return secteurs.join('\n');
}

/** docs/product-rules.md#money default settings: TVA 20 %, participation 30 %, the sectors of docs/product-rules.md#entities (without the empty choice). */
export const REGLAGES_DEFAUT: Reglages = {
  montantTVA: 20,
  tauxDeParticipationAuxFrais: 30,
  secteurs: secteursVersTexte(SECTEURS.filter((s) => s !== '')),
  notes: '',
};

/**
 * docs/product-rules.md#settings: reading réglages from the cache fails with 'Réglages invalides' if montantTVA is missing or
 * falsy (so, as the spec states it, a TVA of 0 is refused there too).
 */
export function lireReglages(
  valeur: unknown,
): { ok: true; reglages: Reglages } | { ok: false; message: typeof MESSAGES_REGLAGES.reglagesInvalides } {
  const montantTVA = (valeur as { montantTVA?: unknown } | null | undefined)?.montantTVA;
  const parsed = reglagesSchema.safeParse(valeur);
  if (!montantTVA || !parsed.success) return { ok: false, message: MESSAGES_REGLAGES.reglagesInvalides };
  return { ok: true, reglages: parsed.data };
}
