// Issue 9 patient-file calls (common contract: shared/src/dossiers-api.ts). Every key starts with
// 'DossierPatient', so a realtime ModificationTable of that table refetches lists and open files.
// - GET /bureaux/{bureauId}/dossiers-patients?du&au[&statut&examinateur&lieu&q&suivant&limite] → PageDossiers
// - GET/POST/PATCH /bureaux/{bureauId}/dossiers-patients[/{id}] (PATCH with version; 409 VERSION_CONFLICT)
// - POST /bureaux/{bureauId}/dossiers-patients/{id}/statut { statut, version, requisitionConfirmee? }
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DossierPatientStocke,
  DossierSaisie,
  FiltreDossiers,
  PageDossiers,
  ReponseEnregistrementDossier,
} from '@umj/shared/dossiers-api';
import type { StatutId } from '@umj/shared/statuts-dossier';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

/** The list filter as a screen holds it: `limite` and `suivant` are the hooks' business. */
export type FiltreListe = Omit<FiltreDossiers, 'limite' | 'suivant'>;

/** A file together with its office id (lists merge several offices). */
export type DossierDuBureau = DossierPatientStocke & { bureauId: string };

const chemin = (bureauId: string, id?: number) =>
  `/bureaux/${encodeURIComponent(bureauId)}/dossiers-patients${id === undefined ? '' : `/${id}`}`;

export const dossiersKey = (bureauId?: string, ...rest: unknown[]) =>
  bureauId === undefined ? tableKey('DossierPatient') : tableKey('DossierPatient', bureauId, ...rest);

function parametres(filtre: FiltreListe, suivant: string | null): string {
  const params = new URLSearchParams({ du: filtre.du, au: filtre.au });
  if (filtre.statut !== undefined) params.set('statut', String(filtre.statut));
  if (filtre.examinateur) params.set('examinateur', filtre.examinateur);
  if (filtre.lieu !== undefined) params.set('lieu', String(filtre.lieu));
  if (filtre.q && filtre.q.trim() !== '') params.set('q', filtre.q.trim());
  if (suivant !== null) params.set('suivant', suivant);
  return params.toString();
}

/** Every page of one office's list for the filter (follows `suivant` until null). */
export async function fetchTousLesDossiers(
  bureauId: string,
  filtre: FiltreListe,
  signal?: AbortSignal,
): Promise<DossierDuBureau[]> {
  const tous: DossierDuBureau[] = [];
  let suivant: string | null = null;
  do {
    const page: PageDossiers = await apiFetch<PageDossiers>(
      `${chemin(bureauId)}?${parametres(filtre, suivant)}`,
      { signal },
    );
    for (const d of page.elements) tous.push({ ...d, bureauId });
    suivant = page.suivant;
  } while (suivant !== null);
  return tous;
}

export function dossiersQueryOptions(bureauId: string, filtre: FiltreListe) {
  return queryOptions({
    queryKey: dossiersKey(bureauId, 'liste', filtre),
    queryFn: ({ signal }) => fetchTousLesDossiers(bureauId, filtre, signal),
  });
}

export interface DossiersMerges {
  data: DossierDuBureau[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): Promise<unknown>;
}

/**
 * The files of every selected office for the filter (all pages of each office, merged, ordered by
 * appointment day and hour). `data` is undefined until every office answered. Pass `enabled: false`
 * while the office selection or the session loads.
 */
export function useDossiers(
  bureauIds: readonly string[],
  filtre: FiltreListe,
  enabled = true,
): DossiersMerges {
  const results = useQueries({
    queries: bureauIds.map((bureauId) => ({ ...dossiersQueryOptions(bureauId, filtre), enabled })),
  });
  const pending = results.some((r) => r.isPending);
  const failed = results.find((r) => r.isError);
  const data = pending || failed ? undefined : trierDossiers(results.flatMap((r) => r.data ?? []));
  return {
    data: bureauIds.length === 0 && enabled ? [] : data,
    isPending: bureauIds.length > 0 && pending,
    isError: failed !== undefined,
    error: failed?.error ?? null,
    refetch: () => Promise.all(results.map((r) => r.refetch())),
  };
}

/** Appointment day then hour (files without a day last), then id: a stable merged order. */
export function trierDossiers<T extends DossierPatientStocke>(dossiers: T[]): T[] {
  const jour = (d: T) => d.rendezVousDate ?? Number.MAX_SAFE_INTEGER;
  const heure = (d: T) => d.rendezVousHeure ?? 0;
  return [...dossiers].sort((a, b) => jour(a) - jour(b) || heure(a) - heure(b) || a.id - b.id);
}

export const fetchDossier = (bureauId: string, id: number, signal?: AbortSignal) =>
  apiFetch<DossierPatientStocke>(chemin(bureauId, id), { signal });

export function dossierQueryOptions(bureauId: string, id: number) {
  return queryOptions({
    queryKey: dossiersKey(bureauId, 'dossier', id),
    queryFn: ({ signal }) => fetchDossier(bureauId, id, signal),
  });
}

/** One file as stored (with short-lived attachment URLs); disabled for id null or 0 (a new file). */
export function useDossier(bureauId: string, id: number | null) {
  return useQuery({
    ...dossierQueryOptions(bureauId, id ?? 0),
    enabled: id !== null && id > 0,
  });
}

/** The body a screen sends: every typed field of the file (shared dossierSaisieSchema input). */
export type SaisieDossier = Partial<DossierSaisie>;

export const creerDossier = ({ bureauId, saisie }: { bureauId: string; saisie: SaisieDossier }) =>
  apiFetch<ReponseEnregistrementDossier>(chemin(bureauId), { method: 'POST', body: saisie });

export const modifierDossier = ({
  bureauId,
  id,
  saisie,
  version,
}: {
  bureauId: string;
  id: number;
  saisie: SaisieDossier;
  version: number;
}) =>
  apiFetch<ReponseEnregistrementDossier>(chemin(bureauId, id), {
    method: 'PATCH',
    body: { ...saisie, version },
  });

export const changerStatutDossier = ({
  bureauId,
  id,
  statut,
  version,
  requisitionConfirmee = false,
}: {
  bureauId: string;
  id: number;
  statut: StatutId;
  version: number;
  requisitionConfirmee?: boolean;
}) =>
  apiFetch<DossierPatientStocke>(`${chemin(bureauId, id)}/statut`, {
    method: 'POST',
    body: { statut, version, requisitionConfirmee },
  });

/** After a write: the stored file goes into the cache at once, every list of the office refetches. */
function useApresEcriture() {
  const queryClient = useQueryClient();
  return {
    onSuccess: (dossier: DossierPatientStocke, { bureauId }: { bureauId: string }) => {
      queryClient.setQueryData(dossiersKey(bureauId, 'dossier', dossier.id), dossier);
    },
    onSettled: (_d: unknown, _e: unknown, { bureauId }: { bureauId: string }) =>
      queryClient.invalidateQueries({ queryKey: dossiersKey(bureauId) }),
  };
}

export function useCreerDossier() {
  return useMutation({ mutationFn: creerDossier, ...useApresEcriture() });
}

export function useModifierDossier() {
  return useMutation({ mutationFn: modifierDossier, ...useApresEcriture() });
}

export function useChangerStatut() {
  return useMutation({ mutationFn: changerStatutDossier, ...useApresEcriture() });
}
