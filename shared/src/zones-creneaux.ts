// docs/product-rules.md#zones-and-slots (dvZone) and Slot (créneau): the duty organisation of visit requests.
import * as z from 'zod';
import { identifiantEtNom } from './texte.ts';
import { bureauRefSchema } from './bureau.ts';
import { dateIsoSchema, finApresDebut, MINUTES_PAR_JOUR } from './dates.ts';
import { JOURS_AUCUN, joursSchema, zoneSecteurSchema } from './enums.ts';

export const zoneSchema = z.object({
  ...identifiantEtNom("Veuillez entrer l'identifiant de la zone", 'Veuillez entrer le nom de la zone'),
  /** Weekday flags (docs/product-rules.md#weekday-flags); 0 = no day. */
  jours: joursSchema,
  secteurs: z.array(zoneSecteurSchema, { error: 'Secteurs de zone invalides' }),
  bureau: bureauRefSchema.nullable(),
  notes: z.string().default(''),
});
export type Zone = z.infer<typeof zoneSchema>;

/** docs/product-rules.md#entities: a zone is usable only with both jours and bureau. */
export function zoneUtilisable(zone: Pick<Zone, 'jours' | 'bureau'>): boolean {
  return zone.jours !== JOURS_AUCUN && zone.bureau !== null;
}

/**
 * heureDebut is a time of day (0-1439). heureFin may be written past midnight (the spec's default
 * '93 Soir 1140-1920') or as a time of day at or before the start (then it crosses midnight).
 */
export const creneauSchema = z
  .object({
    ...identifiantEtNom("Veuillez entrer l'identifiant du créneau", 'Veuillez entrer le nom du créneau'),
    /** Optional validity period of the slot ('YYYY-MM-DD'); null = no limit. */
    dateDebut: dateIsoSchema('Veuillez entrer une date de début valide').nullable(),
    dateFin: dateIsoSchema('Veuillez entrer une date de fin valide').nullable(),
    heureDebut: z
      .number({ error: 'Veuillez entrer une heure de début' })
      .int('Veuillez entrer une heure de début')
      .min(0, 'Veuillez entrer une heure de début')
      .max(MINUTES_PAR_JOUR - 1, 'Veuillez entrer une heure de début'),
    heureFin: z
      .number({ error: 'Veuillez entrer une heure de fin' })
      .int('Veuillez entrer une heure de fin')
      .min(0, 'Veuillez entrer une heure de fin')
      .max(2 * MINUTES_PAR_JOUR, 'Veuillez entrer une heure de fin'),
    zone: z.number({ error: 'Veuillez choisir une zone' }).int().positive('Veuillez choisir une zone'),
    jours: joursSchema,
  })
  .refine((c) => finApresDebut(c.dateDebut, c.dateFin), {
    message: 'La date de fin doit être postérieure ou égale à la date de début',
    path: ['dateFin'],
  });
export type Creneau = z.infer<typeof creneauSchema>;

/** docs/product-rules.md#entities: an end at or before the start crosses midnight: add 1440. */
export function heureFinEffective(creneau: Pick<Creneau, 'heureDebut' | 'heureFin'>): number {
  return creneau.heureFin <= creneau.heureDebut ? creneau.heureFin + MINUTES_PAR_JOUR : creneau.heureFin;
}
