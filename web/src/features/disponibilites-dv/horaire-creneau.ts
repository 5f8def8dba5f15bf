// A duty slot's hours as the grid and its print view read them.
import { formatHeure, MINUTES_PAR_JOUR } from '@umj/shared/dates';
import { plageCreneau } from '@umj/shared/disponibilites';

/** '08:00–14:00', '20:00–24:00', or '20:00–08:00 (+1)' for a slot crossing midnight (docs/product-rules.md#entities). */
export function horaireCreneau(c: { heureDebut: number; heureFin: number }): string {
  const { debut, fin } = plageCreneau(c);
  const finTexte =
    fin === MINUTES_PAR_JOUR
      ? '24:00'
      : fin > MINUTES_PAR_JOUR
        ? `${formatHeure(fin - MINUTES_PAR_JOUR)} (+1)`
        : formatHeure(fin);
  return `${formatHeure(debut)}–${finTexte}`;
}
