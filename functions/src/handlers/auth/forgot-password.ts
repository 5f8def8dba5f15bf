// POST /auth/forgot-password: { adresseEmail } -> 202, always the same answer (no enumeration). A
// 6-digit code valid 15 minutes is e-mailed to an active account, confirmed or not: the code proves the
// address, and resetting with it confirms the account (an invited user whose invitation
// expired gets in this way). Every request counts as one e-mail of the address's 24-hour quota (issue
// 12: 5, then 429 for any address, known or not).
// Constant time: an unknown address costs the same work (a code and its HMAC, nothing stored
// or sent), and the answer leaves no sooner than FORGOT_PASSWORD_MIN_MS after the request, whichever
// path ran: the mail send runs during that floor and its outcome does not change the answer (a failure
// is logged). The send is not left running after the answer: Lambda freezes the environment once the
// handler has answered, so an un-awaited send could be lost.
import { motDePasseOublieSchema } from '@umj/shared/auth';
import { randomUUID } from 'node:crypto';
import { setTimeout as delai } from 'node:timers/promises';
import { lireUtilisateurParEmail } from '../../data/utilisateurs.ts';
import { errorFields, logger } from '../../lib/adapters/logger.ts';
import { sendMail } from '../../lib/adapters/mail.ts';
import { nouveauCodeStocke, reserverEnvoiCode } from '../../lib/auth/auth-flows.ts';
import { hashCode, newCode } from '../../lib/auth/one-time-code.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';

export const RESET_CODE_TTL_SECONDS = 15 * 60;
/** Above the time of a mail send (SES answers in a few tens of milliseconds), so both paths end on it. */
export const FORGOT_PASSWORD_MIN_MS = 500;

export const handler = apiHandler(
  { name: 'auth/forgot-password', audited: true, statut: 202, body: motDePasseOublieSchema },
  async ({ body, audit }) => {
    const plancher = delai(FORGOT_PASSWORD_MIN_MS);
    const now = new Date();
    audit.adresseEmail = body.adresseEmail;
    await reserverEnvoiCode(body.adresseEmail, now);
    const utilisateur = await lireUtilisateurParEmail(body.adresseEmail);
    let envoi: Promise<void> = Promise.resolve();
    if (utilisateur?.actif) {
      const { id } = utilisateur;
      audit.utilisateurId = id;
      // The entry written with the new code names the account.
      audit.cible = `UTILISATEUR#${id}`;
      const code = await nouveauCodeStocke(id, 'reinitialisation', RESET_CODE_TTL_SECONDS, now);
      envoi = sendMail({
        to: utilisateur.adresseEmail,
        subject: 'Réinitialisation de votre mot de passe',
        text: `Votre code de réinitialisation : ${code}\nIl est valable 15 minutes. Si vous n'avez rien demandé, ignorez ce message.`,
      }).catch((error: unknown) => {
        logger.error('code de réinitialisation non envoyé', { utilisateurId: id, ...errorFields(error) });
      });
    } else {
      // The work of the other path, thrown away: a code and its HMAC.
      await hashCode(randomUUID(), 'reinitialisation', newCode());
    }
    await Promise.all([envoi, plancher]);
    return {
      body: {
        message:
          'Si un compte correspond à cette adresse, un code de réinitialisation vient de lui être envoyé.',
      },
    };
  },
);
