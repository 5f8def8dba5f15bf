// POST /requerants: the create body of shared -> 201 with the requester (version 1).
import type { CreateRequerantInput, Requerant } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';

export const createRequerant = (body: CreateRequerantInput) =>
  apiFetch<Requerant>('/requerants', { method: 'POST', body });
