// GET /configuration read for the reference values other screens choose from: the exam types (with
// their tariffs and VAT flag; docs/product-rules.md#money when the configuration holds none, as the server checks them)
// and the settings (their defaults when absent or invalid). Without the configuration screens' local
// cache and seeding (features/configuration/get-configuration.ts). Keys start with 'Configuration':
// a realtime Configuration change refetches them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REGLAGES_DEFAUT, reglagesSchema, type Reglages } from '@umj/shared/reglages';
import { TYPES_EXAMEN_DEFAUT, type TypeExamen } from '@umj/shared/types-examen';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export interface ReferencesConfiguration {
  typesExamen: readonly TypeExamen[];
  reglages: Reglages;
}

export async function fetchReferencesConfiguration(signal?: AbortSignal): Promise<ReferencesConfiguration> {
  const entries = await apiFetch<{ cle: string; valeur: unknown }[]>('/configuration', { signal });
  const valeur = (cle: string) =>
    Array.isArray(entries) ? entries.find((e) => e.cle === cle)?.valeur : undefined;
  const types = valeur('typesDExamen');
  const reglages = reglagesSchema.safeParse(valeur('réglages'));
  return {
    typesExamen: Array.isArray(types) ? (types as TypeExamen[]) : TYPES_EXAMEN_DEFAUT,
    reglages: reglages.success ? reglages.data : REGLAGES_DEFAUT,
  };
}

/** Exam types and settings (the patient file's amounts prefill). Key ['Configuration', 'dossiers-patients']. */
export function referencesConfigurationQueryOptions() {
  return queryOptions({
    queryKey: tableKey('Configuration', 'dossiers-patients'),
    queryFn: ({ signal }) => fetchReferencesConfiguration(signal),
  });
}

export function useReferencesConfiguration() {
  return useQuery(referencesConfigurationQueryOptions());
}

/** The exam types alone (what a report type may concern). Key ['Configuration', 'typesDExamen']. */
export function typesExamenQueryOptions() {
  return queryOptions({
    queryKey: tableKey('Configuration', 'typesDExamen'),
    queryFn: async ({ signal }) => (await fetchReferencesConfiguration(signal)).typesExamen,
  });
}

export function useTypesExamen() {
  return useQuery(typesExamenQueryOptions());
}
