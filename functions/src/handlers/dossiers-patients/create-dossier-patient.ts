// POST /bureaux/{bureauId}/dossiers-patients: creates a patient file in the office of the path.
// docs/product-rules.md#access edit right (shared rule: the secretariat, or a doctor creating a file) -> 403; the docs/product-rules.md#statuses
// on-save rules (name -> RDV pris, dateRdvPris, the office) and the docs/product-rules.md#validation form rules (early mode from the
// body) -> 400 on the field. Exam type and amounts: the configuration's (completerMontants). The new id
// comes from the global counter; the file, its 'creation' history item and its requisition index item
// are one transaction. 201 with the file and the duplicate-requisition warnings
// (docs/api.md#requisitions-en-double).
import { creationDossierSchema, type DossierPatientStocke } from '@umj/shared/dossiers-api';
import { preparerEnregistrement } from '@umj/shared/dossier-patient';
import { VERSION_INITIALE } from '@umj/shared/version';
import { lireBureau } from '../../data/bureaux.ts';
import { creerDossier, prochainIdDossier } from '../../data/dossiers.ts';
import { preparerRequisition } from '../../data/requisitions.ts';
import { NotFoundError } from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler-idempotent.ts';
import { CREATION, routeDuBureau } from '../../lib/http/handler-presets.ts';
import { cibleDossier } from './dossier-view.ts';
import {
  champsModifies,
  completerMontants,
  dossierVide,
  examinateurDuBureau,
  quiDeSession,
  verifierDroitModification,
  verifierRendezVous,
} from '../../services/dossiers-patients.ts';
import { avertissementsRequisition } from '../../services/requisitions.ts';
import { avecAvertissements } from './requisition-view.ts';
import { compter } from '../../lib/adapters/metrics.ts';
import { METRIQUES } from '../../api/metriques.ts';

export const handler = apiHandler(
  {
    name: 'dossiers-patients/create-dossier-patient',
    ...CREATION,
    ...routeDuBureau('DOSSIERS'),
    body: creationDossierSchema,
  },
  async ({ bureauId, body, session, audit }) => {
    const { modeAnticipe, ...saisie } = body;
    verifierDroitModification(session, { id: 0, examinateur: saisie.examinateur });
    const bureau = await lireBureau(bureauId);
    if (!bureau) throw new NotFoundError('Bureau introuvable');
    const now = new Date();
    const vide = dossierVide();
    const prepare = preparerEnregistrement(
      await completerMontants({ ...vide, ...saisie }, { session, stocke: null }),
      now,
      {
        id: bureau.id,
        nom: bureau.nom,
      },
    );
    verifierRendezVous(prepare, { modeAnticipe, statutPrecedent: null });
    const examinateur = await examinateurDuBureau(bureauId, prepare.examinateur);
    const id = await prochainIdDossier();
    const dossier: DossierPatientStocke = {
      ...prepare,
      examinateur,
      id,
      dateModification: now.toISOString(),
      version: VERSION_INITIALE,
      creePar: session.utilisateurId,
    };
    const champs = champsModifies({ ...vide, id: 0 }, dossier);
    audit.cible = cibleDossier(bureauId, id);
    audit.champs = champs.map((c) => c.champ);
    const requisition = await preparerRequisition(dossier, null);
    const {
      bureauId: _b,
      creeLe: _c,
      ...ecrit
    } = await creerDossier(
      { ...dossier, bureauId, creeLe: now.toISOString() },
      { quand: now.toISOString(), qui: quiDeSession(session), action: 'creation', champs },
      requisition,
    );
    const avertissements = avertissementsRequisition(session, { ...ecrit, bureauId }, requisition);
    compter(METRIQUES.dossiersCrees);
    return { body: avecAvertissements(ecrit, avertissements) };
  },
);
