// /global/commissariat/liste (Police stations; docs/product-rules.md#screens office selector, docs/product-rules.md#access): the list
// reads the offices selected in the header, the create form offers only those offices, write actions
// are hidden from the roles that may only read, and the shared schema's French messages show at the
// field.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Bureau } from '@umj/shared/bureau';
import type { Commissariat } from '@umj/shared/listes';
import type { Role } from '@umj/shared/roles';
import { CODE_CONFLIT_VERSION } from '@umj/shared/version';
import { beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../../lib/app-store.ts';
import { fakeToken, installFakeApi, type FakeRoutes } from '../../lib/testing/fake-api.ts';
import { TOKEN_KEY } from '../../lib/session/token-storage.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import CommissariatsPage from './commissariats-page.tsx';

const WAIT = { timeout: 30_000 };

const ARG: Bureau = { id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 };
const CHA: Bureau = { id: 'b-cha', nom: 'Chartres', logo: null, logoUrl: null, version: 1 };
const PN: Bureau = { id: 'b-pn', nom: 'Paris Nord', logo: null, logoUrl: null, version: 1 };

const entree = (id: string, nom: string, bureau: string, secteur: Commissariat['secteur']): Commissariat => ({
  id: `${bureau}~${id}`,
  version: 1,
  nom,
  secteur,
  bureau,
  adresse: '',
  telephone: '01 34 10 20 30',
  email: '',
  notes: '',
});
const STORED = [
  entree('1', 'Commissariat de Sartrouville', 'b-arg', '78'),
  entree('2', 'Commissariat de Chartres', 'b-cha', ''),
  entree('3', 'Commissariat du 18e', 'b-pn', 'Nord'),
];

async function renderAs(role: Role, bureaux: Bureau[], selected: string[], extra: FakeRoutes = {}) {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 's-1', role }));
  localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: selected }));
  const api = installFakeApi({
    'GET /utilisateurs/moi': {
      body: {
        id: 'u-1',
        nomComplet: 'Alice Martin',
        adresseEmail: 'alice@umj.test',
        role,
        bureaux: bureaux.map((b) => ({ id: b.id, nom: b.nom })),
      },
    },
    'GET /bureaux': { body: [ARG, CHA, PN] },
    ...extra,
  });
  // The fake API matches on the path: the query string is read from the last fetch's URL.
  const fetchMock = globalThis.fetch as unknown as { mock: { calls: [string, RequestInit?][] } };
  const result = renderWithProviders(<CommissariatsPage />);
  await screen.findByRole('heading', { level: 1, name: 'Commissariats' }, WAIT);
  return {
    api,
    ...result,
    listUrls: () =>
      fetchMock.mock.calls.map(([url]) => url).filter((url) => new URL(url).pathname === '/v1/commissariats'),
  };
}

beforeEach(() => {
  appStore.takeSnacks();
});

/** The open dropdown's options (PrimeReact renders them in a portal). */
const options = () => [...document.querySelectorAll<HTMLElement>('li[role=option]')];

// The machine is shared: the first render of PrimeReact's table may take seconds.
describe('Police stations screen', { timeout: 30_000 }, () => {
  it('screens: reads only the offices selected in the header (?bureaux=) and names each entry’s office', async () => {
    const { listUrls } = await renderAs('administrateur', [], ['b-arg', 'b-pn'], {
      'GET /commissariats': () => ({
        body: STORED.filter((c) => c.bureau === 'b-arg' || c.bureau === 'b-pn'),
      }),
    });
    await screen.findByText('Commissariat de Sartrouville', undefined, WAIT);
    expect(listUrls().map((u) => new URL(u).searchParams.get('bureaux'))).toEqual(['b-arg,b-pn']);
    expect(screen.getByText('Commissariat du 18e')).toBeTruthy();
    expect(screen.queryByText('Commissariat de Chartres')).toBeNull();
    const row = screen.getByText('Commissariat du 18e').closest('tr') as HTMLElement;
    expect(within(row).getByText('Paris Nord')).toBeTruthy();
    expect(within(row).getByText('Nord')).toBeTruthy();
  });

  it('access: a doctor reads the list without any write action (no Ajouter, no row buttons)', async () => {
    await renderAs('medecin', [ARG], ['b-arg'], {
      'GET /commissariats': { body: [STORED[0]] },
    });
    await screen.findByText('Commissariat de Sartrouville', undefined, WAIT);
    expect(screen.queryByRole('button', { name: 'Ajouter' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Modifier/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Supprimer/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('access: the external secretariat reads only as well (the secretariat writes in the edit test)', async () => {
    await renderAs('secretariat-externe', [CHA], ['b-cha'], { 'GET /commissariats': { body: [STORED[1]] } });
    await screen.findByText('Commissariat de Chartres', undefined, WAIT);
    expect(screen.queryByRole('button', { name: 'Ajouter' })).toBeNull();
  });

  it('the create form offers only the selected offices and sends the shared create body (entities sector list)', async () => {
    const created = { ...entree('9', 'Commissariat de Pontoise', 'b-pn', '95') };
    const { api } = await renderAs('administrateur', [], ['b-arg', 'b-pn'], {
      'GET /commissariats': { body: [STORED[0], STORED[2]] },
      'POST /commissariats': { status: 201, body: created },
    });
    await screen.findByText('Commissariat de Sartrouville', undefined, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Veuillez entrer le nom du commissariat')).toBeTruthy();
    expect(within(dialog).getByText('Veuillez choisir un bureau')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Nom du commissariat/), {
      target: { value: 'Commissariat de Pontoise' },
    });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Bureau' }).closest('.p-dropdown')!);
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['Argenteuil', 'Paris Nord']));
    fireEvent.click(options().find((o) => o.textContent === 'Paris Nord')!);
    fireEvent.change(within(dialog).getByLabelText('Téléphone'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Le numéro de téléphone est invalide')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Téléphone'), { target: { value: '01 30 32 00 00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      nom: 'Commissariat de Pontoise',
      secteur: '',
      bureau: 'b-pn',
      adresse: '',
      telephone: '01 30 32 00 00',
      email: '',
      notes: '',
    });
    expect(appStore.takeSnacks().map((s) => s.detail)).toEqual(['Objet créé']);
  });

  it('edits without the office (an entry does not move) and deletes with the version read', async () => {
    const { api } = await renderAs('secretariat', [ARG], ['b-arg'], {
      'GET /commissariats': { body: [STORED[0]] },
      'PATCH /commissariats/b-arg~1': { body: { ...STORED[0], secteur: '95', version: 2 } },
      'DELETE /commissariats/b-arg~1': { body: { id: 'b-arg~1' } },
    });
    await screen.findByText('Commissariat de Sartrouville', undefined, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Commissariat de Sartrouville »' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('combobox', { name: 'Bureau' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      nom: 'Commissariat de Sartrouville',
      secteur: '78',
      adresse: '',
      telephone: '01 34 10 20 30',
      email: '',
      notes: '',
      version: 1,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Commissariat de Sartrouville »' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ version: 1 });
  });

  it('a stale version re-reads the entry from its office’s list and shows the stored sector beside the typed one', async () => {
    let patches = 0;
    let stored = [STORED[0]];
    const { api } = await renderAs('secretariat', [ARG], ['b-arg'], {
      'GET /commissariats': () => ({ body: stored }),
      'PATCH /commissariats/b-arg~1': () =>
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
          : { body: { ...STORED[0], nom: 'Commissariat de Sartrouville-Nord', version: 3 } },
    });
    await screen.findByText('Commissariat de Sartrouville', undefined, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Commissariat de Sartrouville »' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Nom du commissariat/), {
      target: { value: 'Commissariat de Sartrouville-Nord' },
    });
    stored = STORED.slice(0, 1).map((c) => ({ ...c, secteur: '95' as const, version: 2 }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const secteur = await within(dialog).findByRole(
      'group',
      { name: 'Valeur enregistrée entre-temps (Secteur)' },
      WAIT,
    );
    expect(secteur.textContent).toContain('95');
    expect((within(dialog).getByLabelText(/^Nom du commissariat/) as HTMLInputElement).value).toBe(
      'Commissariat de Sartrouville-Nord',
    );
    fireEvent.click(within(secteur).getByRole('button', { name: 'Prendre celle-ci' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    const bodies = api.calls
      .filter((c) => c.method === 'PATCH')
      .map((c) => c.body as Record<string, unknown>);
    expect(bodies.map((b) => [b.nom, b.secteur, b.version])).toEqual([
      ['Commissariat de Sartrouville-Nord', '78', 1],
      ['Commissariat de Sartrouville-Nord', '95', 2],
    ]);
  });
});
