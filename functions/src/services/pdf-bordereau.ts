// The bordereau PDF in the Lambda: the shared pdfmake definition (`documentBordereau`, the one the
// browser preview prints) with the office's header and logo, rendered by pdfmake's Node build. Fonts are embedded from pdfmake's
// own virtual file system (Roboto, bundled base64 `build/vfs_fonts.js`): the document never reads a
// file nor a URL, and both access policies deny everything (an image can only be a data URL).
// In the ESM Lambda bundle the CommonJS code of pdfmake (its virtual file system) reads a free
// `__dirname`: it is defined on globalThis from this module's URL, as a bundle banner would.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Bordereau } from '@umj/shared/bordereaux';
import { documentBordereau, type DocumentPdf } from '@umj/shared/bordereaux-pdf';
import { LOGO_TAILLE_MAX_OCTETS } from '@umj/shared/bureau';
import pdfmake from 'pdfmake';
import vfs from 'pdfmake/build/vfs_fonts.js';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { BureauItem } from '../data/bureaux.ts';
import { readFileStart } from '../lib/adapters/files-storage.ts';

const global = globalThis as { __dirname?: string };
global.__dirname ??= dirname(fileURLToPath(import.meta.url));

interface VirtualFs {
  writeFileSync(nom: string, contenu: Buffer): void;
}

let pret = false;

function preparer(): void {
  if (pret) return;
  const virtualfs = (pdfmake as unknown as { virtualfs: VirtualFs }).virtualfs;
  for (const [nom, base64] of Object.entries(vfs as unknown as Record<string, string>)) {
    virtualfs.writeFileSync(nom, Buffer.from(base64, 'base64'));
  }
  pdfmake.setFonts({
    Roboto: {
      normal: 'Roboto-Regular.ttf',
      bold: 'Roboto-Medium.ttf',
      italics: 'Roboto-Italic.ttf',
      bolditalics: 'Roboto-MediumItalic.ttf',
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  pret = true;
}

/**
 * The PDF bytes of a document definition. `compress: false` leaves the content streams readable
 * (tests read the text back); the Lambda keeps pdfmake's default (compressed).
 */
export async function rendrePdf(
  document: DocumentPdf,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  preparer();
  const definition = {
    ...document,
    ...(options.compress === undefined ? {} : { compress: options.compress }),
  } as TDocumentDefinitions;
  return pdfmake.createPdf(definition).getBuffer();
}

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

/**
 * The PDF of a bordereau: office header (its name, or its id when the office is gone) and logo,
 * requester and identifiers, requisitions, patient initials, acts, amounts, totals; a cancelled one
 * carries 'ANNULÉ'.
 */
export async function imprimerBordereau(
  bordereau: Bordereau,
  bureauId: string,
  bureau: BureauItem | undefined,
): Promise<Buffer> {
  const logo = await logoDataUrl(bureau?.logo ?? null);
  return rendrePdf(
    documentBordereau(bordereau, { nom: bureau?.nom ?? bureauId, ...(logo ? { logoDataUrl: logo } : {}) }),
  );
}
