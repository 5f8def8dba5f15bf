// Statistics screen: every table as a chart (role="img" with its text alternative) beside its
// data table, offices merged, the secretariat's examiner filter sent to the server (an examiner gets
// no filter), the XLSX export's sheets (one per table plus the filters sheet).
import { screen, waitFor, within } from '@testing-library/react';
import type { Bureau } from '@umj/shared/bureau';
import { statutRef } from '@umj/shared/statuts-dossier';
import {
  calculerStatistiques,
  TABLES_STATISTIQUES,
  type ReponseStatistiques,
} from '@umj/shared/statistiques';
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../lib/session/token-storage.ts';
import { fakeToken, installFakeApi } from '../../lib/testing/fake-api.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import { feuillesStatistiques, nomFeuille } from './export-statistiques.ts';
import StatistiquesPage, { filtreDepuisUrl } from './statistiques-page.tsx';

// jsdom has no canvas: PrimeReact's Chart is replaced by the canvas it renders (role img, its label).
vi.mock('primereact/chart', () => ({
  Chart: ({ ariaLabel, type }: { ariaLabel: string; type: string }) => (
    <canvas role="img" aria-label={ariaLabel} data-type={type} />
  ),
}));

const WAIT = { timeout: 30_000 };
const ARG: Bureau = { id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 };
const CHA: Bureau = { id: 'b-cha', nom: 'Chartres', logo: null, logoUrl: null, version: 1 };
const periode = { du: '2026-01-01', au: '2026-03-31' };

const dossier = (statut: 10 | 30 | 90, heure: number) =>
  dossierPatientSchema.parse({
    statut: statutRef(statut),
    nom: 'X',
    lieu: 10,
    rendezVousDate: 20_522, // 2026-03-10, a Tuesday
    rendezVousHeure: heure,
    examinateur: { id: 'u-martin', nomComplet: 'Dr Martin' },
  });
const reponse = (bureauId: string, dossiers: ReturnType<typeof dossier>[]): ReponseStatistiques => ({
  bureauId,
  ...periode,
  examinateurId: null,
  ...calculerStatistiques(dossiers, periode),
});

function session(role: string) {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 's-1', role }));
  localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: ['b-arg', 'b-cha'] }));
  const demandes: URL[] = [];
  installFakeApi({
    'GET /utilisateurs/moi': {
      body: {
        id: 'u-1',
        nomComplet: 'Alice Martin',
        adresseEmail: 'a@umj.test',
        role,
        bureaux: [
          { id: 'b-arg', nom: 'Argenteuil' },
          { id: 'b-cha', nom: 'Chartres' },
        ],
      },
    },
    'GET /bureaux': { body: [ARG, CHA] },
    'GET /examinateurs': {
      body: [
        {
          id: 'u-martin',
          nomComplet: 'Dr Martin',
          role: 'medecin',
          actif: true,
          bureaux: [{ id: 'b-arg', nom: 'Argenteuil' }],
        },
      ],
    },
    'GET /bureaux/b-arg/statistiques': { body: reponse('b-arg', [dossier(30, 600), dossier(90, 600)]) },
    'GET /bureaux/b-cha/statistiques': { body: reponse('b-cha', [dossier(10, 1200)]) },
  });
  const fetchDeBase = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    if (input.includes('/statistiques')) demandes.push(new URL(input));
    return fetchDeBase(input, init);
  });
  return demandes;
}

describe('statistics screen', () => {
  it('reads the period from the URL, by default 1 January to today', () => {
    expect(filtreDepuisUrl(new URLSearchParams(), 20_537)).toEqual({ du: '2026-01-01', au: '2026-03-25' });
    expect(
      filtreDepuisUrl(new URLSearchParams('du=2026-02-01&au=2026-02-28&examinateur=u1'), 20_537),
    ).toEqual({
      du: '2026-02-01',
      au: '2026-02-28',
      examinateur: 'u1',
    });
  });

  it('the XLSX has one sheet per table and the filters sheet, names cut to 31 characters and distinct', () => {
    const pris = new Set<string>();
    expect(nomFeuille('Visites en garde à vue (délai de 3 heures)', pris)).toBe(
      'Visites en garde à vue (délai d',
    );
    expect(nomFeuille('Visites en garde à vue (délai de 3 heures)', pris)).toBe(
      'Visites en garde à vue (déla 2',
    );
    expect(nomFeuille('a/b', pris)).toBe('a b');
    const feuilles = feuillesStatistiques({
      titre: 'Statistiques',
      tables: [
        { titre: 'Par statut', lignes: [{ cle: '30', libelle: 'Examiné', nombre: 2 }] },
        { titre: 'Par mois', lignes: [] },
      ],
      filtres: [{ label: 'Période', value: '01/01/2026 – 31/03/2026' }],
      entetes: { libelle: 'Libellé', nombre: 'Nombre' },
      libelles: { filtres: 'Filtres', dateExport: "Date de l'export" },
      exporteLe: new Date('2026-03-25T10:00:00Z'),
    });
    expect(feuilles.map((f) => f.sheet)).toEqual(['Par statut', 'Par mois', 'Filtres']);
    expect(feuilles[0]!.data[1]).toEqual([
      { value: 'Examiné', type: String },
      { value: 2, type: Number },
    ]);
    expect(feuilles[2]!.data[2]).toEqual([{ value: 'Période' }, { value: '01/01/2026 – 31/03/2026' }]);
  });

  it('draws every table as a chart with its text alternative beside its data table; offices merged', async () => {
    const demandes = session('secretariat');
    renderWithProviders(<StatistiquesPage />, {
      path: '/secretariat/statistiques?du=2026-01-01&au=2026-03-31',
    });

    await screen.findByRole('heading', { level: 1, name: 'Statistiques' }, WAIT);
    const graphiques = await screen.findAllByRole('img', undefined, WAIT);
    expect(graphiques).toHaveLength(TABLES_STATISTIQUES.length);
    const statuts = screen.getByRole('img', { name: /^Par statut :/ });
    expect(statuts.getAttribute('aria-label')).toContain('Examiné 1');
    expect(statuts.getAttribute('aria-label')).toContain('Annulé 1');
    expect(statuts.getAttribute('aria-label')).toContain('RDV pris 1');
    const tranche = screen.getByRole('region', { name: 'Par tranche horaire' });
    const ligneJour = within(tranche).getByRole('rowheader', { name: 'Jour (08:00–18:00)' }).closest('tr')!;
    expect(within(ligneJour as HTMLElement).getByText('1')).toBeTruthy();
    const ligneSoir = within(tranche).getByRole('rowheader', { name: 'Soirée (18:00–22:00)' }).closest('tr')!;
    expect(within(ligneSoir as HTMLElement).getByText('1')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Par mois' })).getByText('mars 2026')).toBeTruthy();
    expect(screen.getByLabelText('Résumé').textContent).toContain('3');

    expect(screen.getByRole('button', { name: 'Exporter (Excel)' }).hasAttribute('disabled')).toBe(false);
    expect(demandes.map((u) => u.pathname).sort()).toEqual([
      '/v1/bureaux/b-arg/statistiques',
      '/v1/bureaux/b-cha/statistiques',
    ]);
    expect(demandes.every((u) => !u.searchParams.has('examinateur'))).toBe(true);
  }, 60_000);

  it("the secretariat's examiner filter is sent to every office", async () => {
    const demandes = session('secretariat');
    renderWithProviders(<StatistiquesPage />, {
      path: '/secretariat/statistiques?du=2026-01-01&au=2026-03-31&examinateur=u-martin',
    });
    await screen.findAllByRole('img', undefined, WAIT);
    expect(screen.getAllByLabelText('Examinateur').length).toBeGreaterThan(0);
    await waitFor(() => expect(demandes.length).toBe(2));
    expect(demandes.every((u) => u.searchParams.get('examinateur') === 'u-martin')).toBe(true);
  }, 60_000);

  it('an examiner sees no examiner filter and never sends one', async () => {
    const demandes = session('medecin');
    renderWithProviders(<StatistiquesPage />, {
      path: '/examinateur/statistiques?du=2026-01-01&au=2026-03-31&examinateur=autre',
    });
    await screen.findAllByRole('img', undefined, WAIT);
    expect(screen.queryAllByLabelText('Examinateur')).toHaveLength(0);
    expect(demandes.length).toBe(2);
    expect(demandes.every((u) => !u.searchParams.has('examinateur'))).toBe(true);
  }, 60_000);
});
