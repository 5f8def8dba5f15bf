// POST /auth/login (docs/product-rules.md#calls): { adresseEmail, motDePasse, jetonAppareil? } -> { accessToken, jetonAppareil }.
// The device token (OWASP device cookies) decides where a failure counts and whether the delay
// of the account's unknown devices applies; every success gives the browser a (renewed) device token.
import { connexionSchema } from '@umj/shared/auth';
import { lireUtilisateurParEmail } from '../../data/utilisateurs.ts';
import { signAccessToken } from '../../lib/auth/access-token.ts';
import { signDeviceToken } from '../../lib/auth/device-token.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import {
  clearFailedLoginsOf,
  compterTentativeConnexion,
  provenanceDe,
  refuserMotDePasse,
} from '../../lib/auth/auth-flows.ts';
import { AccountDisabledError, AccountNotConfirmedError, InvalidCredentialsError } from '../../errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/auth/password.ts';
import { compter } from '../../lib/adapters/metrics.ts';
import { METRIQUES } from '../../api/metriques.ts';

export const handler = apiHandler(
  { name: 'auth/login', audited: true, body: connexionSchema },
  async ({ body, audit }) => {
    const now = new Date();
    audit.adresseEmail = body.adresseEmail;
    const utilisateur = await lireUtilisateurParEmail(body.adresseEmail);
    if (!utilisateur) {
      await verifyAgainstDummy(body.motDePasse);
      compter(METRIQUES.echecsConnexion);
      throw new InvalidCredentialsError();
    }
    audit.utilisateurId = utilisateur.id;
    audit.cible = `UTILISATEUR#${utilisateur.id}`;
    audit.role = utilisateur.role;
    audit.bureauId = utilisateur.bureauIds[0];
    const provenance = await provenanceDe(utilisateur, body.jetonAppareil, now);
    // Counted before the password is checked (docs/security.md#authentication): 429 while waiting.
    const echecs = await compterTentativeConnexion(utilisateur, now, provenance);
    if (!(await verifyPassword(body.motDePasse, utilisateur.motDePasseHash))) {
      compter(METRIQUES.echecsConnexion);
      await refuserMotDePasse(utilisateur, now, echecs, provenance);
      throw new InvalidCredentialsError();
    }
    // The right password: its attempt and the earlier failures of its provenance are cleared.
    await clearFailedLoginsOf(utilisateur, provenance);
    if (!utilisateur.confirme) throw new AccountNotConfirmedError();
    if (!utilisateur.actif) throw new AccountDisabledError();
    const { token } = await signAccessToken(utilisateur, now);
    const appareil = await signDeviceToken(
      utilisateur.id,
      provenance.kind === 'appareil' ? provenance.appareilId : undefined,
      now,
    );
    return { body: { accessToken: token, jetonAppareil: appareil.token } };
  },
);
