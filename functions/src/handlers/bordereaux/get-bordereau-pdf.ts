// GET /bureaux/{id}/bordereaux/{numero}/pdf (issue 11): 200 { url, expiresIn, nomFichier }. The Lambda
// prints the bordereau (shared `documentBordereau`: office header and logo, requester and identifiers,
// requisitions, patient initials, acts, amounts, totals; a cancelled one carries 'ANNULÉ'), stores it
// under `bordereaux/<office>/<numero>.pdf` (rewritten at each call, so it always shows the current
// status) and answers a presigned GET valid 5 minutes, saved as 'bordereau-<numero>.pdf'. The REST API
// is JSON-only (no binary media types), hence the link, like the blank documents' files.
import { nomFichierBordereau } from '@umj/shared/bordereaux';
import { documentBordereau } from '@umj/shared/bordereaux-pdf';
import { LOGO_TAILLE_MAX_OCTETS } from '@umj/shared/bureau';
import type { FichierBordereau } from '@umj/shared/bordereaux';
import { getBureauById } from '../../data/bureaux.ts';
import {
  DOCUMENT_DOWNLOAD_TTL_SECONDS,
  presignDownload,
  putFile,
  readFileStart,
} from '../../lib/adapters/files-storage.ts';
import { apiHandler } from '../../lib/http/api-handler.ts';
import { bordereauPathSchema, cibleBordereau, lireBordereauVisible } from './bordereau-view.ts';
import { rendrePdf } from './pdf-view.ts';
import { PREFIXES_FICHIERS } from '../../api/files-prefixes.ts';

/** Logo types pdfmake draws (a WebP logo is left out of the printed page). */
const TYPES_LOGO_IMPRIMABLES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};
/** Largest logo embedded (the upload's limit; a larger one stored earlier is left out). */
const LOGO_MAX_OCTETS = LOGO_TAILLE_MAX_OCTETS;

/** The office logo as a data URL, or undefined (none, not PNG/JPEG, too large). */
async function logoDataUrl(cle: string | null): Promise<string | undefined> {
  const type = cle === null ? undefined : TYPES_LOGO_IMPRIMABLES[cle.split('.').pop()?.toLowerCase() ?? ''];
  if (cle === null || type === undefined) return undefined;
  const octets = await readFileStart(cle, LOGO_MAX_OCTETS + 1);
  if (octets.length === 0 || octets.length > LOGO_MAX_OCTETS) return undefined;
  return `data:${type};base64,${Buffer.from(octets).toString('base64')}`;
}

export function clePdfBordereau(bureauId: string, numero: string): string {
  return `${PREFIXES_FICHIERS.bordereaux}${bureauId}/${numero}.pdf`;
}

export const handler = apiHandler(
  { name: 'bordereaux/get-bordereau-pdf', audited: true, path: bordereauPathSchema },
  async ({ path, session, audit }) => {
    audit.bureauId = path.id;
    audit.cible = cibleBordereau(path.id, path.numero);
    const bordereau = await lireBordereauVisible(session, path.id, path.numero);
    const bureau = await getBureauById(path.id);
    const logo = await logoDataUrl(bureau?.logo ?? null);
    const pdf = await rendrePdf(
      documentBordereau(bordereau, { nom: bureau?.nom ?? path.id, ...(logo ? { logoDataUrl: logo } : {}) }),
    );
    const cle = clePdfBordereau(path.id, path.numero);
    await putFile(cle, pdf, 'application/pdf');
    const nomFichier = nomFichierBordereau(path.numero, 'pdf');
    const answer: FichierBordereau = {
      url: await presignDownload(cle, { nomFichier, expiresIn: DOCUMENT_DOWNLOAD_TTL_SECONDS }),
      expiresIn: DOCUMENT_DOWNLOAD_TTL_SECONDS,
      nomFichier,
    };
    return { body: answer };
  },
);
