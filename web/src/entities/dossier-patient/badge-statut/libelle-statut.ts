// The name of a patient-file status in the interface language: an i18n key per status (its `STATUT`
// key; the French name comes from shared/, web/src/i18n/french-product.ts). The stored values (the
// file's statut.nom, the list filters' values) stay French.
import { STATUT, STATUT_EXAMINE_OU_RAPPORT } from '@umj/shared/statuts-dossier';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const CLES: ReadonlyMap<number, string> = new Map([
  ...Object.entries(STATUT).map(([cle, id]) => [id, cle] as const),
  [STATUT_EXAMINE_OU_RAPPORT.id, 'examineOuRapport'],
]);

/** The i18n key of a status's name (an unknown id gives its number). */
export function cleLibelleStatut(id: number): string {
  return `dossiers-patients:statut.${CLES.get(id) ?? 'aucun'}`;
}

/** A status's name translated with `t`. */
export function libelleStatut(t: TFunction, id: number): string {
  return CLES.has(id) ? t(cleLibelleStatut(id)) : String(id);
}

/** A status's name in the interface language. */
export function useLibelleStatut(): (id: number) => string {
  const { t } = useTranslation();
  return (id) => libelleStatut(t, id);
}
