// The configuration rules of shared/ (docs/product-rules.md#settings, docs/product-rules.md#errors) as input schemas for the HTTP layer: the shared
// validators decide, these only carry their message and field into a 400.
import * as z from 'zod';
import {
  entreesConfiguration,
  configurationPatchSchema,
  CONFIGURATION_KEYS,
  CONFIGURATION_VALUE_SCHEMAS,
  type ConfigurationKey,
  validerConfiguration,
  validerEntreeConfiguration,
  type ConfigurationEntry,
} from '@umj/shared/configuration';
import { avecVersion } from '@umj/shared/version';
import { problemeDEntree } from '../lib/http/input-limits.ts';

function fieldPath(field: string): string[] {
  return field.split('.');
}

/**
 * (input limits): a value's objects are checked like every body (unknown fields refused,
 * default maximums), its key's schema deciding; the field is the key then the path (`zones.0.x`).
 */
function problemeDeValeur(cle: ConfigurationKey, valeur: unknown, ctx: z.RefinementCtx): boolean {
  const probleme = problemeDEntree(CONFIGURATION_VALUE_SCHEMAS[cle], valeur, [cle]);
  if (probleme) ctx.addIssue({ code: 'custom', message: probleme.message, path: fieldPath(probleme.field) });
  return probleme !== undefined;
}

/** POST /configuration body: the list of the five `{cle, valeur}` entries. */
export const configurationPayloadSchema = z.unknown().transform((value, ctx): ConfigurationEntry[] => {
  if (Array.isArray(value)) {
    for (const [index, entry] of value.entries()) {
      if (typeof entry !== 'object' || entry === null) continue;
      const inconnu = Object.keys(entry).find((key) => key !== 'cle' && key !== 'valeur');
      if (inconnu !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `Champ inconnu : ${index}.${inconnu}`,
          path: [index, inconnu],
        });
        return z.NEVER;
      }
      const { cle, valeur } = entry as { cle?: unknown; valeur?: unknown };
      if (CONFIGURATION_KEYS.includes(cle as ConfigurationKey)) {
        if (problemeDeValeur(cle as ConfigurationKey, valeur, ctx)) return z.NEVER;
      }
    }
  }
  const result = validerConfiguration(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.message, path: fieldPath(result.field) });
    return z.NEVER;
  }
  return entreesConfiguration(result.valeur);
});

/**
 * PATCH /configuration/{cle} body: `{cle, valeur}` (docs/product-rules.md#calls) plus the `version` the client read, required
 * as on every PATCH (Data: concurrent edits never silently overwrite each other; 409 when stale).
 */
export const configurationUpdateSchema = configurationPatchSchema
  .extend(avecVersion)
  .transform((body, ctx) => {
    if (problemeDeValeur(body.cle, body.valeur, ctx)) return z.NEVER;
    const result = validerEntreeConfiguration(body.cle, body.valeur);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message, path: fieldPath(result.field) });
      return z.NEVER;
    }
    return { cle: body.cle, valeur: result.valeur, version: body.version };
  });

function decodeCle(raw: string): string {
  try {
    return raw.includes('%') ? decodeURIComponent(raw) : raw;
  } catch {
    return raw;
  }
}

/** `{cle}` path parameter, URL-encoded by the client (docs/product-rules.md#calls), NFC-normalised. */
export const clePathSchema = z.object({
  cle: z
    .string()
    .transform((raw) => decodeCle(raw).normalize('NFC'))
    .pipe(z.enum(CONFIGURATION_KEYS, { error: 'Clé de configuration inconnue' })),
});
