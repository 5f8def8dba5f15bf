// PATCH /bureaux/{bureauId}/dossiers-patients/{id} with the version read (409 VERSION_CONFLICT).
import { useMutation } from '@tanstack/react-query';
import type { ReponseEnregistrementDossier } from '@umj/shared/dossiers-api';
import { apiFetch } from '../../../lib/api-client.ts';
import { cheminDossiers, useApresEcriture } from './cles-dossiers.ts';
import type { SaisieDossier } from './create-dossier.ts';

export const modifierDossier = ({
  bureauId,
  id,
  saisie,
  version,
}: {
  bureauId: string;
  id: number;
  saisie: SaisieDossier;
  version: number;
}) =>
  apiFetch<ReponseEnregistrementDossier>(cheminDossiers(bureauId, id), {
    method: 'PATCH',
    body: { ...saisie, version },
  });

export function useModifierDossier() {
  return useMutation({ mutationFn: modifierDossier, ...useApresEcriture() });
}
