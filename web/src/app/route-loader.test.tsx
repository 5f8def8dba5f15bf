// A screen module's `prefetch` as its route's loader (route-modules.ts), with the patient-file list's
// (features/dossiers-patients/prefetch-dossiers.ts): the loader answers at once and asks for the
// screen's own queries — each selected office's files for the URL's filter —, so the screen, rendered
// with the application's query client, asks for no list again; a user the guard sends elsewhere, or no
// session, asks for none.
import type { Bureau } from '@umj/shared/bureau';
import type { Role } from '@umj/shared/roles';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { moisCourant } from '../entities/dossier-patient/liste/filtre-liste.ts';
import DossiersPage from '../features/dossiers-patients/dossiers-page.tsx';
import { TOKEN_KEY } from '../lib/session/token-storage.ts';
import type { FakeApi } from '../lib/testing/fake-api.ts';
import { installerUtilisateur } from '../lib/testing/secretariat.ts';
import { TestProviders } from '../lib/testing/test-providers.tsx';
import { createQueryClient } from './query-client.ts';
import { lazyPage } from './route-modules.ts';

const WAIT = { timeout: 30_000 };
const ARG: Bureau = { id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 };
const CHA: Bureau = { id: 'b-cha', nom: 'Chartres', logo: null, logoUrl: null, version: 1 };
const VIDE = { body: { elements: [], suivant: null } };

function session(role: Role | null): FakeApi {
  const api = installerUtilisateur(role ?? 'secretariat', [ARG, CHA], {
    'GET /examinateurs': { body: [] },
    'GET /configuration': { body: [] },
    'GET /bureaux/b-arg/dossiers-patients': VIDE,
    'GET /bureaux/b-cha/dossiers-patients': VIDE,
  });
  if (role === null) localStorage.removeItem(TOKEN_KEY);
  // Chartres only, of the two offices the user has.
  localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: ['b-cha'] }));
  return api;
}

const listes = (api: FakeApi) => api.calls.filter((c) => c.path.endsWith('/dossiers-patients'));
const URL_LISTE = 'http://localhost/secretariat/dossier-patient/liste';

const pageListe = () => import('../features/dossiers-patients/dossiers-page.tsx');

/** Opens the list's route as the router does: its lazy module, then its loader, which answers at once. */
async function ouvrirRoute(client: QueryClient, url: string): Promise<void> {
  const { loader } = (await lazyPage(pageListe, client)()) as { loader?: (args: LoaderFunctionArgs) => null };
  if (!loader) throw new Error('la liste des dossiers sans loader');
  expect(loader({ request: new Request(url) } as LoaderFunctionArgs)).toBeNull();
}

describe('Route loaders (a screen module’s prefetch)', { timeout: 60_000 }, () => {
  it('the list’s route loader answers at once and asks for the selected offices’ files of the URL’s filter; the screen then asks for no list again', async () => {
    const api = session('secretariat');
    const client = createQueryClient();
    await ouvrirRoute(client, `${URL_LISTE}?statut=3050`);

    const { du, au } = moisCourant(new Date());
    await waitFor(() =>
      expect(listes(api).map((c) => `${c.path}${c.search}`)).toEqual([
        `/bureaux/b-cha/dossiers-patients?du=${du}&au=${au}&statut=3050`,
      ]),
    );
    await waitFor(() => expect(client.isFetching()).toBe(0));

    render(
      <TestProviders queryClient={client} path="/secretariat/dossier-patient/liste?statut=3050">
        <DossiersPage />
      </TestProviders>,
    );
    await screen.findByText("Aucun élément pour l'instant.", {}, WAIT);
    expect(listes(api)).toHaveLength(1);
  });

  it('a user without the screen (a doctor on the secretariat’s list) or without a session asks for nothing', async () => {
    // The loader's prefetch itself, awaited: what it asked for is all it will ask for.
    const { prefetch } = await pageListe();
    const medecin = session('medecin');
    await prefetch!(createQueryClient(), new URL(URL_LISTE));
    expect(medecin.calls.map((c) => c.path)).toEqual(['/utilisateurs/moi', '/bureaux']);

    const sansSession = session(null);
    await prefetch!(createQueryClient(), new URL(URL_LISTE));
    expect(sansSession.calls).toEqual([]);
  });
});
