// PATCH /bureaux/{id} (docs/product-rules.md#calls): { nom?, logo?, version } -> 200 with the office; 409 VERSION_CONFLICT
// when the version read is no longer the stored one.
import type { Bureau, ModificationBureau } from '@umj/shared/bureau';
import { apiFetch } from '../../../lib/api-client.ts';

export const updateBureau = ({ id, ...body }: ModificationBureau & { id: string }) =>
  apiFetch<Bureau>(`/bureaux/${encodeURIComponent(id)}`, { method: 'PATCH', body });
