// POST /dprapports/televersement: administrator without office (a global list,
// docs/security.md#access-policy); { nomFichier, typeMime, tailleEnOctets } -> 201 { url, fields, cle,
// expiresIn }: a presigned POST whose policy limits the type and the size (20 Mo) on the storage side. The
// key is then sent as `modele.cle` with POST or PATCH /dprapports.
import { televersementDeLaListe } from '../../services/listes-crud-fichiers.ts';
import { PREFIXE_MODELES } from '../../services/dprapports.ts';

export const handler = televersementDeLaListe({
  name: 'dprapports/create-dprapport-televersement',
  prefixe: PREFIXE_MODELES,
});
