// POST /bureaux/{bureauId}/dossiers-patients/{id}/statut { statut, version, requisitionConfirmee? }.
import { useMutation } from '@tanstack/react-query';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import type { StatutId } from '@umj/shared/statuts-dossier';
import { apiFetch } from '../../../lib/api-client.ts';
import { cheminDossiers, useApresEcriture } from './cles-dossiers.ts';

export const changerStatutDossier = ({
  bureauId,
  id,
  statut,
  version,
  requisitionConfirmee = false,
}: {
  bureauId: string;
  id: number;
  statut: StatutId;
  version: number;
  requisitionConfirmee?: boolean;
}) =>
  apiFetch<DossierPatientStocke>(`${cheminDossiers(bureauId, id)}/statut`, {
    method: 'POST',
    body: { statut, version, requisitionConfirmee },
  });

export function useChangerStatut() {
  return useMutation({ mutationFn: changerStatutDossier, ...useApresEcriture() });
}
