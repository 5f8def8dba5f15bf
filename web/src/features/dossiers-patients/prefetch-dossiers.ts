// The patient-file list's route loader (render-as-you-fetch): the month's files of the selected offices
// are asked for as soon as the screen's module is loaded, while the signed-in layout's code still
// arrives, rather than after the layout and the screen have rendered (docs/architecture.md#first-load-of-the-spa).
// The queries are the screen's own (`dossiersQueryOptions` of the URL's filter and the header's
// selection), so the screen finds the answer under way or in the cache; the loader does not wait.
import type { QueryClient } from '@tanstack/react-query';
import { resolveNavigation } from '@umj/shared/routes';
import { dossiersQueryOptions } from '../../entities/dossier-patient/api/list-dossiers.ts';
import { lireFiltre } from '../../entities/dossier-patient/liste/filtre-liste.ts';
import { bureauxQueryOptions } from '../../lib/bureaux/bureaux-query.ts';
import { selectionDe } from '../../lib/bureaux/selection-storage.ts';
import { readToken } from '../../lib/session/token-storage.ts';
import { currentUserQueryOptions } from '../../lib/session/user-query.ts';

export async function prefetchDossiers(client: QueryClient, url: URL): Promise<void> {
  if (readToken() === null) return;
  const [user, bureaux] = await Promise.all([
    client.ensureQueryData(currentUserQueryOptions()),
    client.ensureQueryData(bureauxQueryOptions()),
  ]);
  // A user the guard sends elsewhere asks for nothing.
  const decision = resolveNavigation({ pathname: url.pathname, search: url.search, user, signedIn: true });
  if (decision.type !== 'render') return;
  const { filtre, erreur } = lireFiltre(url.searchParams, new Date());
  if (erreur !== null) return;
  const { ids } = selectionDe(user, bureaux);
  await Promise.all(ids.map((id) => client.prefetchQuery(dossiersQueryOptions(id, filtre))));
}
