// POST /configuration (docs/product-rules.md#calls): the initial seed built from the list of offices.
import type { BureauRef } from '@umj/shared/bureau';
import { entreesConfigurationParDefaut } from '@umj/shared/configuration-defaut';
import { apiFetch } from '../../lib/api-client.ts';
import { writeConfigurationCache } from './configuration-cache.ts';
import { isStoredEntry, type StoredConfigurationEntry } from './configuration-entry.ts';

export async function initializeConfiguration(
  bureaux: readonly BureauRef[],
): Promise<StoredConfigurationEntry[]> {
  const seed = entreesConfigurationParDefaut(bureaux, new Date());
  const created = await apiFetch<unknown>('/configuration', { method: 'POST', body: seed });
  const entries = Array.isArray(created) && created.every(isStoredEntry) ? created : seed;
  writeConfigurationCache(entries);
  return entries;
}
