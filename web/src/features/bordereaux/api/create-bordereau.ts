// POST /bureaux/{b}/bordereaux { requerantId, dossiers: [{ id, version }] } → 201 Bordereau
// (409 VERSION_CONFLICT; 409 REQUISITION_EN_DOUBLE until the user confirms).
import { useMutation } from '@tanstack/react-query';
import type { Bordereau } from '@umj/shared/bordereaux';
import { cheminBordereaux } from '../../../entities/bordereau/api/list-alertes-facturation.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useApresEcriture } from './cles-bordereaux.ts';

export interface Creation {
  bureauId: string;
  requerantId: string;
  dossiers: { id: number; version: number }[];
  /** The user confirmed billing files under the same requisition number (409 REQUISITION_EN_DOUBLE). */
  confirmationRequisition?: boolean;
}

export const creerBordereau = ({ bureauId, requerantId, dossiers, confirmationRequisition }: Creation) =>
  apiFetch<Bordereau>(cheminBordereaux(bureauId), {
    method: 'POST',
    body: { requerantId, dossiers, ...(confirmationRequisition ? { confirmationRequisition } : {}) },
  });

export function useCreerBordereau() {
  return useMutation({ mutationFn: creerBordereau, ...useApresEcriture() });
}
