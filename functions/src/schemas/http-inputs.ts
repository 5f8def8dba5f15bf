// Input shapes of the HTTP layer that shared/ does not own: path parameters and the audit listing
// query (the /admin/audit screen's API). Domain input rules live in shared/.
import * as z from 'zod';
import { MESSAGE_FIN_AVANT_DEBUT } from '@umj/shared/comptabilite';
import { jourDepuisIso } from '@umj/shared/dates';

const identifiant = z.string().min(1, 'Identifiant manquant').max(100, 'Identifiant invalide');

export const idPathSchema = z.object({ id: identifiant });

/**
 * `/bureaux/{bureauId}/…`: the office of every route under an office (API Gateway wants one parameter
 * name per path level, so `GET /bureaux/{bureauId}` uses it too). Routes with more parameters extend it.
 */
export const bureauPathSchema = z.object({ bureauId: identifiant });

/** A calendar day 'AAAA-MM-JJ' (2026-02-30 is refused with `invalide`). */
const jourIso = (message: string, invalide: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((jour) => jourDepuisIso(jour) !== null, invalide);

export const AUDIT_MAX_DAYS = 31;

/**
 * The Paris days `du` and `au` (both included) of an audit call (docs/data-model.md: a Paris day spans
 * two UTC days of the audit's partitions).
 */
const joursAudit = {
  du: jourIso('Veuillez entrer une date de début (AAAA-MM-JJ)', 'Date de début invalide'),
  au: jourIso('Veuillez entrer une date de fin (AAAA-MM-JJ)', 'Date de fin invalide'),
};

/** An audit period: `au` not before `du`, AUDIT_MAX_DAYS days at most. */
function periodeAudit<S extends z.ZodType<{ du: string; au: string }>>(schema: S): S {
  return schema
    .refine((q) => q.du <= q.au, { path: ['au'], error: MESSAGE_FIN_AVANT_DEBUT })
    .refine((q) => (Date.parse(q.au) - Date.parse(q.du)) / 86_400_000 < AUDIT_MAX_DAYS, {
      path: ['au'],
      error: `La période ne doit pas dépasser ${AUDIT_MAX_DAYS} jours`,
    });
}

/** GET /audit?du=AAAA-MM-JJ&au=AAAA-MM-JJ&limite=50&suivant=<curseur> (Paris days, both included). */
export const auditQuerySchema = periodeAudit(
  z.object({
    ...joursAudit,
    limite: z.coerce
      .number({ error: 'La limite doit être un nombre' })
      .int('La limite doit être un nombre entier')
      .min(1, 'La limite doit être comprise entre 1 et 200')
      .max(200, 'La limite doit être comprise entre 1 et 200')
      .default(50),
    suivant: z.string().max(2000, 'Curseur de pagination invalide').optional(),
    /** Filters: part of the user's e-mail address (or its id), the office, the action, the result. */
    utilisateur: z.string().trim().min(1).max(200, 'Utilisateur invalide').optional(),
    bureauId: z.string().min(1).max(100, 'Bureau invalide').optional(),
    action: z.string().min(1).max(100, 'Action invalide').optional(),
    resultat: z.enum(['succès', 'refusé', 'échec'], { error: 'Résultat invalide' }).optional(),
  }),
);

/**
 * GET /audit/verification?du=AAAA-MM-JJ&au=AAAA-MM-JJ[&suivant=AAAA-MM-JJTHH:MM] (Paris days, both
 * included; `suivant`: the first 5-minute period of the next page, as the previous page answered it).
 */
export const auditVerificationQuerySchema = periodeAudit(
  z.object({
    ...joursAudit,
    suivant: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Curseur de pagination invalide')
      .optional(),
  }),
);

/**
 * GET /bureaux/{bureauId}/dossiers-patients/{dossierId}?vue=liste: the file as a list row (a list
 * applying a change signal), without its attachments' links and without a 'lecture' history event —
 * listing a file is not opening it.
 */
export const vueDossierQuerySchema = z.object({
  vue: z.enum(['liste'], { error: 'Vue inconnue (attendu : liste)' }).optional(),
});
