// Spec §3 (User): id, nomComplet, adresseEmail, role, bureaux (list of id and nom).
import { z } from 'zod';
import { bureauRefSchema } from './bureau.ts';
import { ROLES } from './roles.ts';

export const roleSchema = z.enum(ROLES, { error: 'Rôle invalide' });

export const utilisateurSchema = z.object({
  id: z.string(),
  nomComplet: z.string(),
  adresseEmail: z.string(),
  role: roleSchema,
  bureaux: z.array(bureauRefSchema),
});
export type Utilisateur = z.infer<typeof utilisateurSchema>;
