// DELETE /commissariats/{id}: body { version } (the one read) -> 200 { id }; 409 when stale.
import { supprimerEntree } from '../../../entities/references/api/supprimer-entree.ts';

export const deleteCommissariat = supprimerEntree('/commissariats');
