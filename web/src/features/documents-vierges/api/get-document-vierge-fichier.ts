// GET /documents-vierges/{id}/fichier: { url, expiresIn }, a presigned GET valid a few
// minutes, asked for at the moment of the click; the browser then saves the file under its name.
import type { Telechargement } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { telechargerUrl } from '../../../lib/files/download-url.ts';

export const getDocumentViergeFichier = (id: string) =>
  apiFetch<Telechargement>(`/documents-vierges/${encodeURIComponent(id)}/fichier`);

export async function telechargerDocumentVierge(id: string): Promise<void> {
  const { url } = await getDocumentViergeFichier(id);
  telechargerUrl(url);
}
