// POST /bureaux/{bureauId}/bordereaux/{numero}/annulation { version }: cancels an issued
// bordereau read at `version` (409 VERSION_CONFLICT when it changed meanwhile, 400 when already cancelled): its
// files are released (bordereauNumero null, billable again), its number stays taken (never reused),
// statut 'annule' with who and when. One transaction. Realtime: Bordereau and DossierPatient MODIFY.
import { annulationBordereauSchema } from '@umj/shared/bordereaux';
import { annulerBordereau } from '../../data/bordereaux.ts';
import { ValidationError, VersionConflictError } from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { bordereauPathSchema, cibleDuChemin } from './bordereau-view.ts';
import { lireBordereauExistant, quiDeSession } from '../../services/bordereaux.ts';
import { compter } from '../../lib/adapters/metrics.ts';
import { METRIQUES } from '../../api/metriques.ts';

export const handler = apiHandler(
  {
    name: 'bordereaux/annuler-bordereau',
    audited: true,
    bureau: 'path',
    path: bordereauPathSchema,
    cible: cibleDuChemin,
    body: annulationBordereauSchema,
  },
  async ({ bureauId, path, body, session, audit }) => {
    const bordereau = await lireBordereauExistant(bureauId, path.numero);
    if (bordereau.version !== body.version) throw new VersionConflictError();
    if (bordereau.statut !== 'emis') throw new ValidationError('Ce bordereau est déjà annulé', 'version');
    audit.champs = ['statut', 'annuleLe', 'annulePar'];
    const annule = await annulerBordereau(
      bordereau,
      body.version,
      quiDeSession(session),
      new Date().toISOString(),
    );
    compter(METRIQUES.bordereauxAnnules);
    return { body: annule };
  },
);
