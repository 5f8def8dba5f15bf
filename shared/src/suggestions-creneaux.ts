// docs/product-rules.md#constants: appointment slot suggestions in 15-minute steps over the default 08:00-20:00 range, without
// a time less than 8 minutes from another non-cancelled appointment.
import {
  ECART_MINIMUM_RDV_MINUTES,
  PAS_GRILLE_MINUTES,
  PLAGE_DEFAUT_DEBUT,
  PLAGE_DEFAUT_FIN,
} from './constantes.ts';
import { STATUT } from './statuts-dossier.ts';

export interface RendezVousExistant {
  id: number;
  rendezVousHeure: number | null;
  statut: { id: number } | null;
}

/**
 * Free times (minutes) for an appointment, given the other appointments of the same examiner and day.
 * Choice: the range end is excluded (the last suggestion is 19:45: an appointment does not start when
 * the day ends); the appointment being edited (`exclureId`) does not block its own time.
 */
export function suggererHeures(
  autres: readonly RendezVousExistant[],
  options: { debut?: number; fin?: number; exclureId?: number } = {},
): number[] {
  const { debut = PLAGE_DEFAUT_DEBUT, fin = PLAGE_DEFAUT_FIN, exclureId } = options;
  const occupees = autres
    .filter((r) => r.id !== exclureId && r.statut?.id !== STATUT.annule && r.rendezVousHeure !== null)
    .map((r) => r.rendezVousHeure as number);
  const heures: number[] = [];
  for (let h = debut; h < fin; h += PAS_GRILLE_MINUTES) {
    if (occupees.every((o) => Math.abs(o - h) >= ECART_MINIMUM_RDV_MINUTES)) heures.push(h);
  }
  return heures;
}
