// GET /bureaux/{bureauId}/comptabilite?du&au&par (Accounting): the acts of the period (Examiné to
// Rapport validé) grouped by examiner, requester, exam type or month, with HT/TVA/TTC billed (with the
// bordereau numbers) and not billed and the participation shares (shared/comptabilite.ts). Reads the
// settings' rate and the period's day aggregates of the office (G1), or an examiner's own (G2),
// computing the days never computed or computed at another rate (docs/data-model.md#aggregates); a
// billed act counts what its bordereau billed (the aggregate read the bordereau's line, O5).
import { comptabiliteDesAgregats } from '@umj/shared/agregats';
import { filtreComptabiliteSchema, type ReponseComptabilite } from '@umj/shared/comptabilite';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { routeAuditeeDuBureau } from '../../lib/http/handler-presets.ts';
import { agregatsDeLaPeriode } from '../../services/agregats.ts';
import { entetePeriode, examinateurVise, tauxDeParticipation } from '../../services/chiffres-periode.ts';

export const handler = apiHandler(
  {
    name: 'comptabilite/get-comptabilite',
    ...routeAuditeeDuBureau('COMPTABILITE'),
    query: filtreComptabiliteSchema,
  },
  async ({ bureauId, query, session }) => {
    const examinateurId = examinateurVise(session, undefined);
    const taux = await tauxDeParticipation();
    const agregats = await agregatsDeLaPeriode(bureauId, query, examinateurId, taux);
    const body: ReponseComptabilite = {
      ...entetePeriode(bureauId, query, examinateurId),
      ...comptabiliteDesAgregats(agregats, query.par, taux),
    };
    return { body };
  },
);
