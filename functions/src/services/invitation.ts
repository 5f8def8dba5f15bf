// The invitation e-mail of an account created by an administrator: a 6-digit code, valid
// 7 days, with which its owner chooses a password on the reset-password screen.
import { ROLE_LABELS } from '@umj/shared/roles';
import { env } from '../config/env.ts';
import type { UtilisateurItem } from '../data/utilisateurs.ts';
import { sendMail } from '../lib/adapters/mail.ts';

export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

export function envoyerInvitation(u: UtilisateurItem, code: string): Promise<void> {
  const origine = env.allowedOrigins[0];
  const page = origine
    ? `${origine}/reset-password?adresseEmail=${encodeURIComponent(u.adresseEmail)}`
    : 'la page « Réinitialiser le mot de passe »';
  return sendMail({
    to: u.adresseEmail,
    subject: 'Invitation : votre compte sur le back-office UMJ',
    text: [
      `Bonjour ${u.nomComplet},`,
      '',
      `Un administrateur vous a créé un compte « ${ROLE_LABELS[u.role]} » sur le back-office de l'unité médico-judiciaire.`,
      `Pour choisir votre mot de passe, ouvrez ${page}, saisissez votre adresse e-mail (${u.adresseEmail}) et ce code : ${code}`,
      'Ce code est valable 7 jours. Vous pourrez ensuite vous connecter.',
      'Passé ce délai, demandez un nouveau code avec « Mot de passe oublié ».',
      '',
      "Si vous n'attendiez pas ce message, ignorez-le.",
    ].join('\n'),
  });
}
