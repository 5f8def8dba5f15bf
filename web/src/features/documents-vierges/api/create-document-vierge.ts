// POST /documents-vierges (issue 8): { nom, description, cle, nomFichier, typeMime, tailleEnOctets }
// once the file is stored -> 201 with the blank document (the server checks the stored file).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDocumentViergeInput, DocumentVierge } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { tableKey } from '../../../lib/query-keys.ts';

export const createDocumentVierge = (body: CreateDocumentViergeInput) =>
  apiFetch<DocumentVierge>('/documents-vierges', { method: 'POST', body });

export function useCreateDocumentVierge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocumentVierge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tableKey('DocumentVierge') }),
  });
}
