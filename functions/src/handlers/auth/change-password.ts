// POST /auth/change-password: { motDePasse, nouveauMotDePasse } -> { accessToken }. Every other
// session of the user ends (validAfter); the caller gets a fresh token.
import { changePasswordSchema } from '@umj/shared/auth';
import { updateUtilisateur } from '../../data/utilisateurs.ts';
import { signAccessToken } from '../../lib/auth/access-token.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { ValidationError } from '../../errors.ts';
import { notifyTokenInvalid } from '../../lib/adapters/notify-table-change.ts';
import { hashPassword, verifyPassword } from '../../lib/auth/password.ts';

export const handler = apiHandler(
  { name: 'auth/change-password', access: 'authenticated', audited: true, body: changePasswordSchema },
  async ({ body, session, audit }) => {
    const now = new Date();
    const u = session.utilisateur;
    audit.cible = `UTILISATEUR#${u.id}`;
    if (!(await verifyPassword(body.motDePasse, u.motDePasseHash))) {
      throw new ValidationError('Mot de passe actuel incorrect', 'motDePasse');
    }
    const updated = await updateUtilisateur(
      u,
      u.version,
      {
        motDePasseHash: await hashPassword(body.nouveauMotDePasse),
        validAfter: now.getTime() / 1000,
      },
      now,
    );
    await notifyTokenInvalid(u.id);
    const { token } = await signAccessToken(updated, new Date(now.getTime() + 1));
    return { body: { accessToken: token } };
  },
);
