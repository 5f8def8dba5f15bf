// /admin/bureau/liste (Offices; docs/product-rules.md#office, docs/product-rules.md#calls, docs/product-rules.md#errors success messages): list, create
// with a logo (preview before upload, presigned upload, then PATCH with its key), rename, remove the
// logo, delete with a confirmation naming the office, and an open dialog that survives a list refetch
// (a realtime Bureau change) with what the user typed.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Bureau } from '@umj/shared/bureau';
import { CODE_CONFLIT_VERSION } from '@umj/shared/version';
import { beforeEach, describe, expect, it } from 'vitest';
import { tableKey } from '../../lib/query-keys.ts';
import { TOKEN_KEY } from '../../lib/session/token-storage.ts';
import { currentUserQueryOptions } from '../../lib/session/user-query.ts';
import { DEMO_USER, fakeToken, installFakeApi, type FakeRoutes } from '../../lib/testing/fake-api.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import { appStore } from '../../lib/app-store.ts';
import BureauxAdminPage from './bureaux-admin-page.tsx';

const ARG: Bureau = { id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 };
const CHA: Bureau = {
  id: 'b-cha',
  nom: 'Chartres',
  logo: 'bureaux/b-cha/logo/a.png',
  logoUrl: 'http://s3.test/files/bureaux/b-cha/logo/a.png?sig=1',
  version: 2,
};

let stored: Bureau[];

/** Signed in as an administrator without offices (unrestricted), unless told otherwise. */
const ADMIN = { ...DEMO_USER, role: 'administrateur', bureaux: [] };

function routes(extra: FakeRoutes = {}, moi: object = ADMIN): FakeRoutes {
  return { 'GET /utilisateurs/moi': { body: moi }, 'GET /bureaux': () => ({ body: stored }), ...extra };
}

const snacks = () => appStore.takeSnacks().map((s) => s.detail);

async function renderPage(extra: FakeRoutes = {}, moi: object = ADMIN) {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sid: 's' }));
  const api = installFakeApi(routes(extra, moi));
  const result = renderWithProviders(<BureauxAdminPage />);
  await screen.findByText('Argenteuil');
  // The session's user is loaded (the create button depends on it).
  await waitFor(() =>
    expect(result.queryClient.getQueryData(currentUserQueryOptions().queryKey)).toBeTruthy(),
  );
  return { api, ...result };
}

const dialog = () => screen.getByRole('dialog');
const nomField = () => within(dialog()).getByLabelText(/^Nom du bureau/) as HTMLInputElement;
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

beforeEach(() => {
  stored = [ARG, CHA];
  appStore.takeSnacks();
});

describe('Offices screen (entities Office)', () => {
  it('lists the offices with their logo and the row count', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Bureaux' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo Chartres' }).getAttribute('src')).toBe(CHA.logoUrl);
    expect(screen.getByText('Lignes : 2 / 2')).toBeTruthy();
  });

  it('creates an office with a logo: POST, presigned POST of the file, PATCH with its key (calls); objetCreated', async () => {
    const created: Bureau = { id: 'b-new', nom: 'Pontoise', logo: null, logoUrl: null, version: 1 };
    const { api } = await renderPage({
      'POST /bureaux': { status: 201, body: created },
      'POST /bureaux/b-new/logo': {
        status: 201,
        body: {
          logo: 'bureaux/b-new/logo/x.png',
          uploadUrl: 'http://s3.test/files/up',
          fields: { key: 'bureaux/b-new/logo/x.png', 'Content-Type': 'image/png', Policy: 'p' },
        },
      },
      'POST /files/up': { status: 200 },
      'PATCH /bureaux/b-new': { body: { ...created, logo: 'bureaux/b-new/logo/x.png', version: 2 } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    fireEvent.change(nomField(), { target: { value: 'Pontoise' } });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(within(dialog()).getByLabelText('Logo'), { target: { files: [file] } });
    expect(within(dialog()).getByText('logo.png')).toBeTruthy();
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([
        'POST /bureaux',
        'POST /bureaux/b-new/logo',
        'POST /files/up',
        'PATCH /bureaux/b-new',
      ]),
    );
    expect(api.calls.find((c) => c.path === '/bureaux/b-new/logo')?.body).toEqual({ typeMime: 'image/png' });
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      logo: 'bureaux/b-new/logo/x.png',
      version: 1,
    });
    expect(snacks()).toEqual(['Objet créé']);
  });

  it('an administrator limited to offices is not offered the creation (the server refuses it)', async () => {
    await renderPage({}, { ...ADMIN, bureaux: [{ id: 'b-arg', nom: 'Argenteuil' }] });
    expect(screen.getByRole('button', { name: 'Modifier « Argenteuil »' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ajouter' })).toBeNull();
  });

  it('refuses a logo that is not PNG, JPEG or WebP, next to the field', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const file = new File(['x'], 'logo.gif', { type: 'image/gif' });
    fireEvent.change(within(dialog()).getByLabelText('Logo'), { target: { files: [file] } });
    expect(within(dialog()).getByText('Type de fichier refusé (acceptés : PNG, JPEG, WEBP)')).toBeTruthy();
  });

  it('renames with the version read; objetUpdated', async () => {
    const { api } = await renderPage({
      'PATCH /bureaux/b-arg': { body: { ...ARG, nom: 'Argenteuil Sud', version: 2 } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Argenteuil »' }));
    fireEvent.change(nomField(), { target: { value: 'Argenteuil Sud' } });
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ nom: 'Argenteuil Sud', version: 1 });
    expect(snacks()).toEqual(['Objet mis à jour']);
  });

  it('removes the logo: PATCH { logo: null } (the thumbnail is shown until then)', async () => {
    const { api } = await renderPage({
      'PATCH /bureaux/b-cha': { body: { ...CHA, logo: null, logoUrl: null, version: 3 } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Chartres »' }));
    expect(within(dialog()).getByRole('img', { name: 'Aperçu : Logo' }).getAttribute('src')).toBe(
      CHA.logoUrl,
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Retirer : Logo' }));
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      nom: 'Chartres',
      logo: null,
      version: 2,
    });
  });

  it('an open dialog keeps what the user typed when the list refetches (realtime Bureau change)', async () => {
    const { queryClient, api } = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Argenteuil »' }));
    fireEvent.change(nomField(), { target: { value: 'Argenteuil (en cours de saisie)' } });
    stored = [{ ...ARG, nom: 'Argenteuil Centre', version: 2 }, CHA];
    const before = api.calls.filter((c) => c.method === 'GET').length;
    await act(() => queryClient.invalidateQueries({ queryKey: tableKey('Bureau') }));
    await screen.findByText('Argenteuil Centre');
    expect(api.calls.filter((c) => c.method === 'GET').length).toBe(before + 1);
    expect(nomField().value).toBe('Argenteuil (en cours de saisie)');
  });

  it('a stale version reloads the office and shows its new name beside the typed one (never overwritten silently)', async () => {
    let patches = 0;
    const { api } = await renderPage({
      'PATCH /bureaux/b-arg': () =>
        ++patches === 1
          ? {
              status: 409,
              body: {
                statusCode: 409,
                error: 'Conflict',
                message: 'Version périmée',
                code: CODE_CONFLIT_VERSION,
              },
            }
          : { body: { ...ARG, nom: 'Argenteuil Nord', version: 3 } },
      'GET /bureaux/b-arg': { body: { ...ARG, nom: 'Argenteuil Centre', version: 2 } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Argenteuil »' }));
    fireEvent.change(nomField(), { target: { value: 'Argenteuil Nord' } });
    save();
    expect(await within(dialog()).findByText('Argenteuil Centre')).toBeTruthy();
    expect(nomField().value).toBe('Argenteuil Nord');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Garder la mienne' }));
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { nom: 'Argenteuil Nord', version: 1 },
      { nom: 'Argenteuil Nord', version: 2 },
    ]);
  });

  it('deletes after a confirmation naming the office: DELETE { ids, versions }; objetDeleted', async () => {
    const { api } = await renderPage({
      'DELETE /bureaux': () => {
        stored = [CHA];
        return { body: { ids: ['b-arg'] } };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Argenteuil »' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Supprimer « Argenteuil » ? Cette action est définitive.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByText('Argenteuil')).toBeNull());
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({
      ids: ['b-arg'],
      versions: { 'b-arg': 1 },
    });
    expect(snacks()).toEqual(['Objet supprimé']);
  });

  it('a refused deletion shows the server message (e.g. an office that still has users)', async () => {
    const message = 'Ce bureau a encore des utilisateurs : retirez-les avant de le supprimer';
    await renderPage({
      'DELETE /bureaux': { status: 409, body: { statusCode: 409, error: 'Conflict', message } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Argenteuil »' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(appStore.getState().snacks.map((s) => s.detail)).toEqual([message]));
    expect(screen.getByText('Argenteuil')).toBeTruthy();
  });
});
