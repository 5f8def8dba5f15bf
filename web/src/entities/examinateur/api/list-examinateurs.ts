// GET /examinateurs?role=&statut=: the doctors and psychologists of the caller's visible offices,
// filtered by role and status on the server; every role reads them. Read by the examiners screen (the
// route's filter) and by the patient files (all of them, an old file may name an inactive one). Keyed
// under the Utilisateur table (an examiner is a user): a realtime Utilisateur change refetches.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Examinateur, RoleExaminateur, StatutExaminateur } from '@umj/shared/utilisateur';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export interface ExaminateursFiltre {
  role?: RoleExaminateur;
  statut: StatutExaminateur;
}

export const examinateursKey = (filtre: ExaminateursFiltre) =>
  tableKey('Utilisateur', 'examinateurs', filtre.role ?? 'tous', filtre.statut);

export function listExaminateurs(filtre: ExaminateursFiltre, signal?: AbortSignal): Promise<Examinateur[]> {
  const params = new URLSearchParams({ statut: filtre.statut });
  if (filtre.role) params.set('role', filtre.role);
  return apiFetch<Examinateur[]>(`/examinateurs?${params.toString()}`, { signal });
}

export function examinateursQueryOptions(filtre: ExaminateursFiltre) {
  return queryOptions({
    queryKey: examinateursKey(filtre),
    queryFn: ({ signal }) => listExaminateurs(filtre, signal),
  });
}

export function useExaminateurs(filtre: ExaminateursFiltre | null) {
  return useQuery({
    ...examinateursQueryOptions(filtre ?? { statut: 'tous' }),
    enabled: filtre !== null,
  });
}

/** Examiners of one office (optionally of one role), the active ones first then by name. */
export function examinateursDuBureau(
  examinateurs: readonly Examinateur[] | undefined,
  bureauId: string,
  role?: RoleExaminateur,
): Examinateur[] {
  return (examinateurs ?? [])
    .filter((e) => e.bureaux.some((b) => b.id === bureauId) && (role === undefined || e.role === role))
    .sort((a, b) => Number(b.actif) - Number(a.actif) || a.nomComplet.localeCompare(b.nomComplet, 'fr'));
}
