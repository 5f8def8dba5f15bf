// What the handlers of the examiners' appointment hours share: the audit target, the hours as
// answered for a period, and the query of the suggested slots. The rules live in
// services/disponibilites-rv.ts.
import { dateIsoSchema, type Jour } from '@umj/shared/dates';
import type { DisponibiliteRv } from '@umj/shared/disponibilites-rv';
import * as z from 'zod';

/** Audit target of an examiner's hours in an office. */
export function cibleDisponibiliteRv(bureauId: string, examinateurId?: string): string {
  return `DISPONIBILITES_RV#${bureauId}${examinateurId ? `#${examinateurId}` : ''}`;
}

/**
 * The options of a read of the hours under /bureaux/{bureauId} whose query may name one examiner: the
 * office of the path, the audit target that examiner's hours (or the office's).
 */
export const lectureDesHeures = {
  bureau: 'path',
  cible: ({ bureauId, query }: { bureauId: string; query: { examinateur?: string | undefined } }) =>
    cibleDisponibiliteRv(bureauId, query.examinateur),
} as const;

/** The hours as answered for a period: the exceptions outside du..au are left out. */
export function dansPeriode(dispo: DisponibiliteRv, periode: { du: Jour; au: Jour }): DisponibiliteRv {
  return {
    ...dispo,
    exceptions: dispo.exceptions.filter((e) => e.jour >= periode.du && e.jour <= periode.au),
  };
}

/** GET /bureaux/{bureauId}/creneaux-suggeres?examinateur=&jour=AAAA-MM-JJ[&exclure=<id du dossier>]. */
export const creneauxSuggeresQuerySchema = z.object({
  examinateur: z
    .string({ error: "Veuillez choisir l'examinateur" })
    .min(1, "Veuillez choisir l'examinateur")
    .max(100, 'Examinateur invalide'),
  jour: dateIsoSchema('Veuillez entrer une date'),
  /** The file being edited: its own appointment does not block its time. */
  exclure: z.coerce.number({ error: 'Dossier invalide' }).int('Dossier invalide').positive().optional(),
});
