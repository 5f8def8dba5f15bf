// POST /bureaux/{b}/bordereaux/{numero}/annulation { version } → Bordereau (409 VERSION_CONFLICT).
import { useMutation } from '@tanstack/react-query';
import type { Bordereau } from '@umj/shared/bordereaux';
import { apiFetch } from '../../../lib/api-client.ts';
import { cheminBordereau, useApresEcriture } from './cles-bordereaux.ts';

export const annulerBordereau = ({
  bureauId,
  numero,
  version,
}: {
  bureauId: string;
  numero: string;
  version: number;
}) =>
  apiFetch<Bordereau>(`${cheminBordereau(bureauId, numero)}/annulation`, {
    method: 'POST',
    body: { version },
  });

export function useAnnulerBordereau() {
  return useMutation({ mutationFn: annulerBordereau, ...useApresEcriture() });
}
