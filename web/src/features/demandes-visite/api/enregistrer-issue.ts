// The outcome of a visit request: PATCH /bureaux/{b}/dossiers-patients/{id} (version), then
// POST .../{id}/statut when the status changes; the office's patient-file queries refetch afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DossierSaisie, ReponseEnregistrementDossier } from '@umj/shared/dossiers-api';
import { dossierSaisieSchema, type DossierPatientStocke } from '@umj/shared/dossiers-api';
import type { StatutId } from '@umj/shared/statuts-dossier';
import { changerStatutDossier } from '../../../entities/dossier-patient/api/change-statut-dossier.ts';
import { modifierDossier } from '../../../entities/dossier-patient/api/update-dossier.ts';
import { tableKey } from '../../../lib/query-keys.ts';
import type { DemandeVisite } from './list-demandes-visite.ts';

const CHAMPS_SAISIE = Object.keys(dossierSaisieSchema.shape).filter((k) => k !== 'modeAnticipe');

/** The typed fields of a stored file (the PATCH body refuses the server's own fields). */
export function saisieDe(dossier: DossierPatientStocke): Partial<DossierSaisie> {
  const source = dossier as unknown as Record<string, unknown>;
  return Object.fromEntries(CHAMPS_SAISIE.filter((k) => k in source).map((k) => [k, source[k]]));
}

/**
 * The outcome of a request: the file's GaV fields (PATCH at the version read), then its status when it
 * changes (Examiné "Visite faite" for a visit made, Annulé for Absent or Annulé; a handover "Médecin
 * Suivant" keeps the request open).
 */
export async function enregistrerIssue({
  demande,
  changements,
  statut,
}: {
  demande: DemandeVisite;
  changements: Partial<DossierSaisie>;
  statut: StatutId | null;
}): Promise<ReponseEnregistrementDossier> {
  const modifie = await modifierDossier({
    bureauId: demande.bureauId,
    id: demande.id,
    saisie: { ...saisieDe(demande), ...changements },
    version: demande.version,
  });
  if (statut === null || modifie.statut?.id === statut) return modifie;
  return changerStatutDossier({
    bureauId: demande.bureauId,
    id: demande.id,
    statut,
    version: modifie.version,
  });
}

export function useEnregistrerIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enregistrerIssue,
    onSettled: (_d, _e, { demande }) =>
      queryClient.invalidateQueries({ queryKey: tableKey('DossierPatient', demande.bureauId) }),
  });
}
