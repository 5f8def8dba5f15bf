// POST /auth/confirm-signup: { adresseEmail, code } -> 200. Confirms the account with the e-mailed
// code (5 attempts, 24 h); the role stays 'aucun' until an administrator gives one.
import { confirmationInscriptionSchema } from '@umj/shared/auth';
import { consumeCodeAndUpdateUtilisateur } from '../../data/codes.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { utilisateurDuCode } from '../../lib/auth/auth-flows.ts';

export const handler = apiHandler(
  { name: 'auth/confirm-signup', audited: true, body: confirmationInscriptionSchema },
  async ({ body, audit }) => {
    const now = new Date();
    const { utilisateur, codeHash } = await utilisateurDuCode(body, 'confirmation', audit, now);
    await consumeCodeAndUpdateUtilisateur(utilisateur.id, 'confirmation', codeHash, {
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
