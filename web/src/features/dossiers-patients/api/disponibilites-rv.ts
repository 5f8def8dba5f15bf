// Issue 9 examiners' appointment hours: GET /bureaux/{bureauId}/disponibilites-rv?du&au[&examinateur]
// (one DisponibiliteRv per examiner of the office having declared something; absent = nothing declared)
// and PUT of one examiner's whole pattern and exceptions with the version read (409 VERSION_CONFLICT).
// Keyed under the DisponibiliteRv table: another user's change refetches through the realtime socket.
import { queryOptions, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import {
  enregistrementDisponibiliteRvSchema,
  type DisponibiliteRv,
  type EnregistrementDisponibiliteRv,
} from '@umj/shared/disponibilites-rv';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export interface FiltreDisponibilitesRv {
  /** YYYY-MM-DD, both included. */
  du: string;
  au: string;
  examinateur?: string;
}

const base = (bureauId: string) => `/bureaux/${encodeURIComponent(bureauId)}/disponibilites-rv`;

export const disponibilitesRvKey = (bureauId: string, filtre: FiltreDisponibilitesRv) =>
  tableKey('DisponibiliteRv', bureauId, filtre);

export async function listDisponibilitesRv(
  bureauId: string,
  filtre: FiltreDisponibilitesRv,
  signal?: AbortSignal,
): Promise<DisponibiliteRv[]> {
  const params = new URLSearchParams({ du: filtre.du, au: filtre.au });
  if (filtre.examinateur) params.set('examinateur', filtre.examinateur);
  const page = await apiFetch<{ elements: DisponibiliteRv[] }>(`${base(bureauId)}?${params.toString()}`, {
    signal,
  });
  return page.elements;
}

export function disponibilitesRvQueryOptions(bureauId: string, filtre: FiltreDisponibilitesRv) {
  return queryOptions({
    queryKey: disponibilitesRvKey(bureauId, filtre),
    queryFn: ({ signal }) => listDisponibilitesRv(bureauId, filtre, signal),
  });
}

export interface DisponibilitesRvParBureau {
  /** `${bureauId}~${examinateurId}` -> the declared hours (absent: nothing declared, default range). */
  parExaminateur: ReadonlyMap<string, DisponibiliteRv>;
  isPending: boolean;
  error: unknown;
}

export const cleDisponibilite = (bureauId: string, examinateurId: string) => `${bureauId}~${examinateurId}`;

/** The hours of the selected offices' examiners over a period (one GET per office). */
export function useDisponibilitesRv(
  bureauIds: readonly string[],
  filtre: FiltreDisponibilitesRv | null,
): DisponibilitesRvParBureau {
  return useQueries({
    queries: bureauIds.map((bureauId) => ({
      ...disponibilitesRvQueryOptions(bureauId, filtre ?? { du: '', au: '' }),
      enabled: filtre !== null,
    })),
    combine: (results) => {
      const parExaminateur = new Map<string, DisponibiliteRv>();
      for (const r of results) {
        for (const d of r.data ?? []) parExaminateur.set(cleDisponibilite(d.bureauId, d.examinateurId), d);
      }
      return {
        parExaminateur,
        isPending: results.some((r) => r.isPending),
        error: results.find((r) => r.error)?.error ?? null,
      };
    },
  });
}

export const enregistrerDisponibiliteRv = ({
  bureauId,
  ...body
}: EnregistrementDisponibiliteRv & { bureauId: string }) =>
  apiFetch<DisponibiliteRv>(base(bureauId), {
    method: 'PUT',
    body: enregistrementDisponibiliteRvSchema.parse(body),
  });

export function useEnregistrerDisponibiliteRv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enregistrerDisponibiliteRv,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('DisponibiliteRv') }),
  });
}
