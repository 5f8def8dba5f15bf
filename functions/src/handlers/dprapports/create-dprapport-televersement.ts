// POST /dprapports/televersement: administrator without office (a global list,
// docs/security.md#access-policy); { nomFichier, typeMime, tailleEnOctets } -> 201 { url, fields, cle,
// expiresIn }: a presigned POST whose policy limits the type and the size (20 Mo) on the storage side. The
// key is then sent as `modele.cle` with POST or PATCH /dprapports.
import { TAILLE_MAX_DOCUMENT_OCTETS, televersementSchema, type Televersement } from '@umj/shared/listes';
import { presignPostUpload, UPLOAD_URL_TTL_SECONDS } from '../../lib/adapters/files-storage.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { nouvelleCleFichier } from '../../services/fichiers-deposes.ts';
import { PREFIXE_MODELES } from './dprapport-view.ts';

export const handler = apiHandler(
  {
    name: 'dprapports/create-dprapport-televersement',
    audited: true,
    body: televersementSchema,
  },
  async ({ body, audit }) => {
    const cle = nouvelleCleFichier(PREFIXE_MODELES, body.typeMime);
    audit.cible = `FICHIER#${cle}`;
    const post = await presignPostUpload(cle, body.typeMime, TAILLE_MAX_DOCUMENT_OCTETS);
    const answer: Televersement = { ...post, cle, expiresIn: UPLOAD_URL_TTL_SECONDS };
    return { statusCode: 201, body: answer };
  },
);
