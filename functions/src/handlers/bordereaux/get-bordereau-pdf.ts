// GET /bureaux/{bureauId}/bordereaux/{numero}/pdf: 200 { url, expiresIn, nomFichier }. The Lambda
// prints the bordereau (services/pdf-bordereau.ts), stores it under `bordereaux/<office>/<numero>.pdf`
// (rewritten at each call, so it always shows the current status) and answers a presigned GET valid 5
// minutes, saved as 'bordereau-<numero>.pdf' (services/fichiers-bordereaux.ts).
import { lireBureau } from '../../data/bureaux.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { publierFichierBordereau } from '../../services/fichiers-bordereaux.ts';
import { imprimerBordereau } from '../../services/pdf-bordereau.ts';
import { bordereauPathSchema, cibleDuChemin } from './bordereau-view.ts';
import { lireBordereauExistant } from '../../services/bordereaux.ts';

export const handler = apiHandler(
  {
    name: 'bordereaux/get-bordereau-pdf',
    audited: true,
    bureau: 'path',
    path: bordereauPathSchema,
    cible: cibleDuChemin,
  },
  async ({ bureauId, path }) => {
    const bordereau = await lireBordereauExistant(bureauId, path.numero);
    const pdf = await imprimerBordereau(bordereau, bureauId, await lireBureau(bureauId));
    return { body: await publierFichierBordereau({ bureauId, numero: path.numero }, 'pdf', pdf) };
  },
);
