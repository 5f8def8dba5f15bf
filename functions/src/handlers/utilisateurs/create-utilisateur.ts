// POST /utilisateurs: admin only; { nomComplet, adresseEmail, role, bureauIds, telephone?,
// rpps? } -> 201 with the user. The account is created not confirmed, with no usable password, and an
// invitation carrying a code is e-mailed: its owner sets a password through POST /auth/reset-password
// (which confirms the address), then signs in with the role given. 409 e-mail taken, 403 a delegation
// rule (shared/administration.ts), 400 unknown office, 429 when the address already received its
// e-mailed codes of the 24-hour window.
import { randomBytes } from 'node:crypto';
import { refusAdministration } from '@umj/shared/administration';
import { creationUtilisateurSchema } from '@umj/shared/utilisateur';
import { lireBureaux } from '../../data/bureaux.ts';
import { creerUtilisateur, nouvelUtilisateur } from '../../data/utilisateurs.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';
import { nouveauCodeStocke, reserverEnvoiCode } from '../../lib/auth/auth-flows.ts';
import { hashPassword } from '../../lib/auth/password.ts';
import { apiHandler } from '../../lib/http/api-handler-idempotent.ts';
import { CREATION } from '../../lib/http/handler-presets.ts';
import { administrateur, byId, toUtilisateurAdminResponse } from './utilisateur-view.ts';
import { envoyerInvitation, INVITATION_TTL_SECONDS } from '../../services/invitation.ts';

export const handler = apiHandler(
  { name: 'utilisateurs/create-utilisateur', ...CREATION, body: creationUtilisateurSchema },
  async ({ body, session, audit }) => {
    const now = new Date();
    audit.bureauId = body.bureauIds[0];
    const refus = refusAdministration(administrateur(session), undefined, body);
    if (refus) throw new ForbiddenError(refus.message, refus.field);
    const bureaux = await lireBureaux(body.bureauIds);
    if (bureaux.length !== body.bureauIds.length)
      throw new ValidationError('Un des bureaux choisis n’existe pas', 'bureauIds');
    const utilisateur = nouvelUtilisateur(
      {
        ...body,
        telephone: body.telephone ?? null,
        rpps: body.rpps ?? null,
        confirme: false,
        // Nobody knows this password: the account is usable once its owner has set one with the code.
        motDePasseHash: await hashPassword(randomBytes(32).toString('base64url')),
      },
      now,
    );
    audit.cible = `UTILISATEUR#${utilisateur.id}`;
    await reserverEnvoiCode(utilisateur.adresseEmail, now);
    await creerUtilisateur(utilisateur);
    const code = await nouveauCodeStocke(utilisateur.id, 'reinitialisation', INVITATION_TTL_SECONDS, now);
    await envoyerInvitation(utilisateur, code);
    return { body: toUtilisateurAdminResponse(utilisateur, byId(bureaux)) };
  },
);
