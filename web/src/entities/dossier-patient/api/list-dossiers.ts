// GET /bureaux/{bureauId}/dossiers-patients?du&au[&statut&examinateur&lieu&q&suivant&limite] → PageDossiers:
// every page of each selected office's list for the filter, merged (useParBureau) and ordered.
import { queryOptions } from '@tanstack/react-query';
import type { DossierPatientStocke, FiltreDossiers, PageDossiers } from '@umj/shared/dossiers-api';
import { apiFetch } from '../../../lib/api-client.ts';
import { useListeParBureau } from '../../../lib/bureaux/liste-par-bureau.ts';
import type { ParBureau } from '../../../lib/bureaux/par-bureau.ts';
import { cheminDossiers, dossiersKey } from './cles-dossiers.ts';

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

export function dossiersQueryOptions(bureauId: string, filtre: FiltreListe) {
  return queryOptions({
    queryKey: dossiersKey(bureauId, 'liste', filtre),
    queryFn: ({ signal }) => fetchTousLesDossiers(bureauId, filtre, signal),
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
