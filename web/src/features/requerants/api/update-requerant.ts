// PATCH /requerants/{id}: { champs…, version } -> 200 with the requester; 409 VERSION_CONFLICT when the
// version read is no longer the stored one (nothing written).
import type { Requerant, ModificationRequerant } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';

export const updateRequerant = ({ id, ...body }: ModificationRequerant & { id: string }) =>
  apiFetch<Requerant>(`/requerants/${encodeURIComponent(id)}`, { method: 'PATCH', body });
