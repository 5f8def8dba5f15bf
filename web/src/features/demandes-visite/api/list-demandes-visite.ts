// The visit requests: patient files of kind 30 through the patient-file list call (contract
// shared/src/dossiers-api.ts): GET /bureaux/{b}/dossiers-patients?du&au&lieu=30 over yesterday and today
// (a request of 23:00 is still due at 02:00), every page, for each selected office. Keys start with the
// table read, so realtime messages refresh them.
import { queryOptions } from '@tanstack/react-query';
import { isoDepuisJour, type Jour } from '@umj/shared/dates';
import { instantDemande, visiteTerminee } from '@umj/shared/demandes-visite';
import { LIEU } from '@umj/shared/enums';
import {
  fetchTousLesDossiers,
  metaListeDossiers,
  type DossierDuBureau,
} from '../../../entities/dossier-patient/api/list-dossiers.ts';
import { useParBureau } from '../../../lib/bureaux/par-bureau.ts';
import { tableKey } from '../../../lib/query-keys.ts';

/** A request with its office id (the list merges the selected offices). */
export type DemandeVisite = DossierDuBureau;

/** The list filter of the requests shown on `aujourdhui`: kind 30, appointed yesterday or today. */
const filtreDemandes = (aujourdhui: Jour) => ({
  du: isoDepuisJour(aujourdhui - 1),
  au: isoDepuisJour(aujourdhui),
  lieu: LIEU.demandeDeVisite,
});

/** Every visit request of an office appointed on `du`..`au` (all pages). */
export const fetchDemandesVisite = (bureauId: string, du: Jour, au: Jour, signal?: AbortSignal) =>
  fetchTousLesDossiers(
    bureauId,
    { du: isoDepuisJour(du), au: isoDepuisJour(au), lieu: LIEU.demandeDeVisite },
    signal,
  );

/** The key names its period, so that a change signal of another day leaves it alone. */
export const demandesVisiteKey = (bureauId: string, aujourdhui: Jour) =>
  tableKey('DossierPatient', bureauId, 'demandes-visite', aujourdhui, filtreDemandes(aujourdhui));

export function demandesVisiteQueryOptions(bureauId: string, aujourdhui: Jour) {
  return queryOptions({
    queryKey: demandesVisiteKey(bureauId, aujourdhui),
    queryFn: ({ signal }) => fetchDemandesVisite(bureauId, aujourdhui - 1, aujourdhui, signal),
    // A changed request is fetched alone and put in place (lib/realtime/application-element.ts).
    meta: metaListeDossiers(bureauId, filtreDemandes(aujourdhui)),
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
  const lecture = useParBureau({
    bureauIds,
    requete: (bureauId) => demandesVisiteQueryOptions(bureauId, aujourdhui),
    fusionner: (reponses: DemandeVisite[][]) => demandesAAfficher(reponses.flat(), aujourdhui),
    enabled,
  });
  return {
    data: bureauIds.length === 0 ? [] : lecture.data,
    isPending: lecture.isPending,
    error: lecture.error,
  };
}
