// Hooks for the configuration screens: the cached list (query key ['Configuration']), one key's value,
// and the confirmed update.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConfigurationKey, ConfigurationValue } from '@umj/shared/configuration';
import { tableKey } from '../query-keys.ts';
import { fetchConfiguration, updateConfiguration } from './configuration-api.ts';
import { readConfigurationCache } from './configuration-cache.ts';
import type { StoredConfigurationEntry } from './configuration-entry.ts';
import { confirmConfigurationUpdate, type ConfirmUpdate } from './confirm-configuration-update.ts';

export const configurationKey = tableKey('Configuration');

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

/** The value of one configuration key, undefined until loaded. */
export function useConfigurationValue<K extends ConfigurationKey>(cle: K): ConfigurationValue<K> | undefined {
  const { data } = useConfiguration();
  return data?.find((entry) => entry.cle === cle)?.valeur as ConfigurationValue<K> | undefined;
}

/** `mutate(entry)`: confirmation dialog, PATCH, cache key replaced. Data is null when refused. */
export function useUpdateConfiguration(confirm: ConfirmUpdate = confirmConfigurationUpdate) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: StoredConfigurationEntry) => updateConfiguration(entry, confirm),
    onSuccess: (entries) => {
      if (entries) queryClient.setQueryData(configurationKey, entries);
    },
  });
}
