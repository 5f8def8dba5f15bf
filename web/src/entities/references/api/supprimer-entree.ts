// DELETE <path>/{id} of a reference list's entry (police station, requester, blank document, report
// type): body { version } (the one read) -> 200 { id }; 409 when the entry changed since it was read.
import type { SuppressionEntree } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';

export const supprimerEntree =
  (path: string) =>
  ({ id, version }: { id: string; version: number }) => {
    const body: SuppressionEntree = { version };
    return apiFetch<{ id: string }>(`${path}/${encodeURIComponent(id)}`, { method: 'DELETE', body });
  };
