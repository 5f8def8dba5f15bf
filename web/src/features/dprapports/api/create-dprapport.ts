// POST /dprapports: the create body of shared (administrator) -> 201 with the report type (version 1).
import type { CreationDpRapport, DpRapport } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';

export const createDpRapport = (body: CreationDpRapport) =>
  apiFetch<DpRapport>('/dprapports', { method: 'POST', body });
