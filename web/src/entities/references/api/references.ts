// The reference lists the patient-file screens choose from, read by this feature's own small calls
// (features do not import each other): examiners (GET /examinateurs, any role), police stations
// (GET /commissariats?bureaux=, any role), requesters (GET /requerants?bureaux=, administrator and
// secretariat only: the server answers 403 to the others), exam types and settings (GET /configuration,
// spec §9 defaults when the configuration holds none). Keys start with the table each reads.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requeteBureaux, type Commissariat, type Requerant } from '@umj/shared/listes';
import { REGLAGES_DEFAUT, reglagesSchema, type Reglages } from '@umj/shared/reglages';
import { TYPES_EXAMEN_DEFAUT, type TypeExamen } from '@umj/shared/types-examen';
import type { Examinateur, RoleExaminateur } from '@umj/shared/utilisateur';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

/** Active and inactive examiners of the caller's visible offices (an old file may name an inactive one). */
export function useExaminateursDossiers(enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: tableKey('Utilisateur', 'examinateurs', 'tous', 'tous'),
      queryFn: ({ signal }) => apiFetch<Examinateur[]>('/examinateurs?statut=tous', { signal }),
    }),
    enabled,
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

export function useCommissariatsDuBureau(bureauId: string, enabled = true) {
  return useQuery({
    queryKey: tableKey('Commissariat', 'liste', [bureauId]),
    queryFn: ({ signal }) =>
      apiFetch<Commissariat[]>(`/commissariats?${requeteBureaux([bureauId])}`, { signal }),
    enabled,
  });
}

/** Requesters of the office (every role reads them: docs/security.md#access-policy). */
export function useRequerantsDuBureau(bureauId: string, enabled: boolean) {
  return useQuery({
    queryKey: tableKey('Requerant', 'liste', [bureauId]),
    queryFn: ({ signal }) => apiFetch<Requerant[]>(`/requerants?${requeteBureaux([bureauId])}`, { signal }),
    enabled,
  });
}

interface Entree {
  cle: string;
  valeur: unknown;
}

export interface ReferencesConfiguration {
  typesExamen: readonly TypeExamen[];
  reglages: Reglages;
}

export async function fetchReferencesConfiguration(signal?: AbortSignal): Promise<ReferencesConfiguration> {
  const entries = await apiFetch<Entree[]>('/configuration', { signal });
  const valeur = (cle: string) =>
    Array.isArray(entries) ? entries.find((e) => e.cle === cle)?.valeur : undefined;
  const types = valeur('typesDExamen');
  const reglages = reglagesSchema.safeParse(valeur('réglages'));
  return {
    typesExamen: Array.isArray(types) ? (types as TypeExamen[]) : TYPES_EXAMEN_DEFAUT,
    reglages: reglages.success ? reglages.data : REGLAGES_DEFAUT,
  };
}

/** Exam types (with their tariffs and VAT flag) and the settings' VAT rate, for the amounts prefill. */
export function useReferencesConfiguration() {
  return useQuery({
    queryKey: tableKey('Configuration', 'dossiers-patients'),
    queryFn: ({ signal }) => fetchReferencesConfiguration(signal),
  });
}
