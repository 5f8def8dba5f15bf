// The configuration rules of shared/ (spec §5, §8) as input schemas for the HTTP layer: the shared
// validators decide, these only carry their message and field into a 400.
import * as z from 'zod';
import {
  configurationEntries,
  configurationPatchSchema,
  CONFIGURATION_KEYS,
  validateConfiguration,
  validateConfigurationEntry,
  type ConfigurationEntry,
} from '@umj/shared/configuration';
import { avecVersion } from '@umj/shared/version';

function fieldPath(field: string): string[] {
  return field.split('.');
}

/** POST /configuration body: the list of the five `{cle, valeur}` entries. */
export const configurationPayloadSchema = z.unknown().transform((value, ctx): ConfigurationEntry[] => {
  const result = validateConfiguration(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.message, path: fieldPath(result.field) });
    return z.NEVER;
  }
  return configurationEntries(result.valeur);
});

/**
 * PATCH /configuration/{cle} body: `{cle, valeur}` (spec §7) plus the `version` the client read, required
 * as on every PATCH (issue 3 Data: concurrent edits never silently overwrite each other; 409 when stale).
 */
export const configurationUpdateSchema = configurationPatchSchema
  .extend(avecVersion)
  .transform((body, ctx) => {
    const result = validateConfigurationEntry(body.cle, body.valeur);
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

/** `{cle}` path parameter, URL-encoded by the client (spec §7), NFC-normalised. */
export const clePathSchema = z.object({
  cle: z
    .string()
    .transform((raw) => decodeCle(raw).normalize('NFC'))
    .pipe(z.enum(CONFIGURATION_KEYS, { error: 'Clé de configuration inconnue' })),
});
