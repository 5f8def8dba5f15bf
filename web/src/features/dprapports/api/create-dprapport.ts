// POST /dprapports: the create body of shared (administrator) -> 201 with the report type (version 1).
import type { CreateDpRapportInput, DpRapport } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';

export const createDpRapport = (body: CreateDpRapportInput) =>
  apiFetch<DpRapport>('/dprapports', { method: 'POST', body });
