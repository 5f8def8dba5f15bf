// POST /auth/reset-password: { adresseEmail, code, nouveauMotDePasse } -> 200. The code (15 min, 5
// attempts) is consumed with the password change in one transaction; every session of the user ends.
// The address is thereby confirmed: this is also how an invited account (POST /utilisateurs) starts.
import { reinitialisationMotDePasseSchema } from '@umj/shared/auth';
import { consumeCodeAndUpdateUtilisateur } from '../../data/codes.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { utilisateurDuCode } from '../../lib/auth/auth-flows.ts';
import { notifyTokenInvalid } from '../../lib/adapters/notify-table-change.ts';
import { hashPassword } from '../../lib/auth/password.ts';

export const handler = apiHandler(
  { name: 'auth/reset-password', audited: true, body: reinitialisationMotDePasseSchema },
  async ({ body, audit }) => {
    const now = new Date();
    const { utilisateur, codeHash } = await utilisateurDuCode(body, 'reinitialisation', audit, now);
    const id = utilisateur.id;
    await consumeCodeAndUpdateUtilisateur(id, 'reinitialisation', codeHash, {
      motDePasseHash: await hashPassword(body.nouveauMotDePasse),
      // The code reached the address: an invited account is confirmed by choosing its password.
      confirme: true,
      validAfter: now.getTime() / 1000,
      echecsConnexion: 0,
      verrouilleJusqua: 0,
      echecsAuDelai: 0,
      modifieLe: now.toISOString(),
    });
    await notifyTokenInvalid(id);
    return { body: { message: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.' } };
  },
);
