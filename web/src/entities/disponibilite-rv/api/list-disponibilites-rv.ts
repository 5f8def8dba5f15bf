// The examiners' appointment hours: GET /bureaux/{bureauId}/disponibilites-rv?du&au[&examinateur]
// (one DisponibiliteRv per examiner of the office having declared something; absent = nothing declared).
// Read by the agendas and the examiners' hours screen. Keyed under the DisponibiliteRv table: another
// user's change refetches through the realtime socket.
import { queryOptions } from '@tanstack/react-query';
import type { DisponibiliteRv } from '@umj/shared/disponibilites-rv';
import { apiFetch } from '../../../lib/api-client.ts';
import { useParBureau } from '../../../lib/bureaux/par-bureau.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export interface FiltreDisponibilitesRv {
  /** YYYY-MM-DD, both included. */
  du: string;
  au: string;
  examinateur?: string;
}

export const cheminDisponibilitesRv = (bureauId: string) =>
  `/bureaux/${encodeURIComponent(bureauId)}/disponibilites-rv`;

export const disponibilitesRvKey = (bureauId: string, filtre: FiltreDisponibilitesRv) =>
  tableKey('DisponibiliteRv', bureauId, filtre);

export async function listDisponibilitesRv(
  bureauId: string,
  filtre: FiltreDisponibilitesRv,
  signal?: AbortSignal,
): Promise<DisponibiliteRv[]> {
  const params = new URLSearchParams({ du: filtre.du, au: filtre.au });
  if (filtre.examinateur) params.set('examinateur', filtre.examinateur);
  const page = await apiFetch<{ elements: DisponibiliteRv[] }>(
    `${cheminDisponibilitesRv(bureauId)}?${params.toString()}`,
    {
      signal,
    },
  );
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

const AUCUNE: ReadonlyMap<string, DisponibiliteRv> = new Map();

/** The hours of the selected offices' examiners over a period (one GET per office, then merged). */
export function useDisponibilitesRv(
  bureauIds: readonly string[],
  filtre: FiltreDisponibilitesRv | null,
): DisponibilitesRvParBureau {
  const lecture = useParBureau({
    bureauIds,
    requete: (bureauId) => disponibilitesRvQueryOptions(bureauId, filtre ?? { du: '', au: '' }),
    fusionner: (reponses: DisponibiliteRv[][]) =>
      new Map(reponses.flat().map((d) => [cleDisponibilite(d.bureauId, d.examinateurId), d])),
    enabled: filtre !== null,
  });
  return {
    parExaminateur: lecture.data ?? AUCUNE,
    // Nothing is read before the period is known: the hours count as loading meanwhile.
    isPending: lecture.isPending || (filtre === null && bureauIds.length > 0),
    error: lecture.error,
  };
}
