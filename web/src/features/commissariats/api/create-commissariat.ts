// POST /commissariats: the create body of shared -> 201 with the police station (version 1).
import type { Commissariat, CreateCommissariatInput } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';

export const createCommissariat = (body: CreateCommissariatInput) =>
  apiFetch<Commissariat>('/commissariats', { method: 'POST', body });
