// GET /bureaux/{id}/dossiers-patients/{dossierId} (issue 9): one patient file with its photos and
// documents (D1 + D4). 404 when unknown, of an office the caller does not see, or (examiner) a file it
// does not examine. Every read is audited (CNIL) and leaves a 'lecture' history item (D5).
import { enregistrerLecture } from '../../data/dossiers.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import {
  avecPieces,
  cibleDossier,
  dossierPathSchema,
  lireDossierVisible,
  quiDeSession,
} from './dossier-view.ts';

export const handler = apiHandler(
  {
    name: 'dossiers-patients/get-dossier-patient',
    audited: true,
    path: dossierPathSchema,
  },
  async ({ path, session, audit }) => {
    audit.bureauId = path.id;
    audit.cible = cibleDossier(path.id, path.dossierId);
    const { dossier } = await lireDossierVisible(session, path.id, path.dossierId);
    const [reponse] = await Promise.all([
      avecPieces(path.id, dossier),
      enregistrerLecture(path.id, dossier.id, {
        quand: new Date().toISOString(),
        qui: quiDeSession(session),
        action: 'lecture',
        champs: [],
      }),
    ]);
    return { body: reponse };
  },
);
