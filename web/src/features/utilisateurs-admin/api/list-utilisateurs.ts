// GET /utilisateurs (admin only): the users the caller may administer, with role, offices,
// account state, profile and version. Keyed under the Utilisateur table: a realtime change refetches.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UtilisateurAdmin } from '@umj/shared/utilisateur';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const utilisateursKey = tableKey('Utilisateur', 'administration');

export const listUtilisateurs = (signal?: AbortSignal) =>
  apiFetch<UtilisateurAdmin[]>('/utilisateurs', { signal });

export function utilisateursQueryOptions() {
  return queryOptions({ queryKey: utilisateursKey, queryFn: ({ signal }) => listUtilisateurs(signal) });
}

export function useUtilisateurs() {
  return useQuery(utilisateursQueryOptions());
}
