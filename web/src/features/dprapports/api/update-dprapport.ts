// PATCH /dprapports/{id} (administrator): { champs…, version } -> 200 with the report type; 409
// VERSION_CONFLICT when the version read is no longer the stored one (nothing written).
import type { DpRapport, ModificationDpRapport } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';

export const updateDpRapport = ({ id, ...body }: ModificationDpRapport & { id: string }) =>
  apiFetch<DpRapport>(`/dprapports/${encodeURIComponent(id)}`, { method: 'PATCH', body });
