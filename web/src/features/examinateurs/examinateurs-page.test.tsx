// /global/examinateur/statut/:name and /role/:name (docs/product-rules.md#screens; Examiners): the route param is the
// server query (GET /examinateurs?role=&statut=), the filter links navigate, the list keeps the examiners
// of the offices selected in the header, read-only.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Bureau } from '@umj/shared/bureau';
import type { Examinateur } from '@umj/shared/utilisateur';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../lib/session/token-storage.ts';
import { fakeToken, installFakeApi, type FakeAnswer } from '../../lib/testing/fake-api.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import ExaminateursPage from './examinateurs-page.tsx';

const ARG: Bureau = { id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 };
const PN: Bureau = { id: 'b-pn', nom: 'Paris Nord', logo: null, logoUrl: null, version: 1 };

const examinateur = (
  id: string,
  nomComplet: string,
  role: Examinateur['role'],
  bureaux: Bureau[],
  actif = true,
): Examinateur => ({
  id,
  nomComplet,
  adresseEmail: `${id}@umj.test`,
  role,
  bureaux: bureaux.map((b) => ({ id: b.id, nom: b.nom })),
  actif,
  telephone: '01 34 00 00 00',
  rpps: '10101010101',
});

const STORED = [
  examinateur('e-1', 'Marc Médecin', 'medecin', [ARG]),
  examinateur('e-2', 'Pauline Psy', 'psychologue', [ARG]),
  examinateur('e-3', 'Nadia Nord', 'medecin', [PN]),
  examinateur('e-4', 'Ancien Médecin', 'medecin', [ARG], false),
];

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const WAIT = { timeout: 30_000 };

async function renderAt(path: string, selected: string[], bureaux: FakeAnswer = { body: [ARG, PN] }) {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 's-1', role: 'secretariat' }));
  localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: selected }));
  installFakeApi({
    'GET /utilisateurs/moi': {
      body: {
        id: 'u-1',
        nomComplet: 'Sophie Secrétaire',
        adresseEmail: 'sophie@umj.test',
        role: 'secretariat',
        bureaux: [
          { id: 'b-arg', nom: 'Argenteuil' },
          { id: 'b-pn', nom: 'Paris Nord' },
        ],
      },
    },
    'GET /bureaux': bureaux,
    // The fake API matches the path only: the server's filtering is imitated from the query string.
    'GET /examinateurs': () => {
      const url = new URL(lastUrl());
      const role = url.searchParams.get('role');
      const statut = url.searchParams.get('statut');
      return {
        body: STORED.filter(
          (e) => (!role || e.role === role) && (statut === 'tous' || (statut === 'actifs') === e.actif),
        ),
      };
    },
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/global/examinateur/statut/:name" element={<ExaminateursPage />} />
        <Route path="/global/examinateur/role/:name" element={<ExaminateursPage />} />
      </Routes>
      <Location />
    </>,
    { path },
  );
  await screen.findByRole('heading', { level: 1, name: 'Examinateurs' }, WAIT);
}

const fetchCalls = () =>
  (globalThis.fetch as unknown as { mock: { calls: [string, RequestInit?][] } }).mock.calls.map(([u]) => u);
const lastUrl = () => fetchCalls().at(-1)!;
const examinerQueries = () =>
  fetchCalls()
    .map((u) => new URL(u))
    .filter((u) => u.pathname === '/v1/examinateurs')
    .map((u) => u.search);

describe('Examiners screen (Examiners)', { timeout: 30_000 }, () => {
  it('screens, statut/actifs: asks the server for active examiners and keeps those of the selected offices', async () => {
    await renderAt('/global/examinateur/statut/actifs', ['b-arg']);
    await screen.findByText('Marc Médecin', undefined, WAIT);
    expect(examinerQueries()).toEqual(['?statut=actifs']);
    expect(screen.getByText('Pauline Psy')).toBeTruthy();
    expect(screen.queryByText('Nadia Nord')).toBeNull(); // Paris Nord is not selected
    expect(screen.queryByText('Ancien Médecin')).toBeNull();
    const row = screen.getByText('Marc Médecin').closest('tr') as HTMLElement;
    for (const text of ['Médecin', 'Argenteuil', '01 34 00 00 00', '10101010101', 'e-1@umj.test', 'Actif'])
      expect(within(row).getByText(text)).toBeTruthy();
    // Read-only: no create, edit or delete.
    expect(screen.queryByRole('button', { name: 'Ajouter' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Modifier/ })).toBeNull();
  });

  it('screens, role/psychologue: the role goes to the server; choosing "Inactifs" navigates and asks again', async () => {
    await renderAt('/global/examinateur/role/psychologue', ['b-arg', 'b-pn']);
    await screen.findByText('Pauline Psy', undefined, WAIT);
    expect(screen.queryByText('Marc Médecin')).toBeNull();
    expect(screen.getByRole('link', { name: 'Psychologue' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: 'Inactifs' }));
    expect(screen.getByTestId('location').textContent).toBe('/global/examinateur/statut/inactifs');
    await screen.findByText('Ancien Médecin', undefined, WAIT);
    expect(screen.queryByText('Pauline Psy')).toBeNull();
    expect(examinerQueries()).toEqual(['?statut=tous&role=psychologue', '?statut=inactifs']);
  });

  it('screens: an unknown filter name goes back to statut/tous', async () => {
    await renderAt('/global/examinateur/role/infirmier', ['b-arg', 'b-pn']);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/global/examinateur/statut/tous'),
    );
    await screen.findByText('Nadia Nord', undefined, WAIT);
    expect(screen.getByText('Lignes : 4 / 4')).toBeTruthy();
  });

  it('the offices of the header cannot be read: the error is shown with a retry, not an endless skeleton', async () => {
    await renderAt('/global/examinateur/statut/tous', ['b-arg'], {
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Bureaux indisponibles' },
    });
    expect(
      await screen.findByText("La liste n'a pas pu être chargée : Bureaux indisponibles", undefined, WAIT),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
