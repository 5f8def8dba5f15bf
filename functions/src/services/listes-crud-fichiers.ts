// The upload and DELETE handlers of a global list with stored files (blank documents, report types),
// apart from listes-crud.ts so that the other lists' handlers do not bundle the S3 client.
import { suppressionEntreeSchema, televersementSchema } from '@umj/shared/listes';
import type { NomHandlerPrive } from '@umj/shared/acces-api';
import { supprimerEntree, type Entree } from '../data/listes.ts';
import { apiHandler, type LambdaHandler } from '../lib/http/api-handler.ts';
import { ECRITURE_PAR_ID } from '../lib/http/handler-presets.ts';
import { nouvelleCleFichier, supprimerFichier, televersementDocument } from './fichiers-deposes.ts';
import { cibleEntree, type EntreeDuBureau } from './listes-crud.ts';

/**
 * DELETE /<liste>/{id} of a global list whose entries may carry a stored file: body { version } -> 200
 * { id }. 404 unknown, 409 stale version (nothing deleted). The entry's file is deleted with it.
 */
export function suppressionEntreeAvecFichier<T extends Entree>({
  name,
  liste,
  cleDuFichier,
}: EntreeDuBureau & { cleDuFichier: (entree: T) => string | undefined }): LambdaHandler {
  return apiHandler(
    { name, ...ECRITURE_PAR_ID, body: suppressionEntreeSchema },
    async ({ path, body, audit }) => {
      audit.cible = cibleEntree(liste, path.id);
      const supprimee = await supprimerEntree<T>(liste, path.id, body.version);
      const cle = cleDuFichier(supprimee);
      if (cle) await supprimerFichier(cle);
      return { body: { id: path.id } };
    },
  );
}

/**
 * POST /<liste>/televersement of a global list with stored files: { nomFichier, typeMime, tailleEnOctets }
 * -> 201 { url, fields, cle, expiresIn }, a presigned POST under a new key of `prefixe`
 * (`televersementDocument`); the key then registers the file with the list's POST or PATCH.
 */
export function televersementDeLaListe({
  name,
  prefixe,
}: {
  name: NomHandlerPrive;
  prefixe: string;
}): LambdaHandler {
  return apiHandler(
    { name, audited: true, statut: 201, body: televersementSchema },
    async ({ body, audit }) => {
      const cle = nouvelleCleFichier(prefixe, body.typeMime);
      audit.cible = `FICHIER#${cle}`;
      return { body: await televersementDocument(cle, body.typeMime) };
    },
  );
}
