// The bordereau's files: GET /bureaux/{b}/bordereaux/{numero}/pdf and .../export?format=csv →
// FichierBordereau (a short-lived presigned link the browser follows); .../export?format=json →
// ExportChorus.
import type { ExportChorus, FichierBordereau } from '@umj/shared/bordereaux';
import { apiFetch } from '../../../lib/api-client.ts';
import { telechargerUrl } from '../../../lib/files/download-url.ts';
import { cheminBordereau } from './cles-bordereaux.ts';

/** The server's PDF: a short-lived presigned link the browser follows (attachment). */
export async function telechargerPdfServeur(bureauId: string, numero: string): Promise<void> {
  const fichier = await apiFetch<FichierBordereau>(`${cheminBordereau(bureauId, numero)}/pdf`);
  telechargerUrl(fichier.url);
}

/** The Chorus Pro CSV (`;`, BOM, written by the server): a short-lived presigned link. */
export async function telechargerExportCsv(bureauId: string, numero: string): Promise<void> {
  const fichier = await apiFetch<FichierBordereau>(`${cheminBordereau(bureauId, numero)}/export?format=csv`);
  telechargerUrl(fichier.url);
}

/** The Chorus Pro data as JSON. */
export const exportChorusJson = (bureauId: string, numero: string) =>
  apiFetch<ExportChorus>(`${cheminBordereau(bureauId, numero)}/export?format=json`);
