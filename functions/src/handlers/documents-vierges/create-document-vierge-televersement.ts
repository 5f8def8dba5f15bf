// POST /documents-vierges/televersement: administrator without office (a global list,
// docs/security.md#access-policy); { nomFichier, typeMime, tailleEnOctets } -> 201 { url, fields, cle,
// expiresIn }: a presigned POST whose policy limits the type and the size (20 Mo) on the storage side. The
// browser POSTs the file there, then registers it with POST /documents-vierges { …, cle }.
import { televersementDeLaListe } from '../../services/listes-crud-fichiers.ts';
import { PREFIXE_DOCUMENTS_VIERGES } from './document-vierge-view.ts';

export const handler = televersementDeLaListe({
  name: 'documents-vierges/create-document-vierge-televersement',
  prefixe: PREFIXE_DOCUMENTS_VIERGES,
});
