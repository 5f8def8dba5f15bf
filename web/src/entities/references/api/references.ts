// The reference lists the patient-file screens choose from, each declared once in its entity:
// examiners (entities/examinateur), police stations (entities/commissariat), requesters
// (entities/requerant), exam types and settings (entities/configuration). This file keeps the names the
// patient-file screens import; new code imports the entity files.
import { useQuery } from '@tanstack/react-query';
import { examinateursQueryOptions } from '../../examinateur/api/list-examinateurs.ts';

export { examinateursDuBureau } from '../../examinateur/api/list-examinateurs.ts';
export { useCommissariatsDuBureau } from '../../commissariat/api/list-commissariats.ts';
export { useRequerantsDuBureau } from '../../requerant/api/list-requerants.ts';
export {
  fetchReferencesConfiguration,
  useReferencesConfiguration,
  type ReferencesConfiguration,
} from '../../configuration/api/get-configuration-references.ts';

/** Active and inactive examiners of the caller's visible offices (an old file may name an inactive one). */
export function useExaminateursDossiers(enabled = true) {
  return useQuery({ ...examinateursQueryOptions({ statut: 'tous' }), enabled });
}
