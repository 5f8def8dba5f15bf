// POST /auth/login (spec §7): { adresseEmail, motDePasse, jetonAppareil? } -> { accessToken, jetonAppareil }.
// Issue 12: the device token (OWASP device cookies) decides where a failure counts and whether the delay
// of the account's unknown devices applies; every success gives the browser a (renewed) device token.
import { loginSchema } from '@umj/shared/auth';
import { getUtilisateurByEmail } from '../../data/utilisateurs.ts';
import { signAccessToken } from '../../lib/auth/access-token.ts';
import { signDeviceToken } from '../../lib/auth/device-token.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import {
  assertNotLocked,
  clearFailedLoginsOf,
  provenanceDe,
  registerFailedLogin,
} from '../../lib/auth/auth-flows.ts';
import { AccountDisabledError, AccountNotConfirmedError, InvalidCredentialsError } from '../../errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/auth/password.ts';

export const handler = apiHandler(
  { name: 'auth/login', audited: true, body: loginSchema },
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
    const provenance = await provenanceDe(utilisateur, body.jetonAppareil, now);
    assertNotLocked(utilisateur, now, provenance);
    if (!(await verifyPassword(body.motDePasse, utilisateur.motDePasseHash))) {
      await registerFailedLogin(utilisateur, now, provenance);
      throw new InvalidCredentialsError();
    }
    if (!utilisateur.confirme) throw new AccountNotConfirmedError();
    if (!utilisateur.actif) throw new AccountDisabledError();
    // Only when there is something to clear: a clean sign-in costs no write besides its audit entry.
    await clearFailedLoginsOf(utilisateur, provenance);
    const { token } = await signAccessToken(utilisateur, now);
    const appareil = await signDeviceToken(
      utilisateur.id,
      provenance.kind === 'appareil' ? provenance.appareilId : undefined,
      now,
    );
    return { body: { accessToken: token, jetonAppareil: appareil.token } };
  },
);
