// GET /bureaux/{bureauId}/dossiers-patients/{dossierId}: one patient file with its photos and
// documents (D1 + D4). 404 when unknown, of an office the caller does not see, or (examiner) a file it
// does not examine. A read is audited (CNIL) and leaves a 'lecture' history item (D5), at most once per
// user, file and 15 minutes (D12: a refetch or a reopening within the window records nothing).
// `?vue=liste`: the file as a list row, for a list applying a change signal (web
// lib/realtime/application-element.ts) — audited as a read, but no attachment links and no 'lecture'
// event: a list shows the file, nobody opened it.
import { enregistrerLectureAuPlusUneFois } from '../../data/lectures-recentes.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { vueDossierQuerySchema } from '../../schemas/http-inputs.ts';
import { avecPieces, routeDuDossier } from './dossier-view.ts';
import { lireDossierVisible, quiDeSession } from '../../services/dossiers-patients.ts';

export const handler = apiHandler(
  {
    name: 'dossiers-patients/get-dossier-patient',
    audited: true,
    ...routeDuDossier,
    query: vueDossierQuerySchema,
  },
  async ({ bureauId, path, query, session }) => {
    const { dossier } = await lireDossierVisible(session, bureauId, path.dossierId);
    if (query.vue === 'liste') return { body: dossier };
    const maintenant = new Date();
    const [reponse, enregistree] = await Promise.all([
      avecPieces(bureauId, dossier),
      enregistrerLectureAuPlusUneFois(
        bureauId,
        dossier.id,
        session.utilisateurId,
        { quand: maintenant.toISOString(), qui: quiDeSession(session), action: 'lecture', champs: [] },
        maintenant,
      ),
    ]);
    return enregistree ? { body: reponse } : { body: reponse, audited: false };
  },
);
