// POST /bureaux/{b}/dossiers-patients: a new visit request (a patient file of kind 30); the office's
// patient-file queries refetch afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creerDossier } from '../../../entities/dossier-patient/api/create-dossier.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export function useCreerDemande() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: creerDossier,
    onSettled: (_d, _e, { bureauId }) =>
      queryClient.invalidateQueries({ queryKey: tableKey('DossierPatient', bureauId) }),
  });
}
