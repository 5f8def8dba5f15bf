// One value of the configuration as the configuration screens use it (zones, créneaux, typesDExamen,
// périodesDeTemps lists; the réglages object): the value, the entry's version, `save(change, version)`
// = the change applied to the value as last read and sent by one PATCH /configuration/{cle} after the
// confirmation of docs/product-rules.md#calls, and `reload()` after a VERSION_CONFLICT (the screen keeps what the user typed
// and shows the newer values).
import { useQueryClient } from '@tanstack/react-query';
import type { ConfigurationKey, ConfigurationValue } from '@umj/shared/configuration';
import i18next from 'i18next';
import type { StoredConfigurationEntry } from './configuration-entry.ts';
import { configurationKey, configurationQueryOptions, useConfiguration } from './get-configuration.ts';
import { useUpdateConfiguration } from './update-configuration.ts';

export type ListKey = 'zones' | 'créneaux' | 'typesDExamen' | 'périodesDeTemps';
export type ItemOf<K extends ListKey> = ConfigurationValue<K>[number];

/** The user refused the confirmation of docs/product-rules.md#calls: nothing was sent. */
export class ConfirmationRefusee extends Error {
  constructor() {
    super(i18next.t('configuration:rienEnvoye'));
    this.name = 'ConfirmationRefusee';
  }
}

function entryOf(entries: readonly StoredConfigurationEntry[] | undefined, cle: ConfigurationKey) {
  return entries?.find((entry) => entry.cle === cle);
}

export function useConfigurationEntry<K extends ConfigurationKey>(cle: K) {
  const queryClient = useQueryClient();
  const query = useConfiguration();
  const update = useUpdateConfiguration();
  const entry = entryOf(query.data, cle);

  /** Applies `change` to the value as last read and PATCHes it with `version` (default: the one read). */
  const save = async (
    change: (value: ConfigurationValue<K>) => ConfigurationValue<K>,
    version?: number,
  ): Promise<void> => {
    const latest = entryOf(queryClient.getQueryData(configurationKey), cle);
    const sent = await update.mutateAsync({
      cle,
      valeur: change(latest?.valeur as ConfigurationValue<K>),
      version: version ?? latest?.version,
    } as StoredConfigurationEntry);
    if (sent === null) throw new ConfirmationRefusee();
  };

  /** Reads the configuration again: the value and the version stored now. */
  const reload = async (): Promise<{
    value: ConfigurationValue<K> | undefined;
    version: number | undefined;
  }> => {
    const entries = await queryClient.fetchQuery({ ...configurationQueryOptions(), staleTime: 0 });
    const fresh = entryOf(entries, cle);
    return { value: fresh?.valeur as ConfigurationValue<K> | undefined, version: fresh?.version };
  };

  return {
    value: entry?.valeur as ConfigurationValue<K> | undefined,
    version: entry?.version,
    query,
    save,
    reload,
  };
}

/** A list value: its items, and `save` changing the item list (an absent list counts as empty). */
export function useConfigurationList<K extends ListKey>(cle: K) {
  const { value, version, query, save, reload } = useConfigurationEntry(cle);
  type Items = ItemOf<K>[];
  return {
    items: value as Items | undefined,
    version,
    query,
    save: (change: (items: Items) => Items, readVersion?: number) =>
      save((list) => change((list ?? []) as Items) as ConfigurationValue<K>, readVersion),
    reload: async () => {
      const latest = await reload();
      return { items: (latest.value ?? []) as Items, version: latest.version };
    },
  };
}
