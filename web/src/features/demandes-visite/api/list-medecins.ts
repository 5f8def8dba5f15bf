// GET /examinateurs?role=medecin&statut=actifs: the active doctors of the caller's offices (a request is
// examined by a doctor).
import { useQuery } from '@tanstack/react-query';
import type { Examinateur } from '@umj/shared/utilisateur';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export function useMedecins(enabled = true) {
  return useQuery({
    queryKey: tableKey('Utilisateur', 'examinateurs', 'medecin', 'actifs'),
    queryFn: ({ signal }) => apiFetch<Examinateur[]>('/examinateurs?role=medecin&statut=actifs', { signal }),
    enabled,
  });
}
