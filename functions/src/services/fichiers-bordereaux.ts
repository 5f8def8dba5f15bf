// The files of a bordereau (its PDF, its Chorus Pro CSV): stored under `bordereaux/<office>/<numero>…`
// (rewritten at each call, so a file always shows the current status) and answered as a presigned GET
// valid a few minutes, saved as 'bordereau-<numero>.<format>'. The REST API is JSON-only (no binary
// media types), hence the link, like the blank documents' files.
import { nomFichierBordereau, type FichierBordereau } from '@umj/shared/bordereaux';
import { PREFIXES_FICHIERS } from '../api/files-prefixes.ts';
import { DOCUMENT_DOWNLOAD_TTL_SECONDS, presignDownload, putFile } from '../lib/adapters/files-storage.ts';

export function clePdfBordereau(bureauId: string, numero: string): string {
  return `${PREFIXES_FICHIERS.bordereaux}${bureauId}/${numero}.pdf`;
}

export function cleCsvBordereau(bureauId: string, numero: string): string {
  return `${PREFIXES_FICHIERS.bordereaux}${bureauId}/${numero}-chorus.csv`;
}

const TYPES = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' } as const;
const CLES = { pdf: clePdfBordereau, csv: cleCsvBordereau } as const;

/** Stores a bordereau's file and answers its short-lived download link. */
export async function publierFichierBordereau(
  bordereau: { bureauId: string; numero: string },
  format: 'pdf' | 'csv',
  contenu: Uint8Array,
): Promise<FichierBordereau> {
  const cle = CLES[format](bordereau.bureauId, bordereau.numero);
  await putFile(cle, contenu, TYPES[format]);
  const nomFichier = nomFichierBordereau(bordereau.numero, format);
  return {
    url: await presignDownload(cle, { nomFichier, expiresIn: DOCUMENT_DOWNLOAD_TTL_SECONDS }),
    expiresIn: DOCUMENT_DOWNLOAD_TTL_SECONDS,
    nomFichier,
  };
}
