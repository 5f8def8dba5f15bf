// Issue 11 bordereau calls (contract: shared/src/bordereaux.ts, docs/api.md). Keys start with the table
// each reads ('Bordereau', 'DossierPatient'), so a realtime ModificationTable refetches them.
// - GET  /bureaux/{b}/bordereaux/facturables?requerant&du&au → { elements: DossierPatientStocke[] }
// - POST /bureaux/{b}/bordereaux { requerantId, dossiers: [{ id, version }] } → 201 Bordereau (409 VERSION_CONFLICT)
// - GET  /bureaux/{b}/bordereaux?annee → { elements: Bordereau[] };  GET /bureaux/{b}/bordereaux/{numero}
// - POST /bureaux/{b}/bordereaux/{numero}/annulation { version } → Bordereau
// - GET  /bureaux/{b}/bordereaux/{numero}/pdf and .../export?format=csv → FichierBordereau (presigned URL)
// - GET  .../export?format=json → ExportChorus;  GET /bureaux/{b}/bordereaux/alertes → { elements }
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AlerteFacturation,
  Bordereau,
  ExportChorus,
  FichierBordereau,
  ListeAlertesFacturation,
  ListeBordereaux,
  ListeFacturables,
  ResumeBordereau,
} from '@umj/shared/bordereaux';
import { apiFetch } from '../../../lib/api-client.ts';
import { telechargerUrl } from '../../../lib/files/download-url.ts';
import { tableKey } from '../../../lib/query-keys.ts';
import type { DossierDuBureau } from '../../../entities/dossier-patient/api/dossiers.ts';

const racine = (bureauId: string) => `/bureaux/${encodeURIComponent(bureauId)}/bordereaux`;
const cheminBordereau = (bureauId: string, numero: string) =>
  `${racine(bureauId)}/${encodeURIComponent(numero)}`;

export interface CritereFacturables {
  bureauId: string;
  requerantId: string;
  du: string;
  au: string;
}

/** The billable files of a requester over a period (with their office id, as the file lists hold them). */
export function useFacturables(critere: CritereFacturables | null) {
  return useQuery({
    queryKey: tableKey('DossierPatient', critere?.bureauId, 'facturables', critere),
    queryFn: async ({ signal }): Promise<DossierDuBureau[]> => {
      const c = critere as CritereFacturables;
      const params = new URLSearchParams({ requerant: c.requerantId, du: c.du, au: c.au });
      const page = await apiFetch<ListeFacturables>(
        `${racine(c.bureauId)}/facturables?${params.toString()}`,
        { signal },
      );
      return page.elements.map((d) => ({ ...d, bureauId: c.bureauId }));
    },
    enabled: critere !== null,
  });
}

export interface Creation {
  bureauId: string;
  requerantId: string;
  dossiers: { id: number; version: number }[];
  /** The user confirmed billing files under the same requisition number (409 REQUISITION_EN_DOUBLE). */
  confirmationRequisition?: boolean;
}

export const creerBordereau = ({ bureauId, requerantId, dossiers, confirmationRequisition }: Creation) =>
  apiFetch<Bordereau>(racine(bureauId), {
    method: 'POST',
    body: { requerantId, dossiers, ...(confirmationRequisition ? { confirmationRequisition } : {}) },
  });

/** After a write: the bordereau goes into the cache, its office's lists and files refetch. */
function useApresEcriture() {
  const queryClient = useQueryClient();
  return {
    onSuccess: (bordereau: Bordereau) =>
      queryClient.setQueryData(bordereauKey(bordereau.bureauId, bordereau.numero), bordereau),
    onSettled: (_d: unknown, _e: unknown, { bureauId }: { bureauId: string }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tableKey('Bordereau', bureauId) }),
        queryClient.invalidateQueries({ queryKey: tableKey('DossierPatient', bureauId) }),
      ]),
  };
}

export function useCreerBordereau() {
  return useMutation({ mutationFn: creerBordereau, ...useApresEcriture() });
}

export const annulerBordereau = ({
  bureauId,
  numero,
  version,
}: {
  bureauId: string;
  numero: string;
  version: number;
}) =>
  apiFetch<Bordereau>(`${cheminBordereau(bureauId, numero)}/annulation`, {
    method: 'POST',
    body: { version },
  });

export function useAnnulerBordereau() {
  return useMutation({ mutationFn: annulerBordereau, ...useApresEcriture() });
}

export const bordereauKey = (bureauId: string, numero: string) =>
  tableKey('Bordereau', bureauId, 'bordereau', numero);

export function useBordereau(bureauId: string | null, numero: string | null) {
  return useQuery({
    queryKey: bordereauKey(bureauId ?? '', numero ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<Bordereau>(cheminBordereau(bureauId as string, numero as string), { signal }),
    enabled: bureauId !== null && numero !== null,
  });
}

export interface BordereauxMerges {
  data: ResumeBordereau[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): Promise<unknown>;
}

/** The bordereaux of a year of every selected office, merged (newest first, then by office). */
export function useBordereaux(bureauIds: readonly string[], annee: number, enabled = true): BordereauxMerges {
  const results = useQueries({
    queries: bureauIds.map((bureauId) => ({
      queryKey: tableKey('Bordereau', bureauId, 'liste', annee),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<ListeBordereaux>(`${racine(bureauId)}?annee=${annee}`, { signal }),
      enabled,
    })),
  });
  const pending = results.some((r) => r.isPending);
  const failed = results.find((r) => r.isError);
  const data =
    pending || failed
      ? undefined
      : results
          .flatMap((r) => r.data?.elements ?? [])
          .sort((a, b) => b.numero.localeCompare(a.numero) || a.bureauId.localeCompare(b.bureauId));
  return {
    data: bureauIds.length === 0 && enabled ? [] : data,
    isPending: bureauIds.length > 0 && pending,
    isError: failed !== undefined,
    error: failed?.error ?? null,
    refetch: () => Promise.all(results.map((r) => r.refetch())),
  };
}

export type AlerteDuBureau = AlerteFacturation & { bureauId: string };

/**
 * Key of one office's billing-limit warnings: the menu badge (features/menu/menu-counts.ts) reads the
 * same key and the same raw answer, so both share one request.
 */
export const alertesFacturationKey = (bureauId: string) =>
  tableKey('DossierPatient', bureauId, 'alertes-facturation');

/** The billing-limit warnings of every selected office (files validated long ago and not billed). */
export function useAlertesFacturation(bureauIds: readonly string[], enabled = true) {
  const results = useQueries({
    queries: bureauIds.map((bureauId) => ({
      queryKey: alertesFacturationKey(bureauId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<ListeAlertesFacturation>(`${racine(bureauId)}/alertes`, { signal }),
      enabled,
    })),
  });
  const pending = results.some((r) => r.isPending);
  const failed = results.find((r) => r.isError);
  return {
    data:
      pending || failed
        ? undefined
        : results.flatMap((r, i) =>
            (r.data?.elements ?? []).map((a): AlerteDuBureau => ({ ...a, bureauId: bureauIds[i] as string })),
          ),
    isError: failed !== undefined,
    error: failed?.error ?? null,
  };
}

/** The server's PDF: a short-lived presigned link the browser follows (attachment). */
export async function telechargerPdfServeur(bureauId: string, numero: string): Promise<void> {
  const fichier = await apiFetch<FichierBordereau>(`${cheminBordereau(bureauId, numero)}/pdf`);
  telechargerUrl(fichier.url);
}

/** The Chorus Pro CSV (`;`, BOM, written by the server): a short-lived presigned link. */
export async function telechargerExportCsv(bureauId: string, numero: string): Promise<void> {
  const fichier = await apiFetch<FichierBordereau>(`${cheminBordereau(bureauId, numero)}/export?format=csv`);
  telechargerUrl(fichier.url);
}

/** The Chorus Pro data as JSON. */
export const exportChorusJson = (bureauId: string, numero: string) =>
  apiFetch<ExportChorus>(`${cheminBordereau(bureauId, numero)}/export?format=json`);
