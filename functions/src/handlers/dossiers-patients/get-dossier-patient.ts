// GET /bureaux/{bureauId}/dossiers-patients/{dossierId}: one patient file with its photos and
// documents (D1 + D4). 404 when unknown, of an office the caller does not see, or (examiner) a file it
// does not examine. Every read is audited (CNIL) and leaves a 'lecture' history item (D5).
import { enregistrerLecture } from '../../data/dossiers.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { avecPieces, routeDuDossier } from './dossier-view.ts';
import { lireDossierVisible, quiDeSession } from '../../services/dossiers-patients.ts';

export const handler = apiHandler(
  {
    name: 'dossiers-patients/get-dossier-patient',
    audited: true,
    ...routeDuDossier,
  },
  async ({ bureauId, path, session }) => {
    const { dossier } = await lireDossierVisible(session, bureauId, path.dossierId);
    const [reponse] = await Promise.all([
      avecPieces(bureauId, dossier),
      enregistrerLecture(bureauId, dossier.id, {
        quand: new Date().toISOString(),
        qui: quiDeSession(session),
        action: 'lecture',
        champs: [],
      }),
    ]);
    return { body: reponse };
  },
);
