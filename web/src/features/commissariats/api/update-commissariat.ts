// PATCH /commissariats/{id}: { champs…, version } -> 200 with the police station; 409 VERSION_CONFLICT
// when the version read is no longer the stored one (nothing written).
import type { Commissariat, ModificationCommissariat } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';

export const updateCommissariat = ({ id, ...body }: ModificationCommissariat & { id: string }) =>
  apiFetch<Commissariat>(`/commissariats/${encodeURIComponent(id)}`, { method: 'PATCH', body });
