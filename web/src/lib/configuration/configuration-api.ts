// GET, POST and PATCH /configuration/ (spec §7) with the cache rules of §4/§7 and the messages of §8.
import type { BureauRef } from '@umj/shared/bureau';
import { lireReponsePatch, MESSAGES_CONFIGURATION, planifierInitialisation } from '@umj/shared/configuration';
import { buildDefaultConfiguration } from '@umj/shared/configuration-defaut';
import { apiFetch } from '../api-client.ts';
import { replaceCachedEntry, writeConfigurationCache } from './configuration-cache.ts';
import { isStoredEntry, type StoredConfigurationEntry } from './configuration-entry.ts';
import type { ConfirmUpdate } from './confirm-configuration-update.ts';

/**
 * Loads the configuration and refreshes the cache. An empty list means no configuration: with the
 * office list it is seeded from the offices (POST), without it 'Configuration impossible à initialiser'.
 * An invalid list is refused with 'Configuration Invalide' (logged, spec §8).
 */
export async function fetchConfiguration(
  bureaux?: readonly BureauRef[],
  signal?: AbortSignal,
): Promise<StoredConfigurationEntry[]> {
  const list = await apiFetch<unknown>('/configuration/', { signal });
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

/** Spec §7: the initial seed built from the list of offices, sent with POST /configuration/. */
export async function initializeConfiguration(
  bureaux: readonly BureauRef[],
): Promise<StoredConfigurationEntry[]> {
  const seed = buildDefaultConfiguration(bureaux, new Date());
  const created = await apiFetch<unknown>('/configuration/', { method: 'POST', body: seed });
  const entries = Array.isArray(created) && created.every(isStoredEntry) ? created : seed;
  writeConfigurationCache(entries);
  return entries;
}

/**
 * Asks for confirmation, then PATCHes one key. Returns null when the user refused (nothing sent);
 * otherwise the new list, after replacing that key in the cache. A missing or malformed answer is
 * 'Configuration Unavailable' / the key's own message.
 */
export async function updateConfiguration(
  entry: StoredConfigurationEntry,
  confirm: ConfirmUpdate,
): Promise<StoredConfigurationEntry[] | null> {
  if (!(await confirm())) return null;
  const answer = await apiFetch<unknown>(`/configuration/${encodeURIComponent(entry.cle)}`, {
    method: 'PATCH',
    body: entry,
  });
  const checked = lireReponsePatch(answer);
  if (!checked.ok) throw new Error(checked.message);
  const version = (answer as { version?: unknown }).version;
  return replaceCachedEntry(typeof version === 'number' ? { ...checked.valeur, version } : checked.valeur);
}
