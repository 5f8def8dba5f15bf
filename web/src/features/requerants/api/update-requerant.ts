// PATCH /requerants/{id}: { champs…, version } -> 200 with the requester; 409 VERSION_CONFLICT when the
// version read is no longer the stored one (nothing written).
import type { Requerant, UpdateRequerantInput } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';

export const updateRequerant = ({ id, ...body }: UpdateRequerantInput & { id: string }) =>
  apiFetch<Requerant>(`/requerants/${encodeURIComponent(id)}`, { method: 'PATCH', body });
