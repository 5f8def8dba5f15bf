// GET /bureaux/{b}/bordereaux/alertes → { elements }: the files validated long ago and not billed, near
// or past the billing limit. Read by the bordereau list's warning panel and the menu badge: one key and
// one raw answer, so both share one request; realtime 'DossierPatient' refreshes it.
import { queryOptions } from '@tanstack/react-query';
import type { AlerteFacturation, ListeAlertesFacturation } from '@umj/shared/bordereaux';
import { apiFetch } from '../../../lib/api-client.ts';
import { useListeParBureau } from '../../../lib/bureaux/liste-par-bureau.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const cheminBordereaux = (bureauId: string) => `/bureaux/${encodeURIComponent(bureauId)}/bordereaux`;

export type AlerteDuBureau = AlerteFacturation & { bureauId: string };

export const alertesFacturationKey = (bureauId: string) =>
  tableKey('DossierPatient', bureauId, 'alertes-facturation');

export function alertesFacturationQueryOptions(bureauId: string) {
  return queryOptions({
    queryKey: alertesFacturationKey(bureauId),
    queryFn: ({ signal }) =>
      apiFetch<ListeAlertesFacturation>(`${cheminBordereaux(bureauId)}/alertes`, { signal }),
  });
}

/** The billing-limit warnings of every selected office, each with its office id. */
export function useAlertesFacturation(bureauIds: readonly string[], enabled = true) {
  return useListeParBureau({
    bureauIds,
    requete: alertesFacturationQueryOptions,
    fusionner: (reponses: ListeAlertesFacturation[], ids) =>
      reponses.flatMap((r, i) =>
        r.elements.map((a): AlerteDuBureau => ({ ...a, bureauId: ids[i] as string })),
      ),
    enabled,
  });
}
