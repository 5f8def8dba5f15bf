// /global/requerant/liste (Requesters; docs/product-rules.md#screens office selector): the list reads the offices
// selected in the header; a SIRET failing shared's check (14 digits, Luhn key) is refused next to the
// field and nothing is sent; the type is one of shared's requester types.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Bureau } from '@umj/shared/bureau';
import { MESSAGE_SIRET_CLE, MESSAGE_SIRET_FORMAT, type Requerant } from '@umj/shared/listes';
import { beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../../lib/app-store.ts';
import { TOKEN_KEY } from '../../lib/session/token-storage.ts';
import { fakeToken, installFakeApi, type FakeRoutes } from '../../lib/testing/fake-api.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import RequerantsPage from './requerants-page.tsx';

const WAIT = { timeout: 30_000 };
const ARG: Bureau = { id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 };
const CHA: Bureau = { id: 'b-cha', nom: 'Chartres', logo: null, logoUrl: null, version: 1 };

const TJ_PONTOISE: Requerant = {
  id: 'b-arg~1',
  version: 3,
  nom: 'Tribunal judiciaire de Pontoise',
  bureau: 'b-arg',
  type: 'tribunal-judiciaire',
  adresse: '3 rue Victor Hugo, 95300 Pontoise',
  siret: '73282932000074',
  codeService: 'FRAIS-JUSTICE',
  notes: '',
};

const options = () => [...document.querySelectorAll<HTMLElement>('li[role=option]')];

async function renderPage(extra: FakeRoutes = {}) {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 's-1', role: 'secretariat' }));
  localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: ['b-arg'] }));
  const api = installFakeApi({
    'GET /utilisateurs/moi': {
      body: {
        id: 'u-1',
        nomComplet: 'Alice Martin',
        adresseEmail: 'alice@umj.test',
        role: 'secretariat',
        bureaux: [
          { id: 'b-arg', nom: 'Argenteuil' },
          { id: 'b-cha', nom: 'Chartres' },
        ],
      },
    },
    'GET /bureaux': { body: [ARG, CHA] },
    'GET /requerants': { body: [TJ_PONTOISE] },
    ...extra,
  });
  const result = renderWithProviders(<RequerantsPage />);
  await screen.findByText('Tribunal judiciaire de Pontoise', undefined, WAIT);
  return { api, ...result };
}

const dialog = () => screen.getByRole('dialog');
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

beforeEach(() => {
  appStore.takeSnacks();
});

describe('Requesters screen', { timeout: 30_000 }, () => {
  it('screens: reads the selected office only and shows the type label of shared', async () => {
    const { api } = await renderPage();
    const listCall = (globalThis.fetch as unknown as { mock: { calls: [string][] } }).mock.calls
      .map(([url]) => new URL(url))
      .find((url) => url.pathname === '/v1/requerants');
    expect(listCall?.searchParams.get('bureaux')).toBe('b-arg');
    expect(api.calls.filter((c) => c.path === '/requerants')).toHaveLength(1);
    const row = screen.getByText('Tribunal judiciaire de Pontoise').closest('tr') as HTMLElement;
    expect(within(row).getByText('Tribunal judiciaire')).toBeTruthy();
    expect(within(row).getByText('Argenteuil')).toBeTruthy();
  });

  it('a SIRET of 13 digits, then one with a wrong key, is refused at the field; nothing is sent', async () => {
    const { api } = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    fireEvent.change(within(dialog()).getByLabelText(/^Nom du requérant/), {
      target: { value: 'Parquet de Pontoise' },
    });
    fireEvent.click(
      within(dialog()).getByRole('combobox', { name: 'Type de requérant' }).closest('.p-dropdown')!,
    );
    await waitFor(() => expect(options().map((o) => o.textContent)).toContain('Parquet'));
    fireEvent.click(options().find((o) => o.textContent === 'Parquet')!);
    const siret = within(dialog()).getByLabelText('SIRET');
    fireEvent.change(siret, { target: { value: '7328293200007' } });
    save();
    expect(await within(dialog()).findByText(MESSAGE_SIRET_FORMAT)).toBeTruthy();
    expect(siret.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(siret, { target: { value: '732 829 320 00075' } });
    save();
    expect(await within(dialog()).findByText(MESSAGE_SIRET_CLE)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates with a valid SIRET (spaces removed by shared) in the preselected office (the only one selected)', async () => {
    const { api } = await renderPage({
      'POST /requerants': { status: 201, body: { ...TJ_PONTOISE, id: 'b-arg~2', version: 1 } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    fireEvent.change(within(dialog()).getByLabelText(/^Nom du requérant/), {
      target: { value: 'Parquet de Pontoise' },
    });
    save();
    expect(await within(dialog()).findByText('Veuillez choisir le type de requérant')).toBeTruthy();
    fireEvent.click(
      within(dialog()).getByRole('combobox', { name: 'Type de requérant' }).closest('.p-dropdown')!,
    );
    await waitFor(() => expect(options().map((o) => o.textContent)).toContain('Parquet'));
    fireEvent.click(options().find((o) => o.textContent === 'Parquet')!);
    fireEvent.change(within(dialog()).getByLabelText('SIRET'), { target: { value: '732 829 320 00074' } });
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      nom: 'Parquet de Pontoise',
      bureau: 'b-arg',
      type: 'parquet',
      adresse: '',
      siret: '73282932000074',
      codeService: '',
      notes: '',
    });
  });

  it('a server 400 on the SIRET field is shown next to that field', async () => {
    await renderPage({
      'PATCH /requerants/b-arg~1': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: MESSAGE_SIRET_CLE, field: 'siret' },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Tribunal judiciaire de Pontoise »' }));
    save();
    expect(await within(dialog()).findByText(MESSAGE_SIRET_CLE)).toBeTruthy();
    expect(within(dialog()).getByLabelText('SIRET').getAttribute('aria-invalid')).toBe('true');
  });
});
