// Uploads: the browser's check of a chosen file (shared's types and 20 Mo limit, a type known
// by its extension when the browser gives none) and the storage's refusals read as French messages on
// the form's file field.
import { TAILLE_MAX_DOCUMENT_OCTETS } from '@umj/shared/listes';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error.ts';
import { envoyerAuStockage, refusDuFichier, typeDuFichier } from './presigned-upload.ts';

const fichier = (name: string, type: string, size = 10) => ({ name, type, size });

describe('typeDuFichier / refusDuFichier (blank documents and models)', () => {
  it('keeps an accepted browser type and reads the extension when the browser gives none', () => {
    expect(typeDuFichier(fichier('a.pdf', 'application/pdf'))).toBe('application/pdf');
    expect(typeDuFichier(fichier('Photo.JPEG', ''))).toBe('image/jpeg');
    expect(typeDuFichier(fichier('tableau.ods', ''))).toBe('application/vnd.oasis.opendocument.spreadsheet');
    expect(typeDuFichier(fichier('notes.txt', ''))).toBe('');
    // A type the browser knows and the list refuses is not overridden by a misleading extension.
    expect(typeDuFichier(fichier('image.pdf', 'image/gif'))).toBe('');
  });

  it('refuses another type, a file over 20 Mo (exactly 20 Mo passes) and an empty file', () => {
    expect(refusDuFichier(fichier('a.gif', 'image/gif'))).toBe(
      'Le fichier doit être un PDF, un document DOCX ou ODT, un tableur XLSX ou ODS, ou une image PNG ou JPEG',
    );
    expect(refusDuFichier(fichier('a.pdf', 'application/pdf', TAILLE_MAX_DOCUMENT_OCTETS + 1))).toBe(
      'Le fichier ne doit pas dépasser 20 Mo',
    );
    expect(refusDuFichier(fichier('a.pdf', 'application/pdf', TAILLE_MAX_DOCUMENT_OCTETS))).toBeNull();
    expect(refusDuFichier(fichier('a.pdf', 'application/pdf', 0))).toBe('Le fichier est vide');
  });
});

/** An XMLHttpRequest that answers `status` with `body` as soon as the form is sent. */
function fakeXhr(status: number, body: string) {
  return class {
    status = 0;
    statusText = '';
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    send() {
      this.status = status;
      this.responseText = body;
      this.onload?.();
    }
  };
}

describe('envoyerAuStockage: refusals of the storage (presigned POST policy)', () => {
  const televersement = { url: 'http://localhost/s3/bucket', fields: { key: 'k' } };

  it.each([
    ['EntityTooLarge', 400, 'Le fichier ne doit pas dépasser 20 Mo'],
    [
      'AccessDenied',
      403,
      'Le type du fichier a été refusé par le stockage',
      'Policy Condition failed: ["eq", "$Content-Type", "application/pdf"]',
    ],
    ['InternalError', 500, "Le fichier n'a pas pu être envoyé au stockage"],
  ])('%s → a French message on the file field', async (code, status, message, detail = '') => {
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(status, `<Error><Code>${code}</Code><Message>${detail}</Message></Error>`),
    );
    const error = await envoyerAuStockage(televersement, new Blob(['x']), { field: 'fichier' }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toMatchObject({ message, field: 'fichier', code });
  });

  it('a 204 resolves and reports the whole file sent', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(204, ''));
    const progress: number[] = [];
    await envoyerAuStockage(televersement, new Blob(['x']), {
      field: 'fichier',
      onProgress: (p) => progress.push(p),
    });
    expect(progress).toEqual([1]);
  });
});
