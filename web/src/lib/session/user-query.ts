// GET /utilisateurs/moi (docs/product-rules.md#calls): the signed-in user, loaded when a token is stored (docs/product-rules.md#session). The
// user's schema (zod) is imported with the call: the signed-out pages load no schema library
// (first load).
import { queryOptions } from '@tanstack/react-query';
import type { Utilisateur } from '@umj/shared/utilisateur';
import { apiFetch } from '../api-client.ts';
import { tableKey } from '../query-keys.ts';

export const currentUserKey = tableKey('Utilisateur', 'moi');

export async function fetchCurrentUser(signal?: AbortSignal): Promise<Utilisateur> {
  const [{ utilisateurSchema }, body] = await Promise.all([
    import('../zod-francais.ts').then(() => import('@umj/shared/utilisateur')),
    apiFetch<unknown>('/utilisateurs/moi', { signal }),
  ]);
  return utilisateurSchema.parse(body);
}

/** Not retried: a refused or expired token ends the session at once (the session provider, the prefetch). */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
  });
}
