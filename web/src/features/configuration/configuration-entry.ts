// A configuration entry as the API lists it: the shared `{cle, valeur}` plus the optimistic-lock version
// that a PATCH sends back (docs/product-rules.md#calls; 409 when the stored version has moved on).
import type { ConfigurationEntry } from '@umj/shared/configuration';

export type StoredConfigurationEntry = ConfigurationEntry & { version?: number };

export function isStoredEntry(value: unknown): value is StoredConfigurationEntry {
  return typeof value === 'object' && value !== null && typeof (value as { cle?: unknown }).cle === 'string';
}
