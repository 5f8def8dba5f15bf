// POST /bureaux (docs/product-rules.md#calls): { nom } -> 201 with the created office.
import type { Bureau, CreateBureauInput } from '@umj/shared/bureau';
import { apiFetch } from '../../../lib/api-client.ts';

export const createBureau = (body: CreateBureauInput) =>
  apiFetch<Bureau>('/bureaux', { method: 'POST', body });
