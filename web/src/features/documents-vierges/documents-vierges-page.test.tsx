// /global/documentsvierges/liste (Blank documents): the file is checked in the browser before
// any upload (types, 20 Mo, French message at the field), uploaded with its progress shown through the
// presigned POST then registered, downloaded through the short-lived link asked for at the click, and
// the write actions are hidden from the roles that may only read (docs/product-rules.md#side-menu, docs/product-rules.md#access).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentVierge, Televersement } from '@umj/shared/listes';
import type { Role } from '@umj/shared/roles';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../lib/app-store.ts';
import { TOKEN_KEY } from '../../lib/session/token-storage.ts';
import { currentUserKey } from '../../lib/session/user-query.ts';
import { fakeToken, installFakeApi, type FakeRoutes } from '../../lib/testing/fake-api.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import DocumentsViergesPage from './documents-vierges-page.tsx';

const WAIT = { timeout: 30_000 };
const PDF = 'application/pdf';

const CERTIFICAT: DocumentVierge = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  version: 1,
  nom: 'Certificat médical initial',
  description: 'Modèle de certificat à remplir',
  nomFichier: 'certificat.pdf',
  typeMime: PDF,
  tailleEnOctets: 3482,
  creeLe: '2026-11-02T09:15:00.000Z',
};

const TELEVERSEMENT: Televersement = {
  url: 'http://localhost/s3/umj-files-local',
  fields: { key: 'documents-vierges/abc.pdf', 'Content-Type': PDF, policy: 'p', 'x-amz-signature': 's' },
  cle: 'documents-vierges/7c9e6679-7425-40de-944b-e07fc1f90ae7.pdf',
  expiresIn: 300,
};

/** A fake XMLHttpRequest: reports half the upload, then the storage's 204, when `finish()` is called. */
class FakeUpload {
  static last: FakeUpload | null = null;
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.last = this;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
  }
  finish(status = 204, responseText = '') {
    this.status = status;
    this.responseText = responseText;
    this.onload?.();
  }
}

/** Blank documents are a global list: only an administrator without office writes it. */
async function renderAs(
  role: Role,
  extra: FakeRoutes = {},
  bureaux = role === 'administrateur' ? [] : [{ id: 'b-arg', nom: 'Argenteuil' }],
) {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 's-1', role }));
  const api = installFakeApi({
    'GET /utilisateurs/moi': {
      body: {
        id: 'u-1',
        nomComplet: 'Alice Martin',
        adresseEmail: 'alice@umj.test',
        role,
        bureaux,
      },
    },
    'GET /bureaux': { body: [] },
    'GET /documents-vierges': { body: [CERTIFICAT] },
    ...extra,
  });
  const result = renderWithProviders(<DocumentsViergesPage />);
  await screen.findByText('Certificat médical initial', undefined, WAIT);
  // The role is read from the user loaded by the session: wait for it before any assertion on actions.
  await waitFor(() => expect(result.queryClient.getQueryData(currentUserKey)).toBeDefined(), WAIT);
  return { api, ...result };
}

const dialog = () => screen.getByRole('dialog');
const fileInput = () => within(dialog()).getByLabelText(/^Fichier/) as HTMLInputElement;
/** "Ajouter", then its dialog: the dialog's module loads at its first opening (a deferred dialog). */
async function ouvrirAjout() {
  fireEvent.click(await screen.findByRole('button', { name: 'Ajouter' }, WAIT));
  await screen.findByRole('dialog', undefined, WAIT);
}
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

beforeEach(() => {
  appStore.takeSnacks();
  FakeUpload.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});

describe('Blank documents screen', { timeout: 30_000 }, () => {
  it('lists name, description, file, type label and size as people read them', async () => {
    await renderAs('secretariat');
    const row = screen.getByText('Certificat médical initial').closest('tr') as HTMLElement;
    expect(within(row).getByText('certificat.pdf')).toBeTruthy();
    expect(within(row).getByText('PDF')).toBeTruthy();
    expect(within(row).getByText('3,4 Ko')).toBeTruthy();
    expect(within(row).getByText('02/11/2026')).toBeTruthy();
  });

  it('access: a doctor may download but neither add nor delete', async () => {
    await renderAs('medecin');
    expect(screen.queryByRole('button', { name: 'Ajouter' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Télécharger « Certificat médical initial »' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Supprimer « Certificat médical initial »' })).toBeNull();
  });

  it('a global list: the secretariat and an administrator restricted to an office may download but neither add nor delete', async () => {
    for (const role of ['secretariat', 'administrateur'] as Role[]) {
      const { unmount } = await renderAs(role, {}, [{ id: 'b-arg', nom: 'Argenteuil' }]);
      expect(screen.queryByRole('button', { name: 'Ajouter' }), role).toBeNull();
      expect(
        screen.queryByRole('button', { name: 'Supprimer « Certificat médical initial »' }),
        role,
      ).toBeNull();
      unmount();
    }
  });

  it('a file over 20 Mo, or of another type, is refused at the field before any upload', async () => {
    const { api } = await renderAs('administrateur');
    await ouvrirAjout();
    const big = new File(['%PDF-'], 'dossier.pdf', { type: PDF });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    fireEvent.change(fileInput(), { target: { files: [big] } });
    expect(within(dialog()).getByText('Le fichier ne doit pas dépasser 20 Mo')).toBeTruthy();
    fireEvent.change(fileInput(), {
      target: { files: [new File(['GIF89a'], 'photo.gif', { type: 'image/gif' })] },
    });
    expect(
      within(dialog()).getByText(
        'Le fichier doit être un PDF, un document DOCX ou ODT, un tableur XLSX ou ODS, ou une image PNG ou JPEG',
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText(/^Nom du document/), {
      target: { value: 'Réquisition' },
    });
    save();
    expect(await within(dialog()).findByText('Veuillez choisir un fichier')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(FakeUpload.last).toBeNull();
  });

  it('an ODT the browser gives no type is known by its extension (exactly 20 Mo is accepted)', async () => {
    const { api } = await renderAs('administrateur', {
      'POST /documents-vierges/televersement': { status: 201, body: TELEVERSEMENT },
    });
    await ouvrirAjout();
    fireEvent.change(within(dialog()).getByLabelText(/^Nom du document/), {
      target: { value: 'Attestation' },
    });
    const odt = new File(['PK'], 'attestation.odt', { type: '' });
    Object.defineProperty(odt, 'size', { value: 20 * 1024 * 1024 });
    fireEvent.change(fileInput(), { target: { files: [odt] } });
    expect(within(dialog()).getByText('attestation.odt')).toBeTruthy();
    save();
    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    expect(api.calls.find((c) => c.path === '/documents-vierges/televersement')?.body).toEqual({
      nomFichier: 'attestation.odt',
      typeMime: 'application/vnd.oasis.opendocument.text',
      tailleEnOctets: 20 * 1024 * 1024,
    });
  });

  it('uploads with its progress (fields first, the file last), then registers the stored file', async () => {
    const { api } = await renderAs('administrateur', {
      'POST /documents-vierges/televersement': { status: 201, body: TELEVERSEMENT },
      'POST /documents-vierges': { status: 201, body: { ...CERTIFICAT, id: 'new' } },
    });
    await ouvrirAjout();
    fireEvent.change(within(dialog()).getByLabelText(/^Nom du document/), {
      target: { value: 'Réquisition type' },
    });
    const pdf = new File(['%PDF-1.7 test'], 'requisition.pdf', { type: PDF });
    fireEvent.change(fileInput(), { target: { files: [pdf] } });
    save();
    expect(await within(dialog()).findByText('Envoi du fichier : 50 %')).toBeTruthy();
    const upload = FakeUpload.last!;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe(TELEVERSEMENT.url);
    const sent = [...upload.body!.entries()];
    expect(sent.map(([name]) => name)).toEqual([...Object.keys(TELEVERSEMENT.fields), 'file']);
    expect((sent.at(-1)?.[1] as File).name).toBe('requisition.pdf');
    expect(api.calls.some((c) => c.path === '/documents-vierges' && c.method === 'POST')).toBe(false);
    act(() => upload.finish(204));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.path === '/documents-vierges' && c.method === 'POST')?.body).toEqual({
      nom: 'Réquisition type',
      description: '',
      cle: TELEVERSEMENT.cle,
      nomFichier: 'requisition.pdf',
      typeMime: PDF,
      tailleEnOctets: pdf.size,
    });
    expect(appStore.takeSnacks().map((s) => s.detail)).toEqual(['Objet créé']);
  });

  it('a refusal of the storage (policy: too large) is shown at the file field; nothing is registered', async () => {
    const { api } = await renderAs('administrateur', {
      'POST /documents-vierges/televersement': { status: 201, body: TELEVERSEMENT },
    });
    await ouvrirAjout();
    fireEvent.change(within(dialog()).getByLabelText(/^Nom du document/), {
      target: { value: 'Réquisition' },
    });
    fireEvent.change(fileInput(), { target: { files: [new File(['%PDF-'], 'r.pdf', { type: PDF })] } });
    save();
    await waitFor(() => expect(FakeUpload.last).not.toBeNull());
    act(() => FakeUpload.last!.finish(400, '<Error><Code>EntityTooLarge</Code></Error>'));
    expect(await within(dialog()).findByText('Le fichier ne doit pas dépasser 20 Mo')).toBeTruthy();
    expect(fileInput().getAttribute('aria-describedby')).toContain('champ-fichier-erreur');
    expect(api.calls.some((c) => c.path === '/documents-vierges' && c.method === 'POST')).toBe(false);
  });

  it('downloads through the short-lived link asked for at the click', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    const url = 'http://localhost/s3/umj-files-local/documents-vierges/x.pdf?X-Amz-Expires=300';
    const { api } = await renderAs('psychologue', {
      [`GET /documents-vierges/${CERTIFICAT.id}/fichier`]: { body: { url, expiresIn: 300 } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger « Certificat médical initial »' }));
    await waitFor(() => expect(clicked).toEqual([url]));
    expect(api.calls.filter((c) => c.path.endsWith('/fichier'))).toHaveLength(1);
  });

  it('deletes after the confirmation naming it, with the version read', async () => {
    const { api } = await renderAs('administrateur', {
      [`DELETE /documents-vierges/${CERTIFICAT.id}`]: { body: { id: CERTIFICAT.id } },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Supprimer « Certificat médical initial »' }, WAIT),
    );
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText('Supprimer « Certificat médical initial » ? Cette action est définitive.'),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ version: 1 });
  });
});
