// GET /configuration, read for its `typesDExamen` entry only (spec §3 Exam type, §9 the 25 tariffs):
// the exam types a report type may concern. Its own small call rather than the configuration feature's
// hook (features do not import each other), without that hook's cache and seeding side effects; the
// exam types of spec §9 when the configuration holds none (as the server checks them).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TYPES_EXAMEN_DEFAUT, type TypeExamen } from '@umj/shared/types-examen';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const typesExamenKey = tableKey('Configuration', 'typesDExamen');

export async function fetchTypesExamen(signal?: AbortSignal): Promise<readonly TypeExamen[]> {
  const entries = await apiFetch<{ cle: string; valeur: unknown }[]>('/configuration', { signal });
  const valeur = Array.isArray(entries) ? entries.find((e) => e.cle === 'typesDExamen')?.valeur : undefined;
  return Array.isArray(valeur) ? (valeur as TypeExamen[]) : TYPES_EXAMEN_DEFAUT;
}

export function useTypesExamen() {
  return useQuery(
    queryOptions({ queryKey: typesExamenKey, queryFn: ({ signal }) => fetchTypesExamen(signal) }),
  );
}
