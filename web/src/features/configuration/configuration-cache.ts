// Local cache of the configuration (docs/product-rules.md#calls): localStorage key `configuration`, the list of entries as the
// API gives them (versions kept for the next PATCH); after a successful update of one key only that key's
// value is replaced (docs/product-rules.md#statuses).
import { remplacerDansCache } from '@umj/shared/configuration';
import { requestSignOut } from '../../lib/session/session-events.ts';
import { isStoredEntry, type StoredConfigurationEntry } from './configuration-entry.ts';

export const CONFIGURATION_STORAGE_KEY = 'configuration';

export function readConfigurationCache(): StoredConfigurationEntry[] | null {
  const raw = globalThis.localStorage?.getItem(CONFIGURATION_STORAGE_KEY);
  if (raw == null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every(isStoredEntry) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeConfigurationCache(entries: readonly StoredConfigurationEntry[]): void {
  globalThis.localStorage?.setItem(CONFIGURATION_STORAGE_KEY, JSON.stringify(entries));
}

/** Replaces (or adds) the entry of `updated.cle` in the stored cache (shared rule of docs/product-rules.md#statuses). */
export function replaceCachedEntry(updated: StoredConfigurationEntry): StoredConfigurationEntry[] {
  const next = remplacerDansCache(readConfigurationCache() ?? [], updated);
  writeConfigurationCache(next);
  return next;
}

/**
 * docs/product-rules.md#calls: reading the cache when it is missing and no office list is given fires the sign-out event
 * (the next sign-in loads it again). Returns null in that case.
 */
export function requireConfigurationCache(bureaux?: readonly unknown[]): StoredConfigurationEntry[] | null {
  const cached = readConfigurationCache();
  if (cached === null && bureaux === undefined) requestSignOut();
  return cached;
}
