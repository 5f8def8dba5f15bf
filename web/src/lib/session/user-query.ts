// GET /utilisateurs/moi (spec §7): the signed-in user, loaded when a token is stored (spec §4).
import { queryOptions } from '@tanstack/react-query';
import { utilisateurSchema, type Utilisateur } from '@umj/shared/utilisateur';
import { apiFetch } from '../api-client.ts';
import { tableKey } from '../query-keys.ts';

export const currentUserKey = tableKey('Utilisateur', 'moi');

export async function fetchCurrentUser(signal?: AbortSignal): Promise<Utilisateur> {
  return utilisateurSchema.parse(await apiFetch<unknown>('/utilisateurs/moi', { signal }));
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: currentUserKey, queryFn: ({ signal }) => fetchCurrentUser(signal) });
}
