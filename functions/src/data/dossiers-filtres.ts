// The list's status filter and name search read only matching files (docs/data-model.md#list-indexes):
// D13, the status index GSI4 (one partition per office, status and month; the pseudo-status
// 'Examiné ou Rapport...' merges its three statuses' partitions), and D14, the name index GSI5 (one
// partition per office and month sorted by normalised name, then as the month list). The status list
// pages as the month list (data/dossiers-par-mois.ts: same order, same cursor); the name search pages in
// its index's order, month after month: by name, then appointment (a phone book's order), so that each
// page reads on from the previous one instead of the month's matches again.
import type { NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import type { Jour } from '@umj/shared/dates';
import { normaliserNom } from '@umj/shared/recherche';
import { statutsDuFiltre } from '@umj/shared/statuts-dossier';
import {
  debutTri,
  fluxIndex,
  fluxPartition,
  pageParMois,
  triDeItem,
  type FluxDossiers,
  type FluxDuMois,
  type OptionsPageDossiers,
  type PageDossiersStockes,
} from './dossiers-par-mois.ts';
import { jourCle, keys } from './keys.ts';

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

/** The name search's order and cursor key: the file's GSI5SK (`keys.triNomDossier`). */
const triNomDeItem = (item: Item): string => item.GSI5SK as string;

/**
 * A month's files whose normalised name starts with `debutNom`, in name order, from just after `apres`
 * (a GSI5SK). Only the days [duJour, auJour] are kept: a month's files of the name outside the period's
 * days are read and not returned (docs/data-model.md#list-indexes).
 */
function fluxNoms(
  pk: string,
  debutNom: string,
  apres: string | null,
  duJour: Jour,
  auJour: Jour,
): FluxDossiers {
  const flux = fluxIndex(
    'GSI5',
    pk,
    apres !== null && `${apres}#` > debutNom ? `${apres}#` : debutNom,
    `${debutNom}\u{10FFFF}`,
  );
  const du = jourCle(duJour);
  const au = `${jourCle(auJour)}~`;
  return {
    get fini() {
      return flux.fini;
    },
    async lire(n) {
      return (await flux.lire(n)).filter((i) => triDeItem(i) >= du && triDeItem(i) <= au);
    },
  };
}

/** D14: an office's files whose patient name starts with `nom` (normalised) in [duJour, auJour], paginated, in name order. */
export function pageDossiersParNom(
  bureauId: string,
  nom: string,
  duJour: Jour,
  auJour: Jour,
  page: OptionsPageDossiers = {},
): Promise<PageDossiersStockes> {
  const debutNom = normaliserNom(nom);
  const flux: FluxDuMois = (mois, apres) => [
    fluxNoms(keys.dossiersNomsMois(bureauId, mois), debutNom, apres, duJour, auJour),
  ];
  return pageParMois(flux, duJour, auJour, page, triNomDeItem);
}
