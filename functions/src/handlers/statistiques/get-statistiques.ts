// GET /bureaux/{bureauId}/statistiques?du&au[&examinateur] (Statistics): counts of the period's files
// by status, exam type, kind, police station, requester, examiner, month, weekday, time bucket,
// calendar, ITT class and custody visits in the 3-hour limit (shared/statistiques.ts). Reads only: the
// office's files by month (D2) or one examiner's (D3); an examiner gets its own figures only.
import {
  calculerStatistiques,
  filtreStatistiquesSchema,
  type ReponseStatistiques,
} from '@umj/shared/statistiques';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { dossiersDeLaPeriode, entetePeriode, examinateurVise } from '../../services/chiffres-periode.ts';

export const handler = apiHandler(
  {
    name: 'statistiques/get-statistiques',
    audited: true,
    bureau: 'path',
    query: filtreStatistiquesSchema,
    cible: ({ bureauId }) => `BUREAU#${bureauId}#STATISTIQUES`,
  },
  async ({ bureauId, query, session }) => {
    const examinateurId = examinateurVise(session, query.examinateur);
    const dossiers = await dossiersDeLaPeriode(bureauId, query, examinateurId);
    const statistiques = calculerStatistiques(dossiers, query);
    const body: ReponseStatistiques = { ...entetePeriode(bureauId, query, examinateurId), ...statistiques };
    return { body };
  },
);
