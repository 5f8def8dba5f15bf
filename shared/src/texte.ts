// The text fields of the input schemas, written once: a required text (trimmed, `message` when missing
// or blank), an optional normalised text (empty clears it) and the `{ id, nom }` of a configuration item.
import * as z from 'zod';

/** A required text, trimmed; `message` when it is missing or blank. Callers chain `.max(...)`. */
export function texteRequis(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/**
 * An optional text, trimmed: null or empty clears it (null); otherwise `normaliser` gives the stored
 * form, or undefined when the text is invalid (`message`).
 */
export function texteFacultatifNormalise(
  message: string,
  normaliser: (valeur: string) => string | undefined,
) {
  return z
    .string({ error: message })
    .trim()
    .nullable()
    .transform((value, ctx): string | null => {
      if (value === null || value === '') return null;
      const normalise = normaliser(value);
      if (normalise === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return normalise;
    });
}

/** The `id` (a positive integer) and `nom` of a configuration item, with its own messages. */
export function identifiantEtNom(messageId: string, messageNom: string) {
  return { id: z.number({ error: messageId }).int().positive(), nom: texteRequis(messageNom) };
}
