// POST /bureaux (docs/product-rules.md#calls): { nom } -> 201 with the created office.
import type { Bureau, CreationBureau } from '@umj/shared/bureau';
import { apiFetch } from '../../../lib/api-client.ts';

export const createBureau = (body: CreationBureau) => apiFetch<Bureau>('/bureaux', { method: 'POST', body });
