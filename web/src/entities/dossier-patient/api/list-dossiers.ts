// GET /bureaux/{bureauId}/dossiers-patients?du&au[&statut&examinateur&lieu&q&suivant&limite] → PageDossiers:
// every page of each selected office's list for the filter, merged (useParBureau) and ordered.
import { queryOptions } from '@tanstack/react-query';
import { isoDepuisJour } from '@umj/shared/dates';
import type { DossierPatientStocke, FiltreDossiers, PageDossiers } from '@umj/shared/dossiers-api';
import { statutCorrespond } from '@umj/shared/statuts-dossier';
import { apiFetch } from '../../../lib/api-client.ts';
import { metaElement, nullSiIntrouvable } from '../../../lib/realtime/application-element.ts';
import { useListeParBureau } from '../../../lib/bureaux/liste-par-bureau.ts';
import type { ParBureau } from '../../../lib/bureaux/par-bureau.ts';
import { cheminDossiers, dossiersKey } from './cles-dossiers.ts';
import { dossierQueryOptions, fetchDossierPourListe } from './get-dossier.ts';

/** The list filter as a screen holds it: `limite` and `suivant` are the hooks' business. */
export type FiltreListe = Omit<FiltreDossiers, 'limite' | 'suivant'>;

/** A file together with its office id (lists merge several offices). */
export type DossierDuBureau = DossierPatientStocke & { bureauId: string };

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
      `${cheminDossiers(bureauId)}?${parametres(filtre, suivant)}`,
      { signal },
    );
    for (const d of page.elements) tous.push({ ...d, bureauId });
    suivant = page.suivant;
  } while (suivant !== null);
  return tous;
}

/**
 * Whether a file belongs in an office's list for the filter, as the server's list call decides
 * (period of the appointment day, status with the pseudo-status, kind, examiner); undefined for a file
 * without appointment day (listed on its creation day, which the answer does not carry).
 */
export function dansLeFiltre(d: DossierPatientStocke, filtre: FiltreListe): boolean | undefined {
  if (d.rendezVousDate === null) return undefined;
  const jour = isoDepuisJour(d.rendezVousDate);
  return (
    filtre.du <= jour &&
    jour <= filtre.au &&
    (filtre.statut === undefined || statutCorrespond(d.statut?.id ?? 0, filtre.statut)) &&
    (filtre.lieu === undefined || d.lieu === filtre.lieu) &&
    (filtre.examinateur === undefined || d.examinateur?.id === filtre.examinateur)
  );
}

/**
 * The `meta` of an office's list for the filter: a change signal of one of its files fetches that
 * file (GET of one) and puts it in place (lib/realtime/application-element.ts). Not with a search
 * text (`q`, the server's matching): such a list refetches.
 */
export function metaListeDossiers(bureauId: string, filtre: FiltreListe) {
  if (filtre.q !== undefined && filtre.q.trim() !== '') return undefined;
  return metaElement<DossierDuBureau>({
    bureauId,
    // A file already cached at the signal's version (the open file, this client's write) is not
    // fetched; otherwise its list row (`?vue=liste`: no 'lecture' recorded in its history).
    lire: async (id, { queryClient, version }) => {
      const connu = queryClient.getQueryData(dossierQueryOptions(bureauId, Number(id)).queryKey);
      const d =
        connu && version !== undefined && connu.version >= version
          ? connu
          : await nullSiIntrouvable(fetchDossierPourListe(bureauId, Number(id)));
      return d && { ...d, bureauId };
    },
    garde: (d) => dansLeFiltre(d, filtre),
    ordonner: trierDossiers,
  });
}

export function dossiersQueryOptions(bureauId: string, filtre: FiltreListe) {
  return queryOptions({
    queryKey: dossiersKey(bureauId, 'liste', filtre),
    queryFn: ({ signal }) => fetchTousLesDossiers(bureauId, filtre, signal),
    meta: metaListeDossiers(bureauId, filtre),
  });
}

export type DossiersMerges = ParBureau<DossierDuBureau[]>;

/**
 * The files of every selected office for the filter (all pages of each office, merged, ordered by
 * appointment day and hour). `data` is undefined until every office answered; no office: an empty list.
 * Pass `enabled: false` while the office selection or the session loads (the list counts as loading).
 */
export function useDossiers(
  bureauIds: readonly string[],
  filtre: FiltreListe,
  enabled = true,
): DossiersMerges {
  return useListeParBureau({
    bureauIds,
    requete: (bureauId) => dossiersQueryOptions(bureauId, filtre),
    fusionner: (reponses: DossierDuBureau[][]) => trierDossiers(reponses.flat()),
    enabled,
  });
}

/** Appointment day then hour (files without a day last), then id: a stable merged order. */
export function trierDossiers<T extends DossierPatientStocke>(dossiers: T[]): T[] {
  const jour = (d: T) => d.rendezVousDate ?? Number.MAX_SAFE_INTEGER;
  const heure = (d: T) => d.rendezVousHeure ?? 0;
  return [...dossiers].sort((a, b) => jour(a) - jour(b) || heure(a) - heure(b) || a.id - b.id);
}
