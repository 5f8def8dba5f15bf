// The header's quick search: GET /bureaux/{bureauId}/dossiers-patients?du&au&nom&limite, one
// page only (the first `limite` matches of the period), for each selected office and each period of
// recherche-rapide.ts. Key ['DossierPatient', bureauId, 'recherche', ...]: a realtime change refreshes it.
import { useQueries } from '@tanstack/react-query';
import type { PageDossiers } from '@umj/shared/dossiers-api';
import { apiFetch } from '../../../../lib/api-client.ts';
import { tableKey } from '../../../../lib/query-keys.ts';
import { RESULTATS_PAR_APPEL, type PeriodeRecherche, type Resultat } from '../recherche-rapide.ts';

export async function chercherDossiers(
  bureauId: string,
  periode: PeriodeRecherche,
  nom: string,
  signal?: AbortSignal,
): Promise<Resultat[]> {
  const params = new URLSearchParams({ ...periode, nom, limite: String(RESULTATS_PAR_APPEL) });
  const page = await apiFetch<PageDossiers>(
    `/bureaux/${encodeURIComponent(bureauId)}/dossiers-patients?${params.toString()}`,
    { signal },
  );
  return page.elements.map((d) => ({ ...d, bureauId }));
}

export interface RechercheEnCours {
  /** Every answer so far (offices and periods merged), undefined while none answered. */
  data: Resultat[] | undefined;
  isFetching: boolean;
  /** The first failure when every call failed (some answers are still shown otherwise). */
  error: unknown;
}

/** Runs the calls for `q` (null: nothing is asked). */
export function useRechercheDossiers(
  bureauIds: readonly string[],
  periodes: readonly PeriodeRecherche[],
  q: string | null,
): RechercheEnCours {
  const appels =
    q === null ? [] : bureauIds.flatMap((bureauId) => periodes.map((periode) => ({ bureauId, periode })));
  const results = useQueries({
    queries: appels.map(({ bureauId, periode }) => ({
      queryKey: tableKey('DossierPatient', bureauId, 'recherche', q, periode.du, periode.au),
      queryFn: ({ signal }: { signal: AbortSignal }) => chercherDossiers(bureauId, periode, q ?? '', signal),
      staleTime: 30_000,
    })),
  });
  const answered = results.filter((r) => r.isSuccess);
  const failed = results.filter((r) => r.isError);
  return {
    data: answered.length === 0 ? undefined : answered.flatMap((r) => r.data ?? []),
    isFetching: results.some((r) => r.isFetching),
    error: failed.length > 0 && failed.length === results.length ? failed[0]?.error : null,
  };
}
