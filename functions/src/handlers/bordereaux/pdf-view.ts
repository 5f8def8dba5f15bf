// The bordereau PDF in the Lambda (issue 11): the shared pdfmake definition (`documentBordereau`, the
// one the browser preview prints) rendered by pdfmake's Node build. Fonts are embedded from pdfmake's
// own virtual file system (Roboto, bundled base64 `build/vfs_fonts.js`): the document never reads a
// file nor a URL, and both access policies deny everything (an image can only be a data URL).
// In the ESM Lambda bundle the CommonJS code of pdfmake (its virtual file system) reads a free
// `__dirname`: it is defined on globalThis from this module's URL, as a bundle banner would.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentPdf } from '@umj/shared/bordereaux-pdf';
import pdfmake from 'pdfmake';
import vfs from 'pdfmake/build/vfs_fonts.js';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

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
