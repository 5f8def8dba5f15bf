// The bordereau's PDF made in the browser ("PDF preview"): pdfmake and its Roboto fonts (its
// virtual file system) are loaded on first use only, as their own chunk (about 2 MB), and render the SAME
// document definition the Lambda prints (`documentBordereau` of shared): pure data, no URL nor file.
import type { DocumentPdf } from '@umj/shared/bordereaux-pdf';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

type PdfMake = typeof import('pdfmake/build/pdfmake');

let chargement: Promise<PdfMake> | null = null;

function chargerPdfMake(): Promise<PdfMake> {
  chargement ??= Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/vfs_fonts')]).then(
    ([moduleMake, moduleVfs]) => {
      const pdfMake = ((moduleMake as { default?: PdfMake }).default ?? moduleMake) as PdfMake;
      const vfs = (moduleVfs as { default?: unknown }).default ?? moduleVfs;
      pdfMake.addVirtualFileSystem(vfs as Parameters<PdfMake['addVirtualFileSystem']>[0]);
      return pdfMake;
    },
    (erreur: unknown) => {
      chargement = null;
      throw erreur;
    },
  );
  return chargement;
}

/** The PDF of a document definition (shared `DocumentPdf`, pdfmake's shape) as a Blob (`application/pdf`). */
export async function pdfDuDocument(document: DocumentPdf): Promise<Blob> {
  const pdfMake = await chargerPdfMake();
  return pdfMake.createPdf(document as unknown as TDocumentDefinitions).getBlob();
}
