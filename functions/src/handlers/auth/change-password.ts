// POST /auth/change-password: { motDePasse, nouveauMotDePasse } -> { accessToken }. Every other
// session of the user ends (validAfter); the caller gets a fresh token. A wrong current password counts
// as a sign-in failure of an unknown device: from the 5th in a row the growing delay applies
// (429), and while it runs the password cannot be changed either (a stolen session cannot guess the
// password through this route). The attempt is counted before the check, as a sign-in's is.
import { changementMotDePasseSchema } from '@umj/shared/auth';
import { modifierUtilisateur } from '../../data/utilisateurs.ts';
import { signAccessToken } from '../../lib/auth/access-token.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { ValidationError } from '../../errors.ts';
import { notifyTokenInvalid } from '../../lib/adapters/notify-table-change.ts';
import { compterTentativeConnexion, refuserMotDePasse } from '../../lib/auth/auth-flows.ts';
import { hashPassword, verifyPassword } from '../../lib/auth/password.ts';

export const handler = apiHandler(
  { name: 'auth/change-password', audited: true, body: changementMotDePasseSchema },
  async ({ body, session, audit }) => {
    const now = new Date();
    const u = session.utilisateur;
    audit.cible = `UTILISATEUR#${u.id}`;
    const echecs = await compterTentativeConnexion(u, now);
    if (!(await verifyPassword(body.motDePasse, u.motDePasseHash))) {
      await refuserMotDePasse(u, now, echecs);
      throw new ValidationError('Mot de passe actuel incorrect', 'motDePasse');
    }
    const updated = await modifierUtilisateur(
      u,
      u.version,
      {
        motDePasseHash: await hashPassword(body.nouveauMotDePasse),
        validAfter: now.getTime() / 1000,
        // The right password was given: earlier failures are cleared as a sign-in clears them.
        echecsConnexion: 0,
        verrouilleJusqua: 0,
        echecsAuDelai: 0,
      },
      now,
    );
    await notifyTokenInvalid(u.id);
    const { token } = await signAccessToken(updated, new Date(now.getTime() + 1));
    return { body: { accessToken: token } };
  },
);
