// POST /commissariats: the create body of shared -> 201 with the police station (version 1).
import type { Commissariat, CreationCommissariat } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';

export const createCommissariat = (body: CreationCommissariat) =>
  apiFetch<Commissariat>('/commissariats', { method: 'POST', body });
