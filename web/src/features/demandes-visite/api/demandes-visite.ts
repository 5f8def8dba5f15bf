// Issue 10 visit requests: patient files of kind 30 through the patient-file calls (contract
// shared/src/dossiers-api.ts), the doctor on duty (GET /bureaux/{id}/garde, shared/src/demandes-visite.ts)
// and the reference lists the form picks from. This feature's own small calls (features do not import
// each other); keys start with the table each reads, so realtime messages refresh them:
// - GET /bureaux/{b}/dossiers-patients?du&au&lieu=30 (yesterday and today: a request of 23:00 is still
//   due at 02:00) → PageDossiers, every page
// - POST /bureaux/{b}/dossiers-patients, PATCH .../{id} (version), POST .../{id}/statut
// - GET /bureaux/{b}/garde?commissariat&instant → ReponseGarde
// - GET /commissariats?bureaux=, /requerants?bureaux=, /examinateurs?role=medecin, /configuration
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { isoDepuisJour, type Jour } from '@umj/shared/dates';
import { instantDemande, visiteTerminee, type ReponseGarde } from '@umj/shared/demandes-visite';
import type {
  DossierPatientStocke,
  DossierSaisie,
  PageDossiers,
  ReponseEnregistrementDossier,
} from '@umj/shared/dossiers-api';
import { dossierSaisieSchema } from '@umj/shared/dossiers-api';
import { LIEU } from '@umj/shared/enums';
import { requeteBureaux, type Commissariat, type Requerant } from '@umj/shared/listes';
import type { StatutId } from '@umj/shared/statuts-dossier';
import { TYPES_EXAMEN_DEFAUT, type TypeExamen } from '@umj/shared/types-examen';
import type { Examinateur } from '@umj/shared/utilisateur';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

/** A request with its office id (the list merges the selected offices). */
export type DemandeVisite = DossierPatientStocke & { bureauId: string };

const chemin = (bureauId: string, id?: number) =>
  `/bureaux/${encodeURIComponent(bureauId)}/dossiers-patients${id === undefined ? '' : `/${id}`}`;

/** Every visit request of an office appointed on `du`..`au` (all pages). */
export async function fetchDemandesVisite(
  bureauId: string,
  du: Jour,
  au: Jour,
  signal?: AbortSignal,
): Promise<DemandeVisite[]> {
  const demandes: DemandeVisite[] = [];
  let suivant: string | null = null;
  do {
    const params = new URLSearchParams({
      du: isoDepuisJour(du),
      au: isoDepuisJour(au),
      lieu: String(LIEU.demandeDeVisite),
    });
    if (suivant !== null) params.set('suivant', suivant);
    const page: PageDossiers = await apiFetch<PageDossiers>(`${chemin(bureauId)}?${params}`, { signal });
    for (const d of page.elements) demandes.push({ ...d, bureauId });
    suivant = page.suivant;
  } while (suivant !== null);
  return demandes;
}

export const demandesVisiteKey = (bureauId: string, aujourdhui: Jour) =>
  tableKey('DossierPatient', bureauId, 'demandes-visite', aujourdhui);

export function demandesVisiteQueryOptions(bureauId: string, aujourdhui: Jour) {
  return queryOptions({
    queryKey: demandesVisiteKey(bureauId, aujourdhui),
    queryFn: ({ signal }) => fetchDemandesVisite(bureauId, aujourdhui - 1, aujourdhui, signal),
  });
}

/** Today's requests and the still open ones of yesterday, newest request first. */
export function demandesAAfficher(demandes: readonly DemandeVisite[], aujourdhui: Jour): DemandeVisite[] {
  const instant = (d: DemandeVisite) => instantDemande(d)?.getTime() ?? 0;
  return demandes
    .filter((d) => d.rendezVousDate === aujourdhui || !visiteTerminee(d))
    .sort((a, b) => instant(b) - instant(a) || b.id - a.id);
}

/** The requests of the selected offices; `data` undefined until every office answered. */
export function useDemandesVisite(bureauIds: readonly string[], aujourdhui: Jour, enabled: boolean) {
  const results = useQueries({
    queries: bureauIds.map((b) => ({ ...demandesVisiteQueryOptions(b, aujourdhui), enabled })),
  });
  const pending = results.some((r) => r.isPending);
  const echec = results.find((r) => r.isError);
  return {
    data:
      pending || echec
        ? undefined
        : demandesAAfficher(
            results.flatMap((r) => r.data ?? []),
            aujourdhui,
          ),
    isPending: enabled && bureauIds.length > 0 && pending,
    error: echec?.error ?? null,
  };
}

export function useCommissariats(bureauId: string, enabled = true) {
  return useQuery({
    queryKey: tableKey('Commissariat', 'liste', [bureauId]),
    queryFn: ({ signal }) =>
      apiFetch<Commissariat[]>(`/commissariats?${requeteBureaux([bureauId])}`, { signal }),
    enabled: enabled && bureauId !== '',
  });
}

/** Requesters of the office (every role reads them: docs/security.md#access-policy). */
export function useRequerants(bureauId: string, enabled: boolean) {
  return useQuery({
    queryKey: tableKey('Requerant', 'liste', [bureauId]),
    queryFn: ({ signal }) => apiFetch<Requerant[]>(`/requerants?${requeteBureaux([bureauId])}`, { signal }),
    enabled: enabled && bureauId !== '',
  });
}

/** Active doctors of the caller's offices (a request is examined by a doctor). */
export function useMedecins(enabled = true) {
  return useQuery({
    queryKey: tableKey('Utilisateur', 'examinateurs', 'medecin', 'actifs'),
    queryFn: ({ signal }) => apiFetch<Examinateur[]>('/examinateurs?role=medecin&statut=actifs', { signal }),
    enabled,
  });
}

/** The custody exam type (GaV) of the configuration, the §9 default when it holds none. */
export function useTypeGav() {
  return useQuery({
    queryKey: tableKey('Configuration', 'demandes-visite'),
    queryFn: async ({ signal }) => {
      const entrees = await apiFetch<{ cle: string; valeur: unknown }[]>('/configuration', { signal });
      const types = entrees.find((e) => e.cle === 'typesDExamen')?.valeur;
      const liste = Array.isArray(types) ? (types as TypeExamen[]) : TYPES_EXAMEN_DEFAUT;
      const type =
        liste.find((t) => t.nom === 'GaV') ??
        (TYPES_EXAMEN_DEFAUT.find((t) => t.nom === 'GaV') as TypeExamen);
      // The file carries the type's reference (id, nom, tarif, tva): the API refuses unknown fields.
      return { id: type.id, nom: type.nom, tarif: type.tarif, tva: type.tva };
    },
  });
}

/** The doctor on duty for a police station at an instant (null: nobody confirmed). */
export function useGarde(bureauId: string, commissariat: string | null, instant: Date | null) {
  const iso = instant?.toISOString() ?? '';
  return useQuery({
    queryKey: tableKey('Disponibilite', bureauId, 'garde', commissariat, iso),
    queryFn: ({ signal }) =>
      apiFetch<ReponseGarde>(
        `/bureaux/${encodeURIComponent(bureauId)}/garde?${new URLSearchParams({
          commissariat: commissariat ?? '',
          instant: iso,
        })}`,
        { signal },
      ),
    enabled: bureauId !== '' && commissariat !== null && instant !== null,
  });
}

const CHAMPS_SAISIE = Object.keys(dossierSaisieSchema.shape).filter((k) => k !== 'modeAnticipe');

/** The typed fields of a stored file (the PATCH body refuses the server's own fields). */
export function saisieDe(dossier: DossierPatientStocke): Partial<DossierSaisie> {
  const source = dossier as unknown as Record<string, unknown>;
  return Object.fromEntries(CHAMPS_SAISIE.filter((k) => k in source).map((k) => [k, source[k]]));
}

export const creerDemande = ({ bureauId, saisie }: { bureauId: string; saisie: Partial<DossierSaisie> }) =>
  apiFetch<DossierPatientStocke>(chemin(bureauId), { method: 'POST', body: saisie });

/**
 * The outcome of a request: the file's GaV fields (PATCH at the version read), then its status when it
 * changes (Examiné "Visite faite" for a visit made, Annulé for Absent or Annulé; a handover "Médecin
 * Suivant" keeps the request open).
 */
export async function enregistrerIssue({
  demande,
  changements,
  statut,
}: {
  demande: DemandeVisite;
  changements: Partial<DossierSaisie>;
  statut: StatutId | null;
}): Promise<ReponseEnregistrementDossier> {
  const modifie = await apiFetch<ReponseEnregistrementDossier>(chemin(demande.bureauId, demande.id), {
    method: 'PATCH',
    body: { ...saisieDe(demande), ...changements, version: demande.version },
  });
  if (statut === null || modifie.statut?.id === statut) return modifie;
  return apiFetch<DossierPatientStocke>(`${chemin(demande.bureauId, demande.id)}/statut`, {
    method: 'POST',
    body: { statut, version: modifie.version, requisitionConfirmee: false },
  });
}

function useApresEcriture() {
  const queryClient = useQueryClient();
  return {
    onSettled: (_d: unknown, _e: unknown, v: { bureauId?: string; demande?: DemandeVisite }) =>
      queryClient.invalidateQueries({
        queryKey: tableKey('DossierPatient', v.bureauId ?? v.demande?.bureauId),
      }),
  };
}

export function useCreerDemande() {
  return useMutation({ mutationFn: creerDemande, ...useApresEcriture() });
}

export function useEnregistrerIssue() {
  return useMutation({ mutationFn: enregistrerIssue, ...useApresEcriture() });
}
