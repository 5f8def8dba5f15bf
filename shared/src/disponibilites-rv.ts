// Examiners' appointment hours (RV availability): a weekly pattern per examiner and office, and
// one-off exceptions (absence, extra hours) that win over it; the hours of a day and the suggested
// 15-minute slots of docs/product-rules.md#constants within them.
import * as z from 'zod';
import { PLAGE_DEFAUT_DEBUT, PLAGE_DEFAUT_FIN } from './constantes.ts';
import { jourIsoDeLaSemaine, MINUTES_PAR_JOUR, type Jour } from './dates.ts';
import { suggererHeures, type RendezVousExistant } from './suggestions-creneaux.ts';

const minutes = z
  .number({ error: 'Heure invalide' })
  .int('Heure invalide')
  .min(0, 'Heure invalide')
  .max(MINUTES_PAR_JOUR, 'Heure invalide');

/** One range of hours [debut, fin[ in minutes of the day (no midnight crossing: appointments are daytime). */
export const plageSchema = z
  .object({ debut: minutes, fin: minutes })
  .refine((p) => p.fin > p.debut, { path: ['fin'], error: "L'heure de fin doit suivre l'heure de début" });
export type Plage = z.infer<typeof plageSchema>;

/** A weekly range: ISO weekday 1 (Monday) to 7 (Sunday). */
export const plageHebdomadaireSchema = plageSchema.and(
  z.object({ jourSemaine: z.number().int().min(1, 'Jour invalide').max(7, 'Jour invalide') }),
);
export type PlageHebdomadaire = z.infer<typeof plageHebdomadaireSchema>;

/** A one-off exception on one day (day number): an absence removes hours, a supplement adds some. */
export const exceptionRvSchema = plageSchema.and(
  z.object({
    jour: z.number({ error: 'Veuillez entrer une date' }).int('Veuillez entrer une date'),
    type: z.enum(['absence', 'supplement'], { error: "Type d'exception invalide" }),
    motif: z.string().max(200).default(''),
  }),
);
export type ExceptionRv = z.infer<typeof exceptionRvSchema>;

/** The hours of one examiner in one office as stored and answered (GET answers one per examiner). */
export interface DisponibiliteRv {
  bureauId: string;
  examinateurId: string;
  semaine: PlageHebdomadaire[];
  exceptions: ExceptionRv[];
  /** 0 when the examiner has declared nothing yet (the default range applies). */
  version: number;
}

/** GET /bureaux/{bureauId}/disponibilites-rv?examinateur=&du=&au= (examinateur optional: all of them). */
export const filtreDisponibilitesRvSchema = z.object({
  examinateur: z.string().min(1).max(100).optional(),
  du: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Veuillez entrer la date de début'),
  au: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Veuillez entrer la date de fin'),
});

/**
 * PUT /bureaux/{bureauId}/disponibilites-rv: the whole pattern and exceptions of one examiner. `version`
 * is the one read (0 when nothing was declared: the item is then created, 409 if someone did first).
 */
export const enregistrementDisponibiliteRvSchema = z.object({
  examinateurId: z.string().min(1, "Veuillez choisir l'examinateur"),
  semaine: z.array(plageHebdomadaireSchema).max(50),
  exceptions: z.array(exceptionRvSchema).max(400),
  version: z.number({ error: 'Version manquante' }).int().min(0, 'Version invalide'),
});
export type EnregistrementDisponibiliteRv = z.infer<typeof enregistrementDisponibiliteRvSchema>;

/** Sorted, merged ranges (overlapping or touching ranges become one). */
export function fusionnerPlages(plages: readonly Plage[]): Plage[] {
  const triees = [...plages].sort((a, b) => a.debut - b.debut || a.fin - b.fin);
  const resultat: Plage[] = [];
  for (const p of triees) {
    const derniere = resultat.at(-1);
    if (derniere && p.debut <= derniere.fin) derniere.fin = Math.max(derniere.fin, p.fin);
    else resultat.push({ debut: p.debut, fin: p.fin });
  }
  return resultat;
}

/** `plages` without the minutes of `retirees`. */
export function soustrairePlages(plages: readonly Plage[], retirees: readonly Plage[]): Plage[] {
  let reste = fusionnerPlages(plages);
  for (const r of retirees) {
    reste = reste.flatMap((p) => {
      if (r.fin <= p.debut || r.debut >= p.fin) return [p];
      const morceaux: Plage[] = [];
      if (r.debut > p.debut) morceaux.push({ debut: p.debut, fin: r.debut });
      if (r.fin < p.fin) morceaux.push({ debut: r.fin, fin: p.fin });
      return morceaux;
    });
  }
  return reste;
}

/**
 * The hours of an examiner on a day. Nothing declared at all (no pattern, no exception): the
 * docs/product-rules.md#constants default range 08:00–20:00. Otherwise the pattern's ranges of that weekday, plus the day's
 * supplements, minus the day's absences (exceptions win over the pattern).
 */
export function plagesDuJour(
  dispo: Pick<DisponibiliteRv, 'semaine' | 'exceptions'> | null,
  jour: Jour,
): Plage[] {
  if (!dispo || (dispo.semaine.length === 0 && dispo.exceptions.length === 0)) {
    return [{ debut: PLAGE_DEFAUT_DEBUT, fin: PLAGE_DEFAUT_FIN }];
  }
  const jourSemaine = jourIsoDeLaSemaine(jour);
  const exceptions = dispo.exceptions.filter((e) => e.jour === jour);
  const ouvertes = [
    ...dispo.semaine.filter((p) => p.jourSemaine === jourSemaine),
    ...exceptions.filter((e) => e.type === 'supplement'),
  ];
  return soustrairePlages(
    ouvertes,
    exceptions.filter((e) => e.type === 'absence'),
  );
}

/**
 * docs/product-rules.md#constants: the free 15-minute slots of an examiner on a day: every slot of the day's hours,
 * without those less than 8 minutes from another non-cancelled appointment of that examiner.
 */
export function creneauxSuggeres(
  dispo: Pick<DisponibiliteRv, 'semaine' | 'exceptions'> | null,
  jour: Jour,
  rendezVous: readonly RendezVousExistant[],
  options: { exclureId?: number } = {},
): number[] {
  return plagesDuJour(dispo, jour).flatMap((p) =>
    suggererHeures(rendezVous, { debut: p.debut, fin: p.fin, ...options }),
  );
}
