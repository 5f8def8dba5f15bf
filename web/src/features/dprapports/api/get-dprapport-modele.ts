// GET /dprapports/{id}/modele (any role): { url, expiresIn }, a presigned GET of the model
// valid a few minutes, asked for at the moment of the click; the browser saves it under its name.
import type { Telechargement } from '@umj/shared/listes';
import { apiFetch } from '../../../lib/api-client.ts';
import { telechargerUrl } from '../../../lib/files/download-url.ts';

export const getDpRapportModele = (id: string) =>
  apiFetch<Telechargement>(`/dprapports/${encodeURIComponent(id)}/modele`);

export async function telechargerModele(id: string): Promise<void> {
  const { url } = await getDpRapportModele(id);
  telechargerUrl(url);
}
