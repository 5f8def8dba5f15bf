// DELETE /dprapports/{id} (administrator): body { version } -> 200 { id }; the model file is deleted
// with it; 409 when stale.
import { supprimerEntree } from '../../../entities/references/api/supprimer-entree.ts';

export const deleteDpRapport = supprimerEntree('/dprapports');
