// The list's status filter and name search read only matching files (docs/data-model.md#list-indexes):
// D13, the status index GSI4 (one partition per office, status and month; the pseudo-status
// 'Examiné ou Rapport...' merges its three statuses' partitions), and D14, the name index GSI5 (one
// partition per office and month sorted by normalised name, queried with begins_with). Both page as the
// month list (data/dossiers-par-mois.ts: same order, same cursor).
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import type { Jour } from '@umj/shared/dates';
import { normaliserNom } from '@umj/shared/recherche';
import { statutsDuFiltre } from '@umj/shared/statuts-dossier';
import {
  debutTri,
  fluxPartition,
  pageParMois,
  triDeItem,
  type FluxDossiers,
  type FluxDuMois,
  type OptionsPageDossiers,
  type PageDossiersStockes,
} from './dossiers-par-mois.ts';
import { jourCle, keys } from './keys.ts';
import { queryAll } from './query-all.ts';

type Item = Record<string, NativeAttributeValue>;

/** D13: an office's files of a status (or the pseudo-status 3050) in [duJour, auJour], paginated. */
export function pageDossiersParStatut(
  bureauId: string,
  statut: number,
  duJour: Jour,
  auJour: Jour,
  page: OptionsPageDossiers = {},
): Promise<PageDossiersStockes> {
  const flux: FluxDuMois = (mois, apres) =>
    statutsDuFiltre(statut).map((s) =>
      fluxPartition('GSI4', keys.dossiersStatutMois(bureauId, s, mois), debutTri(duJour, apres), auJour),
    );
  return pageParMois(flux, duJour, auJour, page);
}

/**
 * A month's files whose normalised name starts with `debutNom`: every one is read (one Query of the
 * name range, all pages), then those of the days [debut, auJour] are served in list order. A month's
 * files of the name outside the period's days are read and not returned (docs/data-model.md#list-indexes).
 */
function fluxNoms(pk: string, debutNom: string, debut: string, auJour: Jour): FluxDossiers {
  let items: Item[] | null = null;
  const fin = `${jourCle(auJour)}~`;
  return {
    get fini() {
      return items !== null && items.length === 0;
    },
    async lire(n) {
      items ??= (
        await queryAll({
          IndexName: 'GSI5',
          KeyConditionExpression: 'GSI5PK = :pk AND begins_with(GSI5SK, :nom)',
          ExpressionAttributeValues: { ':pk': pk, ':nom': debutNom },
        })
      )
        .filter((i) => triDeItem(i) >= debut && triDeItem(i) <= fin)
        .sort((a, b) => (triDeItem(a) < triDeItem(b) ? -1 : 1));
      return items.splice(0, Number.isFinite(n) ? n : items.length);
    },
  };
}

/** D14: an office's files whose patient name starts with `nom` (normalised) in [duJour, auJour], paginated. */
export function pageDossiersParNom(
  bureauId: string,
  nom: string,
  duJour: Jour,
  auJour: Jour,
  page: OptionsPageDossiers = {},
): Promise<PageDossiersStockes> {
  const debutNom = normaliserNom(nom);
  const flux: FluxDuMois = (mois, apres) => [
    fluxNoms(keys.dossiersNomsMois(bureauId, mois), debutNom, debutTri(duJour, apres), auJour),
  ];
  return pageParMois(flux, duJour, auJour, page);
}
