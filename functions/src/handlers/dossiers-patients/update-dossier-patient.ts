// PATCH /bureaux/{id}/dossiers-patients/{dossierId} (issue 9): the whole form and the version read.
// Same access as reading (404), then the spec §6 edit right on the stored file (403); a stale version
// is 409 VERSION_CONFLICT and nothing is written. The server keeps its own fields (id, status and the
// dates the status rules set, office, attachments, bordereau), applies the §4 on-save rules and the §5
// form rules (the previous status being the stored one), then rewrites the file on its version with a
// 'modification' history item listing each changed field with its old and new values (one transaction).
import { preparerEnregistrement } from '@umj/shared/dossier-patient';
import { modificationDossierSchema } from '@umj/shared/dossiers-api';
import { creeLeDeItem, remplacerDossier } from '../../data/dossiers.ts';
import { VersionConflictError } from '../../errors.ts';
import { notifyTableChange } from '../../lib/adapters/notify-table-change.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import {
  avecPieces,
  champsModifies,
  cibleDossier,
  completerMontants,
  dossierPathSchema,
  examinateurDuBureau,
  lireDossierVisible,
  quiDeSession,
  verifierDroitModification,
  verifierRendezVous,
} from './dossier-view.ts';

export const handler = apiHandler(
  {
    name: 'dossiers-patients/update-dossier-patient',
    access: 'anyRole',
    audited: true,
    path: dossierPathSchema,
    body: modificationDossierSchema,
  },
  async ({ path, body, session, audit }) => {
    const bureauId = path.id;
    audit.bureauId = bureauId;
    audit.cible = cibleDossier(bureauId, path.dossierId);
    const { dossier: stocke, item } = await lireDossierVisible(session, bureauId, path.dossierId);
    verifierDroitModification(session, stocke);
    if (body.version !== stocke.version) throw new VersionConflictError();
    const { modeAnticipe, version, ...saisie } = body;
    const now = new Date();
    const prepare = preparerEnregistrement(
      await completerMontants({ ...stocke, ...saisie }, { session, stocke }),
      now,
      stocke.bureau ?? { id: bureauId, nom: '' },
    );
    verifierRendezVous(prepare, { modeAnticipe, statutPrecedent: stocke.statut?.id ?? null });
    const suivant = {
      ...prepare,
      examinateur: await examinateurDuBureau(bureauId, prepare.examinateur, stocke.examinateur),
    };
    const champs = champsModifies(stocke, suivant);
    audit.champs = champs.map((c) => c.champ);
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
      { quand: now.toISOString(), qui: quiDeSession(session), action: 'modification', champs },
    );
    await notifyTableChange('DossierPatient', 'MODIFY', session.sid, { bureauId });
    return { body: await avecPieces(bureauId, nouveau) };
  },
);
