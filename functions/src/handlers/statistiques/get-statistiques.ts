// GET /bureaux/{bureauId}/statistiques?du&au[&examinateur] (Statistics): counts of the period's files
// by status, exam type, kind, police station, requester, examiner, month, weekday, time bucket,
// calendar, ITT class and custody visits in the 3-hour limit (shared/statistiques.ts). Reads the
// period's day aggregates of the office (G1) or of one examiner (G2), computing the days never computed
// (docs/data-model.md#aggregates); an examiner gets its own figures only.
import { statistiquesDesAgregats } from '@umj/shared/agregats';
import { filtreStatistiquesSchema, type ReponseStatistiques } from '@umj/shared/statistiques';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { routeAuditeeDuBureau } from '../../lib/http/handler-presets.ts';
import { agregatsDeLaPeriode } from '../../services/agregats.ts';
import { entetePeriode, examinateurVise } from '../../services/chiffres-periode.ts';

export const handler = apiHandler(
  {
    name: 'statistiques/get-statistiques',
    ...routeAuditeeDuBureau('STATISTIQUES'),
    query: filtreStatistiquesSchema,
  },
  async ({ bureauId, query, session }) => {
    const examinateurId = examinateurVise(session, query.examinateur);
    const agregats = await agregatsDeLaPeriode(bureauId, query, examinateurId);
    const body: ReponseStatistiques = {
      ...entetePeriode(bureauId, query, examinateurId),
      ...statistiquesDesAgregats(agregats, query),
    };
    return { body };
  },
);
