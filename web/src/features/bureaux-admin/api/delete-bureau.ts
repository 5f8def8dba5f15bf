// DELETE /bureaux (docs/product-rules.md#calls): body { ids, versions: { [id]: version } } -> 200 { ids }, then the list
// reloads. 409 VERSION_CONFLICT when the office changed since it was read, 409 when it still has users
// (the server's French message is shown). The screen deletes one office at a time (the one named in
// the confirmation).
import type { Bureau, SuppressionBureaux } from '@umj/shared/bureau';
import { apiFetch } from '../../../lib/api-client.ts';

export const deleteBureau = (bureau: Pick<Bureau, 'id' | 'version'>) => {
  const body: SuppressionBureaux = { ids: [bureau.id], versions: { [bureau.id]: bureau.version } };
  return apiFetch<{ ids: string[] }>('/bureaux', { method: 'DELETE', body });
};
