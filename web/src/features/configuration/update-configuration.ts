// PATCH /configuration/{cle} (docs/product-rules.md#calls): confirmation dialog first (refusal sends nothing), the version
// the SPA read (the server answers 409 when someone else changed the key since), the cache key replaced
// after success (docs/product-rules.md#statuses). Fetcher and mutation hook.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lireReponsePatch } from '@umj/shared/configuration';
import i18next from 'i18next';
import { apiFetch } from '../../lib/api-client.ts';
import { ApiError, estConflit } from '../../lib/api-error.ts';
import { readConfigurationCache, replaceCachedEntry } from './configuration-cache.ts';
import type { StoredConfigurationEntry } from './configuration-entry.ts';
import { confirmConfigurationUpdate, type ConfirmUpdate } from './confirm-configuration-update.ts';
import { configurationKey } from './get-configuration.ts';

/** The entry with the version it was read with: its own, else the cached one of its key. */
function withReadVersion(entry: StoredConfigurationEntry): StoredConfigurationEntry {
  if (entry.version !== undefined) return entry;
  const version = readConfigurationCache()?.find((cached) => cached.cle === entry.cle)?.version;
  return version === undefined ? entry : { ...entry, version };
}

/**
 * Asks for confirmation, then PATCHes one key. Returns null when the user refused (nothing sent);
 * otherwise the new list, after replacing that key in the cache. A missing or malformed answer is
 * 'Configuration Unavailable' / the key's own message; a stale version (VERSION_CONFLICT) the French "changed in the meantime" text.
 */
export async function updateConfiguration(
  entry: StoredConfigurationEntry,
  confirm: ConfirmUpdate,
): Promise<StoredConfigurationEntry[] | null> {
  if (!(await confirm())) return null;
  const { cle, valeur, version } = withReadVersion(entry);
  const answer = await apiFetch<unknown>(`/configuration/${encodeURIComponent(cle)}`, {
    method: 'PATCH',
    body: version === undefined ? { cle, valeur } : { cle, valeur, version },
  }).catch((error: unknown) => {
    // Still an ApiError with its VERSION_CONFLICT code (the screens' dialogs re-read and merge on it),
    // with the French "changed in the meantime" text as its message.
    if (estConflit(error)) {
      throw new ApiError(error.status, error.statusText, {
        ...error.body,
        message: i18next.t('session:configurationConflict'),
      });
    }
    throw error;
  });
  const checked = lireReponsePatch(answer);
  if (!checked.ok) throw new Error(checked.message);
  const newVersion = (answer as { version?: unknown }).version;
  return replaceCachedEntry(
    typeof newVersion === 'number' ? { ...checked.valeur, version: newVersion } : checked.valeur,
  );
}

/**
 * `mutate(entry)`: confirmation dialog, PATCH, cache key replaced. Data is null when refused. On any
 * failure (VERSION_CONFLICT included) the configuration is read again, so a new attempt sends the current version.
 */
export function useUpdateConfiguration(confirm: ConfirmUpdate = confirmConfigurationUpdate) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: StoredConfigurationEntry) => updateConfiguration(entry, confirm),
    onSuccess: (entries) => {
      if (entries) queryClient.setQueryData(configurationKey, entries);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: configurationKey }),
  });
}
