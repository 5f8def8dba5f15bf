// POST /requerants: the create body of shared -> 201 with the requester (version 1).
import type { CreationRequerant, Requerant } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';

export const createRequerant = (body: CreationRequerant) =>
  apiFetch<Requerant>('/requerants', { method: 'POST', body });
