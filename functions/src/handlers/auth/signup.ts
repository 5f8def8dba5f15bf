// POST /auth/signup: { nomComplet, adresseEmail, motDePasse } -> 202. The account starts with role
// 'aucun', not confirmed; a 6-digit code is e-mailed. Same answer when the e-mail is already taken
// (its owner is told by e-mail instead): no user enumeration. An account that was never confirmed (code
// expired, mail lost) gets a fresh code instead, so that its owner is never stuck; its name and
// password stay those of the first sign-up (whoever signs up again proves nothing before the code).
// Every sign-up counts as one e-mail of the address's 24-hour quota (5, then 429 for any
// address, known or not).
import { inscriptionSchema } from '@umj/shared/auth';
import { creerUtilisateur, lireUtilisateurParEmail, nouvelUtilisateur } from '../../data/utilisateurs.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { AlreadyExistsError } from '../../errors.ts';
import { sendMail } from '../../lib/adapters/mail.ts';
import { nouveauCodeStocke, reserverEnvoiCode } from '../../lib/auth/auth-flows.ts';
import { hashPassword } from '../../lib/auth/password.ts';

export const SIGNUP_CODE_TTL_SECONDS = 24 * 60 * 60;
export const SIGNUP_ACCEPTED = {
  message: 'Si cette adresse peut être utilisée, un code de confirmation vient de lui être envoyé.',
};

export const handler = apiHandler(
  { name: 'auth/signup', audited: true, statut: 202, body: inscriptionSchema },
  async ({ body, audit }) => {
    const now = new Date();
    audit.adresseEmail = body.adresseEmail;
    await reserverEnvoiCode(body.adresseEmail, now);
    const utilisateur = nouvelUtilisateur(
      {
        nomComplet: body.nomComplet,
        adresseEmail: body.adresseEmail,
        role: 'aucun',
        bureauIds: [],
        confirme: false,
        motDePasseHash: await hashPassword(body.motDePasse),
      },
      now,
    );
    // The entry written with the account names it.
    audit.utilisateurId = utilisateur.id;
    audit.cible = `UTILISATEUR#${utilisateur.id}`;
    try {
      await creerUtilisateur(utilisateur);
    } catch (error) {
      if (!(error instanceof AlreadyExistsError)) throw error;
      const existant = await lireUtilisateurParEmail(body.adresseEmail);
      // No account was created: the entry names the existing one when a code is sent to it, else none.
      audit.utilisateurId = existant && !existant.confirme ? existant.id : undefined;
      audit.cible = existant && !existant.confirme ? `UTILISATEUR#${existant.id}` : undefined;
      if (existant && !existant.confirme) {
        await sendConfirmationCode(existant.id, body.adresseEmail, now);
        return { body: SIGNUP_ACCEPTED };
      }
      await sendMail({
        to: body.adresseEmail,
        subject: 'Demande de création de compte',
        text: "Quelqu'un a demandé à créer un compte avec votre adresse e-mail, qui en possède déjà un. Si c'est vous, connectez-vous ou utilisez « Mot de passe oublié ». Sinon, ignorez ce message.",
      });
      return { body: SIGNUP_ACCEPTED };
    }
    await sendConfirmationCode(utilisateur.id, body.adresseEmail, now);
    return { body: SIGNUP_ACCEPTED };
  },
);

/** A new 6-digit confirmation code (replacing any earlier one), valid 24 hours, sent by e-mail. */
async function sendConfirmationCode(id: string, adresseEmail: string, now: Date): Promise<void> {
  const code = await nouveauCodeStocke(id, 'confirmation', SIGNUP_CODE_TTL_SECONDS, now);
  await sendMail({
    to: adresseEmail,
    subject: 'Votre code de confirmation',
    text: `Votre code de confirmation : ${code}\nIl est valable 24 heures.`,
  });
}
