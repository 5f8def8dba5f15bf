// "Patient-file list": one call per selected office with the current month by default and the
// docs/product-rules.md#statuses filters from the URL (all pages followed and merged), the status shown with its name, the
// examiner filter hidden from an examiner (the server narrows to its files), `?dossier=<bureauId>~<id>`
// opening that file's form.
import { screen, waitFor, within } from '@testing-library/react';
import type { Bureau } from '@umj/shared/bureau';
import type { DossierPatientStocke, PageDossiers } from '@umj/shared/dossiers-api';
import type { Role } from '@umj/shared/roles';
import { statutRef, type StatutId } from '@umj/shared/statuts-dossier';
import { describe, expect, it } from 'vitest';
import type { FakeRoutes } from '../../lib/testing/fake-api.ts';
import { installerUtilisateur } from '../../lib/testing/secretariat.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import { valeursVides } from '../../entities/dossier-patient/formulaire/valeurs-dossier.ts';
import DossiersPage from './dossiers-page.tsx';
import { moisCourant } from '../../entities/dossier-patient/liste/filtre-liste.ts';

const WAIT = { timeout: 30_000 };
const ARG: Bureau = { id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 };
const CHA: Bureau = { id: 'b-cha', nom: 'Chartres', logo: null, logoUrl: null, version: 1 };

function dossier(id: number, nom: string, statut: StatutId, bureau: Bureau): DossierPatientStocke {
  return {
    ...valeursVides(),
    id,
    nom,
    statut: statutRef(statut),
    dateRdvPris: null,
    dateArrivé: null,
    dateAnnulé: null,
    dateModification: null,
    photos: [],
    documents: [],
    bordereauNumero: null,
    bureau: { id: bureau.id, nom: bureau.nom },
    rendezVousDate: 20_415 + id,
    rendezVousHeure: 600,
    examinateur: { id: 'u-doc', nomComplet: 'Dr Paul Durand' },
    montantHT: 8050,
    montantTVA: 1610,
    version: 1,
    creePar: null,
  };
}

async function afficher(role: Role, chemin: string, routes: FakeRoutes) {
  installerUtilisateur(role, [ARG, CHA], {
    'GET /examinateurs': { body: [] },
    'GET /commissariats': { body: [] },
    'GET /requerants': { body: [] },
    'GET /configuration': { body: [] },
    ...routes,
  });
  const fetchMock = globalThis.fetch as unknown as { mock: { calls: [string, RequestInit?][] } };
  renderWithProviders(<DossiersPage />, { path: chemin });
  await screen.findByRole('heading', { level: 1, name: 'Dossiers patients' }, WAIT);
  return {
    urlsListe: () =>
      fetchMock.mock.calls
        .map(([url]) => new URL(url))
        .filter((u) => /\/dossiers-patients$/.test(u.pathname)),
  };
}

describe('Patient-file list', { timeout: 60_000 }, () => {
  it('statuses: one call per selected office, current month by default, the status filter of the URL; every page followed and the offices merged', async () => {
    const { urlsListe } = await afficher('secretariat', '/secretariat/dossier-patient/liste?statut=3050', {
      'GET /bureaux/b-arg/dossiers-patients': () => {
        const deuxieme = urlsListe().filter((u) => u.pathname.includes('b-arg')).length > 1;
        const page: PageDossiers = deuxieme
          ? { elements: [dossier(2, 'BERNARD Luc', 40, ARG)], suivant: null }
          : { elements: [dossier(1, 'DUPONT Jean', 30, ARG)], suivant: 'curseur-1' };
        return { body: page };
      },
      'GET /bureaux/b-cha/dossiers-patients': {
        body: { elements: [dossier(3, 'PETIT Anne', 50, CHA)], suivant: null } satisfies PageDossiers,
      },
    });
    const table = await screen.findByRole('table', {}, WAIT);
    await within(table).findByText('PETIT Anne', {}, WAIT);
    expect(within(table).getByText('DUPONT Jean')).toBeTruthy();
    expect(within(table).getByText('BERNARD Luc')).toBeTruthy();
    // Status: its name in the badge (colour is not the only sign).
    expect(within(table).getByText('Rapport en cours')).toBeTruthy();

    const { du, au } = moisCourant(new Date());
    const appels = urlsListe();
    expect(appels.map((u) => u.pathname).sort()).toEqual([
      '/v1/bureaux/b-arg/dossiers-patients',
      '/v1/bureaux/b-arg/dossiers-patients',
      '/v1/bureaux/b-cha/dossiers-patients',
    ]);
    for (const u of appels) {
      expect(u.searchParams.get('du')).toBe(du);
      expect(u.searchParams.get('au')).toBe(au);
      expect(u.searchParams.get('statut')).toBe('3050');
    }
    expect(appels.filter((u) => u.searchParams.get('suivant') === 'curseur-1')).toHaveLength(1);
  });

  it('an examiner has no examiner filter; ?dossier=<bureauId>~<id> opens that file', async () => {
    await afficher('medecin', '/examinateur/dossier-patient/liste?dossier=b-cha~3', {
      'GET /bureaux/b-arg/dossiers-patients': { body: { elements: [], suivant: null } },
      'GET /bureaux/b-cha/dossiers-patients': {
        body: { elements: [dossier(3, 'PETIT Anne', 20, CHA)], suivant: null },
      },
      'GET /bureaux/b-cha/dossiers-patients/3': { body: dossier(3, 'PETIT Anne', 20, CHA) },
    });
    const dialog = await screen.findByRole('dialog', { name: /Dossier patient : PETIT Anne/ }, WAIT);
    expect(within(dialog).getByLabelText(/Nom du patient/)).toBeTruthy();
    const filtres = screen.getByRole('search', { name: 'Filtres' });
    expect(within(filtres).queryByText('Examinateur')).toBeNull();
    expect(within(filtres).getByText('Statut')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('PETIT Anne').length).toBeGreaterThan(0));
  });
});
