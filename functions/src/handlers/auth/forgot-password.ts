// POST /auth/forgot-password: { adresseEmail } -> 202, always the same answer (no enumeration). A
// 6-digit code valid 15 minutes is e-mailed to an active account, confirmed or not: the code proves the
// address, and resetting with it confirms the account (issue 8: an invited user whose invitation
// expired gets in this way). Every request counts as one e-mail of the address's 24-hour quota (issue
// 12: 5, then 429 for any address, known or not).
import { forgotPasswordSchema } from '@umj/shared/auth';
import { getUtilisateurByEmail } from '../../data/utilisateurs.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { sendMail } from '../../lib/adapters/mail.ts';
import { nouveauCodeStocke, reserverEnvoiCode } from '../../lib/auth/auth-flows.ts';

export const RESET_CODE_TTL_SECONDS = 15 * 60;

export const handler = apiHandler(
  { name: 'auth/forgot-password', access: 'public', audited: true, body: forgotPasswordSchema },
  async ({ body, audit }) => {
    const now = new Date();
    audit.adresseEmail = body.adresseEmail;
    await reserverEnvoiCode(body.adresseEmail, now);
    const utilisateur = await getUtilisateurByEmail(body.adresseEmail);
    if (utilisateur?.actif) {
      audit.utilisateurId = utilisateur.id;
      const code = await nouveauCodeStocke(utilisateur.id, 'reinitialisation', RESET_CODE_TTL_SECONDS, now);
      await sendMail({
        to: utilisateur.adresseEmail,
        subject: 'Réinitialisation de votre mot de passe',
        text: `Votre code de réinitialisation : ${code}\nIl est valable 15 minutes. Si vous n'avez rien demandé, ignorez ce message.`,
      });
    }
    return {
      statusCode: 202,
      body: {
        message:
          'Si un compte correspond à cette adresse, un code de réinitialisation vient de lui être envoyé.',
      },
    };
  },
);
