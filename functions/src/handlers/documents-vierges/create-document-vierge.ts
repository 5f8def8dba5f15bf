// POST /documents-vierges: administrator without office (a global list,
// docs/security.md#access-policy); { nom, description, cle, nomFichier, typeMime, tailleEnOctets } -> 201
// with the blank document. The file must have been uploaded under a key of POST
// /documents-vierges/televersement, with that size and type, and its content must be of that type (HeadObject
// and the first bytes); a key is registered once (409). The file name is registered without path, control
// or reserved character, with the extension of the checked type (docs/security.md#uploaded-files).
import { creationDocumentViergeSchema } from '@umj/shared/listes';
import { creerEntree } from '../../data/listes.ts';
import { ValidationError } from '../../errors.ts';
import { apiHandler } from '../../lib/http/api-handler-idempotent.ts';
import { CREATION } from '../../lib/http/handler-presets.ts';
import { cibleEntree, nouvelleEntree } from '../../services/listes-crud.ts';
import { uuidDeLaCle, verifierFichierDepose } from '../../services/fichiers-deposes.ts';
import {
  DOCUMENTS_VIERGES,
  PREFIXE_DOCUMENTS_VIERGES,
  type DocumentViergeEntree,
} from './document-vierge-view.ts';

export const handler = apiHandler(
  { name: 'documents-vierges/create-document-vierge', ...CREATION, body: creationDocumentViergeSchema },
  async ({ body, audit }) => {
    const id = uuidDeLaCle(PREFIXE_DOCUMENTS_VIERGES, body.cle);
    if (!id) throw new ValidationError("Ce fichier n'a pas été déposé pour un document vierge", 'cle');
    audit.cible = cibleEntree(DOCUMENTS_VIERGES, id);
    const fichier = await verifierFichierDepose(body);
    const entree: DocumentViergeEntree = nouvelleEntree({ ...body, ...fichier }, id);
    await creerEntree(DOCUMENTS_VIERGES, entree);
    return { body: entree };
  },
);
