// POST /auth/confirm-signup: { adresseEmail, code } -> 200. Confirms the account with the e-mailed
// code (5 attempts, 24 h); the role stays 'aucun' until an administrator gives one.
import { confirmationInscriptionSchema } from '@umj/shared/auth';
import { consumeCodeAndUpdateUtilisateur } from '../../data/codes.ts';
import { lireUtilisateurParEmail } from '../../data/utilisateurs.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { checkCode } from '../../lib/auth/auth-flows.ts';

export const handler = apiHandler(
  { name: 'auth/confirm-signup', audited: true, body: confirmationInscriptionSchema },
  async ({ body, audit }) => {
    const now = new Date();
    audit.adresseEmail = body.adresseEmail;
    const utilisateur = await lireUtilisateurParEmail(body.adresseEmail);
    const codeHash = await checkCode(body.adresseEmail, utilisateur, 'confirmation', body.code, now);
    audit.utilisateurId = utilisateur!.id;
    audit.cible = `UTILISATEUR#${utilisateur!.id}`;
    await consumeCodeAndUpdateUtilisateur(utilisateur!.id, 'confirmation', codeHash, {
      confirme: true,
      modifieLe: now.toISOString(),
    });
    return {
      body: {
        message:
          'Votre adresse e-mail est confirmée. Un administrateur doit maintenant vous attribuer un rôle.',
      },
    };
  },
);
