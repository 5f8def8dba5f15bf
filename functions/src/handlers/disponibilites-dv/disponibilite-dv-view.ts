// What the duty-grid handlers share: the path of a cell and the audit target. Who may use
// the grid, its rows and its doctors live in services/grille-dv.ts.
import { dateIsoSchema } from '@umj/shared/dates';
import * as z from 'zod';
import { bureauPathSchema } from '../../schemas/http-inputs.ts';

/** PUT /bureaux/{bureauId}/disponibilites-dv/{jour}/{creneauId}/{examinateurId}. */
export const celluleDvPathSchema = bureauPathSchema.extend({
  jour: dateIsoSchema('Veuillez entrer une date'),
  creneauId: z.coerce
    .number({ error: 'Veuillez choisir un créneau' })
    .int('Veuillez choisir un créneau')
    .positive('Veuillez choisir un créneau'),
  examinateurId: z
    .string()
    .min(1, "Veuillez choisir l'examinateur")
    .max(100, "Veuillez choisir l'examinateur"),
});

/** Audit target of the grid of an office, or of one of its cells. */
export function cibleDisponibiliteDv(bureauId: string, cellule?: string): string {
  return `DISPONIBILITES_DV#${bureauId}${cellule ? `#${cellule}` : ''}`;
}
