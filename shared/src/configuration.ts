// docs/product-rules.md#entities (Configuration entry: cle and valeur; the five known keys), docs/product-rules.md#settings (Settings and configuration),
// docs/product-rules.md#calls (GET/POST/PATCH /configuration) and docs/product-rules.md#errors (configuration messages).
import * as z from 'zod';
import { periodeSchema } from './periodes.ts';
import { MESSAGES_REGLAGES, reglagesSchema } from './reglages.ts';
import { typeExamenSchema } from './types-examen.ts';
import { creneauSchema, zoneSchema } from './zones-creneaux.ts';

export const CONFIGURATION_KEYS = [
  'périodesDeTemps',
  'zones',
  'créneaux',
  'typesDExamen',
  'réglages',
] as const;
export type ConfigurationKey = (typeof CONFIGURATION_KEYS)[number];

export const MESSAGES_CONFIGURATION = {
  ...MESSAGES_REGLAGES,
  configurationInvalide: 'Configuration Invalide',
  impossibleAInitialiser: 'Configuration impossible à initialiser',
  indisponible: 'Configuration Unavailable',
} as const;

/** Schema of each key's value. Lists must have unique ids. */
export const CONFIGURATION_VALUE_SCHEMAS = {
  périodesDeTemps: idsUniques(periodeSchema, 'Deux périodes ont le même identifiant'),
  zones: idsUniques(zoneSchema, 'Deux zones ont le même identifiant'),
  créneaux: idsUniques(creneauSchema, 'Deux créneaux ont le même identifiant'),
  typesDExamen: idsUniques(typeExamenSchema, "Deux types d'examen ont le même identifiant"),
  réglages: reglagesSchema,
} as const;

function idsUniques<T extends z.ZodType<{ id: number }>>(item: T, message: string) {
  return z
    .array(item, { error: MESSAGES_CONFIGURATION.configurationInvalide })
    .refine((list) => new Set(list.map((x) => x.id)).size === list.length, message);
}

export type ConfigurationValue<K extends ConfigurationKey> = z.infer<(typeof CONFIGURATION_VALUE_SCHEMAS)[K]>;
export type Configuration = { [K in ConfigurationKey]: ConfigurationValue<K> };
export type ConfigurationEntry = {
  [K in ConfigurationKey]: { cle: K; valeur: ConfigurationValue<K> };
}[ConfigurationKey];

const cleSchema = z.enum(CONFIGURATION_KEYS, { error: MESSAGES_CONFIGURATION.configurationInvalide });

/** One configuration entry `{cle, valeur}`, the value checked against its key's schema. */
export const configurationEntrySchema = z.discriminatedUnion(
  'cle',
  [
    z.object({ cle: z.literal('périodesDeTemps'), valeur: CONFIGURATION_VALUE_SCHEMAS.périodesDeTemps }),
    z.object({ cle: z.literal('zones'), valeur: CONFIGURATION_VALUE_SCHEMAS.zones }),
    z.object({ cle: z.literal('créneaux'), valeur: CONFIGURATION_VALUE_SCHEMAS.créneaux }),
    z.object({ cle: z.literal('typesDExamen'), valeur: CONFIGURATION_VALUE_SCHEMAS.typesDExamen }),
    z.object({ cle: z.literal('réglages'), valeur: CONFIGURATION_VALUE_SCHEMAS.réglages }),
  ],
  { error: MESSAGES_CONFIGURATION.configurationInvalide },
);

/** PATCH /configuration/{cle} body (docs/product-rules.md#calls: cle and valeur). */
export const configurationPatchSchema = z.object({ cle: cleSchema, valeur: z.unknown() });

export type ValidationResult<T> = { ok: true; valeur: T } | { ok: false; message: string; field: string };

function premierProbleme(error: z.ZodError, prefixe: string): { message: string; field: string } {
  const issue = error.issues[0] as z.core.$ZodIssue;
  return { message: issue.message, field: [prefixe, ...issue.path.map(String)].join('.') };
}

/**
 * Validates the value of one key (POST and PATCH /configuration, forms of the configuration screens).
 * `field` is the key followed by the path of the first problem (e.g. 'réglages.montantTVA').
 */
export function validerEntreeConfiguration<K extends ConfigurationKey>(
  cle: K,
  valeur: unknown,
): ValidationResult<ConfigurationValue<K>>;
export function validerEntreeConfiguration(cle: unknown, valeur: unknown): ValidationResult<unknown>;
export function validerEntreeConfiguration(cle: unknown, valeur: unknown): ValidationResult<unknown> {
  const cleParsed = cleSchema.safeParse(cle);
  if (!cleParsed.success)
    return { ok: false, message: MESSAGES_CONFIGURATION.configurationInvalide, field: 'cle' };
  const parsed = CONFIGURATION_VALUE_SCHEMAS[cleParsed.data].safeParse(valeur);
  if (!parsed.success) return { ok: false, ...premierProbleme(parsed.error, cleParsed.data) };
  return { ok: true, valeur: parsed.data };
}

/**
 * docs/product-rules.md#settings: a configuration is valid only with exactly as many entries as known keys and all five values
 * present; else 'Configuration Invalide'. Each present value must then pass its key's schema (the
 * message is that value's own, e.g. 'Réglages: TVA invalide').
 */
export function validerConfiguration(entries: unknown): ValidationResult<Configuration> {
  const invalide = {
    ok: false as const,
    message: MESSAGES_CONFIGURATION.configurationInvalide,
    field: 'configuration',
  };
  if (!Array.isArray(entries) || entries.length !== CONFIGURATION_KEYS.length) return invalide;
  const configuration: Partial<Record<ConfigurationKey, unknown>> = {};
  for (const cle of CONFIGURATION_KEYS) {
    const entry = entries.find((e: unknown) => (e as { cle?: unknown } | null)?.cle === cle) as
      | { valeur?: unknown }
      | undefined;
    if (entry?.valeur == null) return invalide;
    const result = validerEntreeConfiguration(cle, entry.valeur);
    if (!result.ok) return result;
    configuration[cle] = result.valeur;
  }
  return { ok: true, valeur: configuration as Configuration };
}

/** The entries of a configuration in the keys' order (what POST /configuration sends). */
export function entreesConfiguration(configuration: Configuration): ConfigurationEntry[] {
  return CONFIGURATION_KEYS.map((cle) => ({ cle, valeur: configuration[cle] }) as ConfigurationEntry);
}

/**
 * docs/product-rules.md#calls: the answer to a configuration PATCH is `{cle, valeur}`; a missing answer is
 * 'Configuration Unavailable'.
 */
export function lireReponsePatch(reponse: unknown): ValidationResult<ConfigurationEntry> {
  if (reponse == null)
    return { ok: false, message: MESSAGES_CONFIGURATION.indisponible, field: 'configuration' };
  const { cle, valeur } = reponse as { cle?: unknown; valeur?: unknown };
  const result = validerEntreeConfiguration(cle, valeur);
  return result.ok ? { ok: true, valeur: { cle, valeur: result.valeur } as ConfigurationEntry } : result;
}

/**
 * docs/product-rules.md#statuses Configuration cache: after a successful update of one key, that key's cached entry is replaced
 * (added when the cache lacked it); every other entry is kept as it was. The cache is the list of entries
 * as the API lists them (docs/product-rules.md#calls), each possibly with the version it was read with.
 */
export function remplacerDansCache<E extends { cle: ConfigurationKey }>(
  entries: readonly E[],
  entry: E,
): E[] {
  return entries.some((e) => e.cle === entry.cle)
    ? entries.map((e) => (e.cle === entry.cle ? entry : e))
    : [...entries, entry];
}

export type InitialisationConfiguration =
  | { kind: 'utiliser'; configuration: Configuration }
  | { kind: 'initialiser' }
  | { kind: 'refusé'; message: string };

/**
 * docs/product-rules.md#calls (Local cache) and docs/product-rules.md#errors: what to do with the configuration read from the server. An empty list
 * means no configuration: it is seeded from the offices, which needs the office list (without it:
 * 'Configuration impossible à initialiser'). A non-empty list must be valid ('Configuration Invalide').
 */
export function planifierInitialisation(
  entries: readonly unknown[],
  bureauxConnus: boolean,
): InitialisationConfiguration {
  if (entries.length === 0) {
    return bureauxConnus
      ? { kind: 'initialiser' }
      : { kind: 'refusé', message: MESSAGES_CONFIGURATION.impossibleAInitialiser };
  }
  const result = validerConfiguration(entries);
  return result.ok
    ? { kind: 'utiliser', configuration: result.valeur }
    : { kind: 'refusé', message: result.message };
}
