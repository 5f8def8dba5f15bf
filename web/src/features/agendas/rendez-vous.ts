// The agenda's appointments on the time grid: files with a day and a time become events coloured by
// their status colour with a readable text colour; the suggested slots
// (creneauxSuggeres) and the 8-minute rule (suggererHeures) are the shared rules, never restated here.
import { creneauxSuggeres, type DisponibiliteRv } from '@umj/shared/disponibilites-rv';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { PAS_GRILLE_MINUTES } from '@umj/shared/constantes';
import type { Jour, Minutes } from '@umj/shared/dates';
import { STATUT, statutDossier, type StatutId } from '@umj/shared/statuts-dossier';
import { suggererHeures } from '@umj/shared/suggestions-creneaux';
import { dateHeureParis, type EvenementAgenda } from '../../entities/disponibilite-rv/calendrier.ts';
import { contraste } from '../../lib/couleurs.ts';

const HEX: Readonly<Record<string, string>> = {
  black: '#000000',
  darkgoldenrod: '#b8860b',
  blue: '#0000ff',
  blueviolet: '#8a2be2',
  green: '#008000',
  red: '#ff0000',
};

/** The docs/product-rules.md#statuses status colour of a file and the text colour (black or white) that reads best on it. */
export function couleursStatut(statutId: StatutId | null | undefined): { fond: string; texte: string } {
  const fond = HEX[statutDossier(statutId ?? STATUT.aucun).couleur] ?? '#000000';
  const texte = contraste(fond, '#ffffff') >= contraste(fond, '#000000') ? '#ffffff' : '#000000';
  return { fond, texte };
}

/** Files with a day and a time become 15-minute events coloured by status. */
export function evenementsRendezVous(
  dossiers: readonly DossierPatientStocke[],
  titre: (d: DossierPatientStocke) => string,
  deplacable: boolean,
): EvenementAgenda[] {
  return dossiers
    .filter((d) => d.rendezVousDate !== null && d.rendezVousHeure !== null)
    .map((d) => {
      const jour = d.rendezVousDate as number;
      const heure = d.rendezVousHeure as number;
      const { fond, texte } = couleursStatut(d.statut?.id);
      return {
        id: String(d.id),
        title: titre(d),
        start: dateHeureParis(jour, heure),
        end: dateHeureParis(jour, heure + PAS_GRILLE_MINUTES),
        color: fond,
        contrastColor: texte,
        // A cancelled appointment stays visible but is not moved.
        editable: deplacable && d.statut?.id !== STATUT.annule,
        className: `umj-rdv umj-rdv-statut-${d.statut?.id ?? 0}`,
        extendedProps: { dossierId: d.id },
      };
    });
}

/** The appointments of one day (for the shared slot rules). */
export const duJour = (dossiers: readonly DossierPatientStocke[], jour: Jour) =>
  dossiers.filter((d) => d.rendezVousDate === jour);

/** docs/product-rules.md#constants: the suggested slots of the examiner on that day (the shared rule). */
export function heuresSuggerees(
  dispo: Pick<DisponibiliteRv, 'semaine' | 'exceptions'> | null,
  jour: Jour,
  dossiers: readonly DossierPatientStocke[],
): number[] {
  return creneauxSuggeres(dispo, jour, duJour(dossiers, jour));
}

/**
 * The non-cancelled appointments of that day less than 8 minutes from `minutes` (the docs/product-rules.md#constants
 * rule: the time would not be suggested because of each of them), the file being moved excepted.
 */
export function rendezVousTropProches(
  dossiers: readonly DossierPatientStocke[],
  jour: Jour,
  minutes: Minutes,
  exclureId?: number,
): DossierPatientStocke[] {
  return duJour(dossiers, jour).filter(
    (d) =>
      d.id !== exclureId &&
      d.rendezVousHeure !== null &&
      suggererHeures([d], { debut: minutes, fin: minutes + 1, exclureId }).length === 0,
  );
}
