// Input shapes of the HTTP layer that shared/ does not own: path parameters and the audit listing
// query (read only by the audit API, no screen yet). Domain input rules live in shared/.
import * as z from 'zod';

const identifiant = z.string().min(1, 'Identifiant manquant').max(100, 'Identifiant invalide');

export const idPathSchema = z.object({ id: identifiant });

/**
 * `/bureaux/{bureauId}/…`: the office of every route under an office (API Gateway wants one parameter
 * name per path level, so `GET /bureaux/{bureauId}` uses it too). Routes with more parameters extend it.
 */
export const bureauPathSchema = z.object({ bureauId: identifiant });

const jourIso = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message);

export const AUDIT_MAX_DAYS = 31;

/** GET /audit?du=AAAA-MM-JJ&au=AAAA-MM-JJ&limite=50&suivant=<curseur> (UTC days, both included). */
export const auditQuerySchema = z
  .object({
    du: jourIso('Veuillez entrer une date de début (AAAA-MM-JJ)'),
    au: jourIso('Veuillez entrer une date de fin (AAAA-MM-JJ)'),
    limite: z.coerce
      .number({ error: 'La limite doit être un nombre' })
      .int('La limite doit être un nombre entier')
      .min(1, 'La limite doit être comprise entre 1 et 200')
      .max(200, 'La limite doit être comprise entre 1 et 200')
      .default(50),
    suivant: z.string().max(2000, 'Curseur de pagination invalide').optional(),
  })
  .refine((q) => q.du <= q.au, { path: ['au'], error: 'La date de fin doit suivre la date de début' })
  .refine((q) => (Date.parse(q.au) - Date.parse(q.du)) / 86_400_000 < AUDIT_MAX_DAYS, {
    path: ['au'],
    error: `La période ne doit pas dépasser ${AUDIT_MAX_DAYS} jours`,
  });

/** GET /audit/verification?du=AAAA-MM-JJ&au=AAAA-MM-JJ (issue 12: UTC days, both included). */
export const auditVerificationQuerySchema = z
  .object({
    du: jourIso('Veuillez entrer une date de début (AAAA-MM-JJ)'),
    au: jourIso('Veuillez entrer une date de fin (AAAA-MM-JJ)'),
  })
  .refine((q) => !Number.isNaN(Date.parse(q.du)), { path: ['du'], error: 'Date de début invalide' })
  .refine((q) => !Number.isNaN(Date.parse(q.au)), { path: ['au'], error: 'Date de fin invalide' })
  .refine((q) => q.du <= q.au, { path: ['au'], error: 'La date de fin doit suivre la date de début' })
  .refine((q) => (Date.parse(q.au) - Date.parse(q.du)) / 86_400_000 < AUDIT_MAX_DAYS, {
    path: ['au'],
    error: `La période ne doit pas dépasser ${AUDIT_MAX_DAYS} jours`,
  });
