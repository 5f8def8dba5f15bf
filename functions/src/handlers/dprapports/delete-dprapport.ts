// DELETE /dprapports/{id}: administrator without office (a global list,
// docs/security.md#access-policy); body { version } -> 200 { id }. 404 unknown, 409 stale version (nothing
// deleted). The model file is deleted with its report type.
import { suppressionEntreeAvecFichier } from '../../services/listes-crud-fichiers.ts';
import { DPRAPPORTS, type DpRapportEntree } from '../../services/dprapports.ts';

export const handler = suppressionEntreeAvecFichier<DpRapportEntree>({
  name: 'dprapports/delete-dprapport',
  liste: DPRAPPORTS,
  cleDuFichier: (rapport) => rapport.modele?.cle,
});
