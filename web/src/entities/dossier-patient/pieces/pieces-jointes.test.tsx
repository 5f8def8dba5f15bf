// Attachments of a patient file (docs/product-rules.md#attachment; common.md: photos JPEG/PNG/WebP/HEIC
// ≤ 15 Mo, documents PDF/DOCX/ODT ≤ 20 Mo): photo previews with their reserved size, documents with
// type, size and date; the shared limits refuse a file before any call; the upload asks for the
// presigned POST, sends the file with its progress and records it (.../fin); a deletion is confirmed by
// a dialog naming the file and sends the version; read-only without the right to modify (docs/product-rules.md#access).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PieceStockee, TeleversementPiece } from '@umj/shared/dossiers-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../lib/app-store.ts';
import { fakeToken, installFakeApi, type FakeRoutes } from '../../../lib/testing/fake-api.ts';
import { TOKEN_KEY } from '../../../lib/session/token-storage.ts';
import { renderWithProviders } from '../../../lib/testing/test-providers.tsx';
import { acceptDuGenre, demandeDuFichier } from './fichier-piece.ts';
import { PiecesJointes } from './pieces-jointes.tsx';

const WAIT = { timeout: 30_000 };
const CHEMIN = '/bureaux/b-arg/dossiers-patients/42/pieces';

const PHOTO: PieceStockee = {
  id: 'p-1',
  genre: 'photo',
  version: 1,
  nom: 'ecchymose-bras.jpg',
  description: '',
  typeMime: 'image/jpeg',
  tailleEnOctets: 2_400_000,
  dateModification: '2026-11-20T09:30:00.000Z',
  originalUrl: 'http://s3.test/original.jpg',
  originalW: 4000,
  originalH: 3000,
  apercu320Url: 'http://s3.test/apercu.jpg',
  apercu320W: 320,
  apercu320H: 240,
};
const PDF: PieceStockee = {
  ...PHOTO,
  id: 'p-2',
  genre: 'document',
  version: 3,
  nom: 'requisition.pdf',
  typeMime: 'application/pdf',
  tailleEnOctets: 1_258_291,
  dateModification: '2026-07-01T22:15:00.000Z',
  originalUrl: 'http://s3.test/requisition.pdf',
  originalW: null,
  originalH: null,
  apercu320Url: null,
  apercu320W: null,
  apercu320H: null,
};

class FakeUpload {
  static last: FakeUpload | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  url = '';
  body: FormData | null = null;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.last = this;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 } as ProgressEvent);
  }
  finish() {
    this.status = 204;
    this.onload?.();
  }
}

function renderPieces(modifiable: boolean, extra: FakeRoutes = {}) {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 's-1', role: 'secretariat' }));
  const api = installFakeApi({
    'GET /utilisateurs/moi': {
      body: {
        id: 'u-1',
        nomComplet: 'Alice Martin',
        adresseEmail: 'a@umj.test',
        role: 'secretariat',
        bureaux: [],
      },
    },
    [`GET ${CHEMIN}`]: { body: { elements: [PHOTO, PDF] } },
    ...extra,
  });
  renderWithProviders(<PiecesJointes bureauId="b-arg" dossierId={42} modifiable={modifiable} />);
  return api;
}

const fichier = (nom: string, type: string, taille: number) => {
  const file = new File(['x'], nom, { type });
  Object.defineProperty(file, 'size', { value: taille });
  return file;
};
const champFichier = (genre: 'photo' | 'document') =>
  document.querySelector<HTMLInputElement>(`input[type="file"][data-genre="${genre}"]`) as HTMLInputElement;

beforeEach(() => {
  appStore.takeSnacks();
  FakeUpload.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('attachments of a patient file', () => {
  it('entities: photos show their 320-pixel preview with its width and height; documents their type, size and Paris date', async () => {
    renderPieces(true);

    const apercu = await screen.findByRole('img', { name: 'ecchymose-bras.jpg' }, WAIT);
    expect(apercu.getAttribute('src')).toBe('http://s3.test/apercu.jpg');
    expect([apercu.getAttribute('width'), apercu.getAttribute('height')]).toEqual(['320', '240']);
    const ligne = screen.getByText('requisition.pdf').closest('tr') as HTMLElement;
    expect(within(ligne).getByText('PDF')).toBeTruthy();
    expect(within(ligne).getByText('1,2 Mo')).toBeTruthy();
    expect(within(ligne).getByText('02/07/2026 00:15')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Photos (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Documents (1)' })).toBeTruthy();
  }, 60_000);

  it('a click on a preview opens the original read again (fresh short-lived URL) in a dialog', async () => {
    const api = renderPieces(true);
    const bouton = await screen.findByRole(
      'button',
      { name: 'Voir la photo « ecchymose-bras.jpg » en grand' },
      WAIT,
    );
    const lecturesAvant = api.calls.filter((c) => c.path === CHEMIN).length;

    fireEvent.click(bouton);

    const dialogue = await screen.findByRole('dialog', undefined, WAIT);
    const original = within(dialogue).getByRole('img', { name: 'ecchymose-bras.jpg' });
    expect(original.getAttribute('src')).toBe('http://s3.test/original.jpg');
    expect(api.calls.filter((c) => c.path === CHEMIN).length).toBe(lecturesAvant + 1);
  }, 60_000);

  it('the shared limits refuse a GIF photo, a 15 Mo + 1 photo and a spreadsheet document before any call', async () => {
    const api = renderPieces(true);
    await screen.findByText('requisition.pdf', undefined, WAIT);

    fireEvent.change(champFichier('photo'), { target: { files: [fichier('anim.gif', 'image/gif', 1000)] } });
    expect(
      await screen.findByText(
        '« anim.gif » : Type de photo refusé (JPEG, PNG, WebP ou HEIC)',
        undefined,
        WAIT,
      ),
    ).toBeTruthy();
    fireEvent.change(champFichier('photo'), {
      target: { files: [fichier('grande.jpg', 'image/jpeg', 15 * 1024 * 1024 + 1)] },
    });
    expect(
      await screen.findByText('« grande.jpg » : Photo trop volumineuse (15 Mo au plus)', undefined, WAIT),
    ).toBeTruthy();
    fireEvent.change(champFichier('document'), {
      target: {
        files: [
          fichier('compta.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 1000),
        ],
      },
    });
    expect(
      await screen.findByText(
        '« compta.xlsx » : Type de document refusé (PDF, DOCX ou ODT)',
        undefined,
        WAIT,
      ),
    ).toBeTruthy();

    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  }, 60_000);

  it('uploads a photo: presigned POST asked, file sent with its progress, then recorded; the list is read again', async () => {
    const televersement: TeleversementPiece = {
      pieceId: 'p-9',
      url: 'http://s3.test/umj-files-local',
      fields: { key: 'dossiers/b-arg/42/p-9/original', 'Content-Type': 'image/png' },
      expireLe: '2026-11-23T10:05:00.000Z',
    };
    const api = renderPieces(true, {
      [`POST ${CHEMIN}`]: { status: 201, body: televersement },
      [`POST ${CHEMIN}/p-9/fin`]: { status: 201, body: { ...PHOTO, id: 'p-9', nom: 'plaie.png' } },
    });
    await screen.findByText('requisition.pdf', undefined, WAIT);
    const lecturesAvant = api.calls.filter((c) => c.method === 'GET' && c.path === CHEMIN).length;

    fireEvent.change(champFichier('photo'), { target: { files: [fichier('plaie.png', 'image/png', 5000)] } });

    expect(await screen.findByText('Envoi de « plaie.png » : 25 %', undefined, WAIT)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      genre: 'photo',
      nom: 'plaie.png',
      description: '',
      typeMime: 'image/png',
      tailleEnOctets: 5000,
    });
    const envoi = FakeUpload.last as FakeUpload;
    expect(envoi.url).toBe('http://s3.test/umj-files-local');
    expect(envoi.body?.get('key')).toBe('dossiers/b-arg/42/p-9/original');
    act(() => envoi.finish());

    await waitFor(() => expect(api.calls.some((c) => c.path === `${CHEMIN}/p-9/fin`)).toBe(true), WAIT);
    await waitFor(
      () =>
        expect(api.calls.filter((c) => c.method === 'GET' && c.path === CHEMIN).length).toBeGreaterThan(
          lecturesAvant,
        ),
      WAIT,
    );
    expect(appStore.takeSnacks().map((s) => s.detail)).toContain('Pièce jointe « plaie.png » ajoutée');
  }, 60_000);

  it('the storage refusing the size says the photo limit at the file', async () => {
    renderPieces(true, {
      [`POST ${CHEMIN}`]: {
        status: 201,
        body: { pieceId: 'p-9', url: 'http://s3.test/b', fields: {}, expireLe: '' },
      },
    });
    await screen.findByText('requisition.pdf', undefined, WAIT);

    fireEvent.change(champFichier('photo'), { target: { files: [fichier('plaie.png', 'image/png', 5000)] } });
    await waitFor(() => expect(FakeUpload.last).not.toBeNull(), WAIT);
    const envoi = FakeUpload.last as FakeUpload;
    act(() => {
      envoi.status = 400;
      envoi.responseText = '<Error><Code>EntityTooLarge</Code></Error>';
      envoi.onload?.();
    });

    expect(
      await screen.findByText('« plaie.png » : Photo trop volumineuse (15 Mo au plus)', undefined, WAIT),
    ).toBeTruthy();
  }, 60_000);

  it('a confirmation names the file; the deletion sends the version read', async () => {
    const api = renderPieces(true, { [`DELETE ${CHEMIN}/p-2`]: { body: { id: 'p-2' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer « requisition.pdf »' }, WAIT));

    const dialogue = await screen.findByRole('dialog', undefined, WAIT);
    expect(
      within(dialogue).getByText(
        'Supprimer la pièce jointe « requisition.pdf » de ce dossier ? Cette action est définitive.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialogue).getByRole('button', { name: 'Supprimer' }));

    await waitFor(
      () => expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ version: 3 }),
      WAIT,
    );
  }, 60_000);

  it('access, read-only: no upload and no delete button, downloads still offered', async () => {
    renderPieces(false);
    await screen.findByText('requisition.pdf', undefined, WAIT);

    expect(screen.getByText('Vous ne pouvez pas modifier les pièces jointes de ce dossier.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ajouter une photo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Supprimer/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Télécharger « requisition.pdf »' })).toBeTruthy();
    expect(champFichier('photo')).toBeNull();
  }, 60_000);
});

describe('attachments: the request of a chosen file (pieces/fichier-piece.ts)', () => {
  it('a HEIC photo or an ODT document without a browser type is typed by its extension and accepted', () => {
    expect(demandeDuFichier('photo', { name: 'IMG_0001.HEIC', type: '', size: 3_000_000 })).toEqual({
      ok: true,
      demande: {
        genre: 'photo',
        nom: 'IMG_0001.HEIC',
        description: '',
        typeMime: 'image/heic',
        tailleEnOctets: 3_000_000,
      },
    });
    const odt = demandeDuFichier('document', { name: 'certificat.odt', type: '', size: 1000 });
    expect(odt.ok && odt.demande.typeMime).toBe('application/vnd.oasis.opendocument.text');
  });

  it('an empty file and a photo chosen as a document are refused with the shared messages', () => {
    expect(demandeDuFichier('photo', { name: 'vide.jpg', type: 'image/jpeg', size: 0 })).toEqual({
      ok: false,
      messages: ['Fichier vide'],
    });
    expect(demandeDuFichier('document', { name: 'plaie.jpg', type: 'image/jpeg', size: 10 })).toEqual({
      ok: false,
      messages: ['Type de document refusé (PDF, DOCX ou ODT)'],
    });
  });

  it('the file inputs offer the kinds of their limits only', () => {
    expect(acceptDuGenre('photo').split(',')).toEqual(
      expect.arrayContaining(['.jpg', '.heic', '.webp', 'image/png']),
    );
    expect(acceptDuGenre('photo')).not.toContain('pdf');
    expect(acceptDuGenre('document').split(',')).toEqual(expect.arrayContaining(['.pdf', '.docx', '.odt']));
    expect(acceptDuGenre('document')).not.toContain('image');
  });
});

describe('attachment description (entities Attachment: nom, description)', () => {
  it('the list shows each description: under the photo, in the documents column', async () => {
    renderPieces(false, {
      [`GET ${CHEMIN}`]: {
        body: {
          elements: [
            { ...PHOTO, description: 'Bras gauche' },
            { ...PDF, description: 'Réquisition OPJ' },
          ],
        },
      },
    });
    await screen.findByRole('img', { name: 'Bras gauche' }, WAIT);
    expect(screen.getByText('Bras gauche', { selector: 'p' })).toBeTruthy();
    const ligne = screen.getByText('requisition.pdf').closest('tr') as HTMLElement;
    expect(within(ligne).getByText('Réquisition OPJ')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Décrire « requisition.pdf »' })).toBeNull();
  });

  it('a description over 500 characters shows the shared French message at the field and sends nothing', async () => {
    const api = renderPieces(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Décrire « requisition.pdf »' }, WAIT));
    const champ = await screen.findByLabelText('Description', {}, WAIT);
    fireEvent.change(champ, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('La description ne doit pas dépasser 500 caractères', {}, WAIT),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('saves the description with the version read (PATCH), then closes; a 409 says so in the dialog', async () => {
    let reponse: { status?: number; body: unknown } = {
      body: { ...PDF, description: 'Réquisition', version: 4 },
    };
    const api = renderPieces(true, { [`PATCH ${CHEMIN}/p-2`]: () => reponse });
    fireEvent.click(await screen.findByRole('button', { name: 'Décrire « requisition.pdf »' }, WAIT));
    fireEvent.change(await screen.findByLabelText('Description', {}, WAIT), {
      target: { value: ' Réquisition ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(
      () =>
        expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
          description: 'Réquisition',
          version: 3,
        }),
      WAIT,
    );
    await waitFor(() => expect(screen.queryByLabelText('Description')).toBeNull(), WAIT);

    reponse = {
      status: 409,
      body: { statusCode: 409, code: 'VERSION_CONFLICT', message: 'Conflit', error: 'Conflict' },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Décrire « requisition.pdf »' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }, WAIT));
    expect(await screen.findByText(/a été modifiée entre-temps/, {}, WAIT)).toBeTruthy();
  });
});
