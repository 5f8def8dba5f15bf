// GET /bureaux/{b}/bordereaux/{numero} → Bordereau.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bordereau } from '@umj/shared/bordereaux';
import { apiFetch } from '../../../lib/api-client.ts';
import { bordereauKey, cheminBordereau } from './cles-bordereaux.ts';

export function bordereauQueryOptions(bureauId: string, numero: string) {
  return queryOptions({
    queryKey: bordereauKey(bureauId, numero),
    queryFn: ({ signal }) => apiFetch<Bordereau>(cheminBordereau(bureauId, numero), { signal }),
  });
}

export function useBordereau(bureauId: string | null, numero: string | null) {
  return useQuery({
    ...bordereauQueryOptions(bureauId ?? '', numero ?? ''),
    enabled: bureauId !== null && numero !== null,
  });
}
