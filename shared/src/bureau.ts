// Spec §3 (Office): id, nom, logo. Offices named in the product: Argenteuil, Chartres, Paris Nord.
import { z } from 'zod';

export const BUREAU_NAMES = { argenteuil: 'Argenteuil', chartres: 'Chartres', parisNord: 'Paris Nord' } as const;

/** A reference to an office as carried by a user (spec §3 User.bureaux). */
export const bureauRefSchema = z.object({ id: z.string().min(1), nom: z.string() });
export type BureauRef = z.infer<typeof bureauRefSchema>;

export const bureauNomSchema = z
  .string({ error: 'Veuillez entrer le nom du bureau' })
  .trim()
  .min(1, 'Veuillez entrer le nom du bureau')
  .max(80, 'Le nom du bureau ne doit pas dépasser 80 caractères');

/** Office as returned by the API. `logo` is the S3 key of the logo, `logoUrl` a presigned GET URL. */
export const bureauSchema = z.object({
  id: z.string(),
  nom: z.string(),
  logo: z.string().nullable().optional(),
  logoUrl: z.string().nullable().optional(),
  version: z.number().int(),
});
export type Bureau = z.infer<typeof bureauSchema>;

export const createBureauSchema = z.object({ nom: bureauNomSchema, logo: z.string().nullable().optional() });
export type CreateBureauInput = z.infer<typeof createBureauSchema>;

/** PATCH body: `version` is the one the client read (409 when the stored one has moved on). */
export const updateBureauSchema = z.object({
  nom: bureauNomSchema.optional(),
  logo: z.string().nullable().optional(),
  version: z.number({ error: 'Version manquante' }).int(),
});
export type UpdateBureauInput = z.infer<typeof updateBureauSchema>;

export const deleteBureauxSchema = z.object({
  ids: z.array(z.string().min(1), { error: 'Veuillez choisir au moins un bureau' }).min(1, 'Veuillez choisir au moins un bureau'),
});
