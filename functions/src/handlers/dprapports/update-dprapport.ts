// PATCH /dprapports/{id}: administrator without office (a global list,
// docs/security.md#access-policy); { champs…, version } -> 200 with the report type. 404 unknown, 409 stale
// version (nothing written). A replaced or removed (`modele: null`) model file is deleted from the storage
// once the update is written. A new model's file name is registered made safe (docs/security.md#uploaded-files).
import { modificationDpRapportSchema } from '@umj/shared/listes';
import { modifierEntree } from '../../data/listes.ts';
import { VersionConflictError } from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { ECRITURE_PAR_ID } from '../../lib/http/handler-presets.ts';
import { entreeDuChemin } from '../../services/listes-crud.ts';
import { supprimerFichier } from '../../services/fichiers-deposes.ts';
import { DPRAPPORTS, verifierDpRapport, type DpRapportEntree } from '../../services/dprapports.ts';

export const handler = apiHandler(
  { name: 'dprapports/update-dprapport', ...ECRITURE_PAR_ID, body: modificationDpRapportSchema },
  async ({ path, body, audit }) => {
    const actuel = await entreeDuChemin<DpRapportEntree>(DPRAPPORTS, path.id, audit);
    if (actuel.version !== body.version) throw new VersionConflictError();
    const { version, ...changements } = body;
    const ancienModele = actuel.modele?.cle;
    const modeleRemplace = changements.modele !== undefined && changements.modele?.cle !== ancienModele;
    const modele = modeleRemplace ? changements.modele : undefined;
    const verifie = await verifierDpRapport({ typesExamen: changements.typesExamen, modele }, path.id);
    const entree = await modifierEntree<DpRapportEntree>(
      DPRAPPORTS,
      path.id,
      version,
      modeleRemplace ? { ...changements, modele: verifie ?? null } : changements,
      new Date(),
    );
    if (modeleRemplace && ancienModele) await supprimerFichier(ancienModele);
    return { body: entree };
  },
);
