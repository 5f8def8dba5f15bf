// The attachments' path and cache key (docs/product-rules.md#attachment). Key ['DossierPatient', bureauId,
// 'pieces', id]: a realtime DossierPatient change refetches it; a write of an attachment also refreshes
// the file (['DossierPatient', bureauId, 'dossier', id], its photos and documents) and its history.
import { useQueryClient } from '@tanstack/react-query';
import { tableKey } from '../../../lib/query-keys.ts';
import { cheminDossiers } from './cles-dossiers.ts';

export const cheminPieces = (bureauId: string, dossierId: number) =>
  `${cheminDossiers(bureauId, dossierId)}/pieces`;

export const piecesKey = (bureauId: string, dossierId: number) =>
  tableKey('DossierPatient', bureauId, 'pieces', dossierId);

/** What an attachment write changes: the attachments, the file itself and its history. */
export function useRafraichirPieces(bureauId: string, dossierId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      (['pieces', 'dossier', 'historique'] as const).map((quoi) =>
        queryClient.invalidateQueries({ queryKey: tableKey('DossierPatient', bureauId, quoi, dossierId) }),
      ),
    );
}
