// PUT /bureaux/{bureauId}/disponibilites-rv: the whole weekly pattern and exceptions of one
// examiner, at the version read (0: nothing declared yet, the item is created; 409 VERSION_CONFLICT
// when someone wrote meanwhile, nothing written). The secretariat edits any examiner member of an office
// it sees, a doctor or psychologist its own hours only (403); another office 404; an examiner who is not
// a member of the office 400 on `examinateurId`. Exceptions older than one year are dropped.
import { jourParis } from '@umj/shared/dates';
import { enregistrementDisponibiliteRvSchema } from '@umj/shared/disponibilites-rv';
import { enregistrerDisponibiliteRv } from '../../data/disponibilites-rv.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { cibleDisponibiliteRv } from './disponibilite-rv-view.ts';
import { verifierAccesExaminateur } from '../../services/disponibilites-rv.ts';

/** Exceptions of days more than this many days ago are not kept. */
const CONSERVATION_EXCEPTIONS_JOURS = 366;

export const handler = apiHandler(
  {
    name: 'disponibilites-rv/update-disponibilite-rv',
    audited: true,
    bureau: 'path',
    body: enregistrementDisponibiliteRvSchema,
    cible: ({ bureauId, body }) => cibleDisponibiliteRv(bureauId, body.examinateurId),
  },
  async ({ bureauId, body, session }) => {
    await verifierAccesExaminateur(session, bureauId, body.examinateurId, 'examinateurId');
    const now = new Date();
    const plusAncien = jourParis(now) - CONSERVATION_EXCEPTIONS_JOURS;
    const dispo = await enregistrerDisponibiliteRv(
      {
        bureauId,
        examinateurId: body.examinateurId,
        semaine: body.semaine,
        exceptions: body.exceptions.filter((e) => e.jour >= plusAncien),
      },
      body.version,
      { modifiePar: session.utilisateurId, now },
    );
    return { body: dispo };
  },
);
