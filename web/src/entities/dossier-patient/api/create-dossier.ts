// POST /bureaux/{bureauId}/dossiers-patients: a new file (every typed field of the form).
import { useMutation } from '@tanstack/react-query';
import type { DossierSaisie, ReponseEnregistrementDossier } from '@umj/shared/dossiers-api';
import { apiFetch } from '../../../lib/api-client.ts';
import { cheminDossiers, useApresEcriture } from './cles-dossiers.ts';

/** The body a screen sends: every typed field of the file (shared dossierSaisieSchema input). */
export type SaisieDossier = Partial<DossierSaisie>;

export const creerDossier = ({ bureauId, saisie }: { bureauId: string; saisie: SaisieDossier }) =>
  apiFetch<ReponseEnregistrementDossier>(cheminDossiers(bureauId), { method: 'POST', body: saisie });

export function useCreerDossier() {
  return useMutation({ mutationFn: creerDossier, ...useApresEcriture() });
}
