// POST /bureaux/{bureauId}/dossiers-patients/{dossierId}/statut { statut, version, requisitionConfirmee? }
// (docs/product-rules.md#on-status-change, shared `changerStatut`). Same access as reading (404), the docs/product-rules.md#access
// edit right (403), the version read (409). Unchanged (not saved, or same status): 200 with the file as
// is, nothing written. A billed file (its bordereau standing): 409 DOSSIER_FACTURE naming the bordereau
// (docs/api.md#errors). Incomplete file: 400 DOSSIER_INCOMPLET with the docs/product-rules.md#statuses text. Rapport validé without
// requisition: 400 REQUISITION_A_CONFIRMER with the docs/product-rules.md#statuses confirmation text unless `requisitionConfirmee`.
// Applied: versioned rewrite + 'statut' history item (the status and the dates it set or cleared).
import { changerStatut, type DossierPatient } from '@umj/shared/dossier-patient';
import { changementStatutSchema } from '@umj/shared/dossiers-api';
import { statutRef } from '@umj/shared/statuts-dossier';
import { creeLeDeItem, remplacerDossier } from '../../data/dossiers.ts';
import { DossierIncompletError, RequisitionAConfirmerError, VersionConflictError } from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { avecPieces, routeDuDossier } from './dossier-view.ts';
import {
  champsModifies,
  lireDossierModifiable,
  quiDeSession,
  verifierGelFacturation,
} from '../../services/dossiers-patients.ts';
import { compter } from '../../lib/adapters/metrics.ts';
import { METRIQUES } from '../../api/metriques.ts';

export const handler = apiHandler(
  {
    name: 'dossiers-patients/changer-statut-dossier-patient',
    audited: true,
    ...routeDuDossier,
    body: changementStatutSchema,
  },
  async ({ bureauId, path, body, session, audit }) => {
    const { dossier: stocke, item } = await lireDossierModifiable(session, bureauId, path.dossierId);
    if (body.version !== stocke.version) throw new VersionConflictError();
    const now = new Date();
    const decision = changerStatut(stocke, body.statut, now);
    if (decision.kind !== 'unchanged')
      verifierGelFacturation(stocke, { ...stocke, statut: statutRef(body.statut) });
    let suivant: DossierPatient;
    switch (decision.kind) {
      case 'unchanged':
        return { body: await avecPieces(bureauId, stocke) };
      case 'refused':
        throw new DossierIncompletError(decision.message);
      case 'confirm':
        if (!body.requisitionConfirmee) throw new RequisitionAConfirmerError(decision.message);
        suivant = decision.then;
        break;
      case 'apply':
        suivant = decision.record;
        break;
    }
    const champs = champsModifies(stocke, suivant);
    audit.champs = champs.map((c) => c.champ);
    const nouveau = await remplacerDossier(
      {
        ...suivant,
        dateModification: now.toISOString(),
        version: body.version,
        creePar: stocke.creePar,
        bureauId,
        creeLe: creeLeDeItem(item),
      },
      body.version,
      { quand: now.toISOString(), qui: quiDeSession(session), action: 'statut', champs },
    );
    compter(METRIQUES.changementsStatut);
    return { body: await avecPieces(bureauId, nouveau) };
  },
);
