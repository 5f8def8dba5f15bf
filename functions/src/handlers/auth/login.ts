// POST /auth/login (spec §7): { adresseEmail, motDePasse } -> { accessToken }.
import { loginSchema } from '@umj/shared/auth';
import { clearFailedLogins, getUtilisateurByEmail } from '../../data/utilisateurs.ts';
import { signAccessToken } from '../../lib/auth/access-token.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { assertNotLocked, registerFailedLogin } from '../../lib/auth/auth-flows.ts';
import { AccountDisabledError, AccountNotConfirmedError, InvalidCredentialsError } from '../../errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/auth/password.ts';

export const handler = apiHandler(
  { name: 'auth/login', access: 'public', audited: true, body: loginSchema },
  async ({ body, audit }) => {
    const now = new Date();
    audit.adresseEmail = body.adresseEmail;
    const utilisateur = await getUtilisateurByEmail(body.adresseEmail);
    if (!utilisateur) {
      await verifyAgainstDummy(body.motDePasse);
      throw new InvalidCredentialsError();
    }
    audit.utilisateurId = utilisateur.id;
    audit.role = utilisateur.role;
    audit.bureauId = utilisateur.bureauIds[0];
    assertNotLocked(utilisateur, now);
    if (!(await verifyPassword(body.motDePasse, utilisateur.motDePasseHash))) {
      await registerFailedLogin(utilisateur, now);
      throw new InvalidCredentialsError();
    }
    if (!utilisateur.confirme) throw new AccountNotConfirmedError();
    if (!utilisateur.actif) throw new AccountDisabledError();
    // Only when there is something to clear: a clean sign-in costs no write besides its audit entry.
    if (utilisateur.echecsConnexion > 0 || (utilisateur.verrouilleJusqua ?? 0) > 0)
      await clearFailedLogins(utilisateur.id);
    const { token } = await signAccessToken(utilisateur, now);
    return { body: { accessToken: token } };
  },
);
