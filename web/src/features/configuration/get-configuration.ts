// GET /configuration (docs/product-rules.md#calls): fetcher, query options (key ['Configuration']) and hooks. An empty list
// means no configuration: with the office list it is seeded (create-configuration.ts), without it
// 'Configuration impossible à initialiser'; an invalid list is 'Configuration Invalide' (logged, docs/product-rules.md#errors).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BureauRef } from '@umj/shared/bureau';
import { MESSAGES_CONFIGURATION, planifierInitialisation } from '@umj/shared/configuration';
import { apiFetch } from '../../lib/api-client.ts';
import { tableKey } from '../../lib/query-keys.ts';
import { readConfigurationCache, writeConfigurationCache } from './configuration-cache.ts';
import { isStoredEntry, type StoredConfigurationEntry } from './configuration-entry.ts';
import { initializeConfiguration } from './create-configuration.ts';

export const configurationKey = tableKey('Configuration');

/** Loads the configuration and refreshes the cache (localStorage key `configuration`). */
export async function fetchConfiguration(
  bureaux?: readonly BureauRef[],
  signal?: AbortSignal,
): Promise<StoredConfigurationEntry[]> {
  const list = await apiFetch<unknown>('/configuration', { signal });
  const entries = Array.isArray(list) ? list.filter(isStoredEntry) : [];
  const plan = planifierInitialisation(entries, bureaux !== undefined);
  if (plan.kind === 'refusé') {
    if (plan.message === MESSAGES_CONFIGURATION.configurationInvalide) console.warn(plan.message, list);
    throw new Error(plan.message);
  }
  if (plan.kind === 'initialiser') return initializeConfiguration(bureaux ?? []);
  writeConfigurationCache(entries);
  return entries;
}

export function configurationQueryOptions() {
  return queryOptions({
    queryKey: configurationKey,
    queryFn: ({ signal }) => fetchConfiguration(undefined, signal),
    // The cached copy is shown at once, then refreshed from the API.
    initialData: () => readConfigurationCache() ?? undefined,
    initialDataUpdatedAt: 0,
  });
}

export function useConfiguration() {
  return useQuery(configurationQueryOptions());
}
