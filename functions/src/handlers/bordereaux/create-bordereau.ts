// POST /bureaux/{bureauId}/bordereaux { requerantId, dossiers: [{ id, version }] } (pattern O2):
// 201 with the new bordereau, numbered 'AAAA-NNNN' (the office's next number of the Paris year). Checks
// before any write: the office (404), the requester of that office (400 on requerantId), each file of
// the office (404), at the version read (409 VERSION_CONFLICT) and billable for that requester (400 on
// dossiers.<i> with the reason). Then one transaction numbers the bordereau and bills the files; a file
// changed or billed meanwhile is a 409 with nothing written. More than MAX_DOSSIERS_PAR_BORDEREAU (97)
// files: 400 on `dossiers` (shared schema). Two files under the same requester and requisition number:
// 409 REQUISITION_EN_DOUBLE naming the pairs unless `confirmationRequisition: true`, then the
// bordereau's `historique` records the confirmation (docs/api.md#requisitions-en-double).
// Realtime: Bordereau INSERT and DossierPatient MODIFY.
import { creationBordereauSchema, raisonNonFacturable } from '@umj/shared/bordereaux';
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import { messageRequisitionEnDouble, pairesEnDouble } from '@umj/shared/requisitions';
import { creerBordereau, lireDossiersDuBureau } from '../../data/bordereaux.ts';
import {
  NotFoundError,
  RequisitionEnDoubleError,
  ValidationError,
  VersionConflictError,
} from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler-idempotent.ts';
import { CREATION } from '../../lib/http/handler-presets.ts';
import { cibleBordereau } from './bordereau-view.ts';
import { quiDeSession, requerantDuBureau } from '../../services/bordereaux.ts';
import { compter } from '../../lib/adapters/metrics.ts';
import { METRIQUES } from '../../api/metriques.ts';

export const handler = apiHandler(
  {
    name: 'bordereaux/create-bordereau',
    ...CREATION,
    bureau: 'path',
    body: creationBordereauSchema,
    cible: ({ bureauId }) => cibleBordereau(bureauId),
  },
  async ({ bureauId, body, session, audit }) => {
    const requerant = await requerantDuBureau(bureauId, body.requerantId);
    const dossiers = await lireDossiersDuBureau(
      bureauId,
      body.dossiers.map((d) => d.id),
    );
    const parId = new Map(dossiers.map((d) => [d.id, d]));
    body.dossiers.forEach((demande, i) => {
      const dossier = parId.get(demande.id);
      if (!dossier) throw new NotFoundError(`Dossier patient introuvable (n° ${demande.id})`);
      if (dossier.version !== demande.version) throw new VersionConflictError();
      const raison = raisonNonFacturable(dossier, requerant.id);
      if (raison !== null) throw new ValidationError(`Dossier n° ${demande.id} : ${raison}`, `dossiers.${i}`);
    });
    const now = new Date();
    const paires = pairesEnDouble(dossiers);
    if (paires.length > 0 && !body.confirmationRequisition) {
      throw new RequisitionEnDoubleError(messageRequisitionEnDouble(paires));
    }
    const date = isoDepuisJour(jourParis(now));
    const bordereau = await creerBordereau({
      bureauId,
      annee: Number(date.slice(0, 4)),
      date,
      requerant,
      dossiers,
      creePar: quiDeSession(session),
      creeLe: now.toISOString(),
      historique:
        paires.length > 0
          ? [
              {
                action: 'confirmation-requisition',
                quand: now.toISOString(),
                qui: quiDeSession(session),
                paires,
              },
            ]
          : [],
      // The entry written with the bordereau names it (its number is given in the transaction).
      avantEcriture: (numero) => {
        audit.cible = cibleBordereau(bureauId, numero);
        audit.champs = ['bordereauNumero'];
      },
    });
    compter(METRIQUES.bordereauxEmis);
    return { body: bordereau };
  },
);
