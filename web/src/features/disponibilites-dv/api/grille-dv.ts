// Issue 10 duty grid: this feature's own calls (features do not import each other), keys starting with
// the table each reads so that the realtime messages refresh them:
// - GET /bureaux/{b}/disponibilites-dv?du=AAAA-MM-JJ&jours=7|1 → GrilleDv (one per selected office)
// - PUT /bureaux/{b}/disponibilites-dv/{jour}/{creneauId}/{examinateurId} {choix…, version} → the cell
// - GET /configuration → the holiday periods (périodesDeTemps) marked on the days
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { isoDepuisJour, type Jour } from '@umj/shared/dates';
import {
  modificationDisponibiliteDvSchema,
  type DisponibiliteDvVue,
  type GrilleDv,
  type ModificationDisponibiliteDv,
} from '@umj/shared/disponibilites-dv-api';
import type { Periode } from '@umj/shared/periodes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

const chemin = (bureauId: string) => `/bureaux/${encodeURIComponent(bureauId)}/disponibilites-dv`;

export function grilleDvQueryOptions(bureauId: string, du: Jour, jours: 1 | 7) {
  return queryOptions({
    queryKey: tableKey('Disponibilite', 'grille', bureauId, du, jours),
    queryFn: ({ signal }) =>
      apiFetch<GrilleDv>(`${chemin(bureauId)}?du=${isoDepuisJour(du)}&jours=${jours}`, { signal }),
  });
}

/** The grids of the selected offices, in the selection's order. */
export function useGrillesDv(bureauIds: readonly string[], du: Jour, jours: 1 | 7, enabled: boolean) {
  return useQueries({
    queries: bureauIds.map((id) => ({ ...grilleDvQueryOptions(id, du, jours), enabled })),
    combine: (results) => ({
      grilles: results.flatMap((r) => (r.data ? [r.data] : [])),
      isPending: results.some((r) => r.isPending),
      error: results.find((r) => r.error)?.error ?? null,
    }),
  });
}

export interface CelluleCible {
  bureauId: string;
  jour: Jour;
  creneauId: number;
  examinateurId: string;
}

export const modifierDisponibiliteDv = ({
  cible,
  ...body
}: ModificationDisponibiliteDv & { cible: CelluleCible }) =>
  apiFetch<DisponibiliteDvVue>(
    `${chemin(cible.bureauId)}/${isoDepuisJour(cible.jour)}/${cible.creneauId}/${encodeURIComponent(cible.examinateurId)}`,
    { method: 'PUT', body: modificationDisponibiliteDvSchema.parse(body) },
  );

/** One cell's change; every grid is read again afterwards (a 409 then shows the fresh value). */
export function useModifierDisponibiliteDv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifierDisponibiliteDv,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('Disponibilite') }),
  });
}

/** The holiday and closure periods of the configuration (spec §3 Period), [] when none. */
export function usePeriodesDv() {
  return useQuery({
    queryKey: tableKey('Configuration', 'disponibilites-dv'),
    queryFn: async ({ signal }) => {
      const entries = await apiFetch<{ cle: string; valeur: unknown }[]>('/configuration', { signal });
      const periodes = Array.isArray(entries)
        ? entries.find((e) => e.cle === 'périodesDeTemps')?.valeur
        : undefined;
      return Array.isArray(periodes) ? (periodes as Periode[]) : [];
    },
  });
}
