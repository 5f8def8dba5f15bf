// GET /bureaux/{bureauId}/comptabilite?du&au&par (Accounting): the acts of the period (Examiné to
// Rapport validé) grouped by examiner, requester, exam type or month, with HT/TVA/TTC billed (with the
// bordereau numbers) and not billed and the participation shares (shared/comptabilite.ts). Reads only:
// the office's files by month (D2), or an examiner's own (D3), the settings' rate, and the lines of the
// bordereaux of the billed acts (O5): a billed act counts what its bordereau billed.
import {
  calculerComptabilite,
  filtreComptabiliteSchema,
  lignesFacturees,
  numerosFactures,
  type ReponseComptabilite,
} from '@umj/shared/comptabilite';
import { lireLignesDesBordereaux } from '../../data/bordereaux.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import {
  dossiersDeLaPeriode,
  entetePeriode,
  examinateurVise,
  tauxDeParticipation,
} from '../../services/chiffres-periode.ts';

export const handler = apiHandler(
  {
    name: 'comptabilite/get-comptabilite',
    audited: true,
    bureau: 'path',
    query: filtreComptabiliteSchema,
    cible: ({ bureauId }) => `BUREAU#${bureauId}#COMPTABILITE`,
  },
  async ({ bureauId, query, session }) => {
    const examinateurId = examinateurVise(session, undefined);
    const [dossiers, taux] = await Promise.all([
      dossiersDeLaPeriode(bureauId, query, examinateurId),
      tauxDeParticipation(),
    ]);
    const bordereaux = await lireLignesDesBordereaux(bureauId, numerosFactures(dossiers));
    const comptabilite = calculerComptabilite(dossiers, {
      par: query.par,
      tauxDeParticipationAuxFrais: taux,
      lignes: lignesFacturees(bordereaux),
    });
    const body: ReponseComptabilite = { ...entetePeriode(bureauId, query, examinateurId), ...comptabilite };
    return { body };
  },
);
