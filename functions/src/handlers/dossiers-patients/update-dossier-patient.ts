// PATCH /bureaux/{bureauId}/dossiers-patients/{dossierId}: the whole form and the version read.
// Same access as reading (404), then the docs/product-rules.md#access edit right on the stored file (403); a stale version
// is 409 VERSION_CONFLICT and nothing is written. The server keeps its own fields (id, status and the
// dates the status rules set, office, attachments, bordereau), applies the docs/product-rules.md#statuses on-save rules and the docs/product-rules.md#validation
// form rules (the previous status being the stored one); a billed file changing a frozen field is 409
// DOSSIER_FACTURE (docs/api.md#errors), nothing written. Then it rewrites the file on its version with a
// 'modification' history item listing each changed field with its old and new values and its
// requisition index item (one transaction); the answer carries the duplicate-requisition warnings
// (docs/api.md#requisitions-en-double). A visit request newly "Médecin Suivant" keeps its clock, gets a
// 'passation' history item and the answer proposes the next doctor (docs/api.md#medecin-suivant).
import { bordereauEnVigueur } from '@umj/shared/dossier-facture';
import { preparerEnregistrement } from '@umj/shared/dossier-patient';
import { modificationDossierSchema } from '@umj/shared/dossiers-api';
import { estPassation, garderHorloge, type PassationVisite } from '@umj/shared/demandes-visite';
import type { EvenementHistorique } from '@umj/shared/dossiers-api';
import { cleRequisition } from '@umj/shared/requisitions';
import { creeLeDeItem, remplacerDossier } from '../../data/dossiers.ts';
import { preparerRequisition } from '../../data/requisitions.ts';
import { VersionConflictError } from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { avecPieces, routeDuDossier } from './dossier-view.ts';
import {
  champsModifies,
  completerMontants,
  examinateurDuBureau,
  lireDossierModifiable,
  quiDeSession,
  verifierGelFacturation,
  verifierRendezVous,
} from '../../services/dossiers-patients.ts';
import { passationDemande } from '../../services/garde.ts';
import { avertissementsRequisition } from '../../services/requisitions.ts';
import { avecAvertissements } from './requisition-view.ts';

/** The 'passation' history item: the examiner who handed on -> the next doctor proposed (or none). */
function evenementPassation(
  passation: PassationVisite,
  quand: Date,
  qui: EvenementHistorique['qui'],
): EvenementHistorique {
  const apres = passation.garde?.examinateur ?? null;
  return {
    quand: quand.toISOString(),
    qui,
    action: 'passation',
    champs: [{ champ: 'examinateur', avant: passation.de, apres }],
  };
}

export const handler = apiHandler(
  {
    name: 'dossiers-patients/update-dossier-patient',
    audited: true,
    ...routeDuDossier,
    body: modificationDossierSchema,
  },
  async ({ bureauId, path, body, session, audit }) => {
    const { dossier: stocke, item } = await lireDossierModifiable(session, bureauId, path.dossierId);
    if (body.version !== stocke.version) throw new VersionConflictError();
    const { modeAnticipe, version, ...saisie } = body;
    const now = new Date();
    // A billed file keeps the type and amounts it was billed with: checked as sent, never recomputed
    // from today's configuration (a changed tariff or VAT rate must not refuse a notes-only save).
    const saisi = { ...stocke, ...saisie };
    const facture = bordereauEnVigueur(stocke) !== null;
    if (facture) verifierGelFacturation(stocke, saisi);
    const prepare = preparerEnregistrement(
      facture ? saisi : await completerMontants(saisi, { session, stocke }),
      now,
      stocke.bureau ?? { id: bureauId, nom: '' },
    );
    verifierGelFacturation(stocke, prepare);
    verifierRendezVous(prepare, { modeAnticipe, statutPrecedent: stocke.statut?.id ?? null });
    const passe = estPassation(stocke, prepare);
    const suivant = {
      ...(passe ? garderHorloge(stocke, prepare) : prepare),
      examinateur: await examinateurDuBureau(bureauId, prepare.examinateur, stocke.examinateur),
    };
    const champs = champsModifies(stocke, suivant);
    audit.champs = champs.map((c) => c.champ);
    const [requisition, passation] = await Promise.all([
      preparerRequisition(suivant, cleRequisition(stocke)),
      passe
        ? passationDemande(
            bureauId,
            { commissariat: suivant.commissariat, examinateur: stocke.examinateur },
            now,
          )
        : undefined,
    ]);
    const qui = quiDeSession(session);
    const nouveau = await remplacerDossier(
      {
        ...suivant,
        dateModification: now.toISOString(),
        version,
        creePar: stocke.creePar,
        bureauId,
        creeLe: creeLeDeItem(item),
      },
      version,
      { quand: now.toISOString(), qui, action: 'modification', champs },
      { requisition, autresEvenements: passation ? [evenementPassation(passation, now, qui)] : [] },
    );
    const avertissements = avertissementsRequisition(session, { ...nouveau, bureauId }, requisition);
    const corps = avecAvertissements(await avecPieces(bureauId, nouveau), avertissements);
    return { body: passation ? { ...corps, passation } : corps };
  },
);
