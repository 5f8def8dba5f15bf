// "Bordereaux": the bordereau screen (/secretariat/bordereau/afficher?bureau&numero: lines with
// patient initials only, totals, status; server PDF and Chorus CSV through their short-lived links; the
// cancellation confirmed and sent with the version read, a 409 shows it again) and the list
// (/secretariat/bordereau/liste: the selected offices' bordereaux of the year, newest first, status by
// text; the billing-limit warning panel of GET .../alertes).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AlerteFacturation, Bordereau, ResumeBordereau } from '@umj/shared/bordereaux';
import { centimes } from '@umj/shared/argent';
import type { Bureau } from '@umj/shared/bureau';
import { CODE_CONFLIT_VERSION } from '@umj/shared/version';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeRoutes } from '../../lib/testing/fake-api.ts';
import { installerSecretariat } from '../../lib/testing/secretariat.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import AfficherBordereauPage from './afficher-page.tsx';
import { logoEnDataUrl } from './apercu-pdf.tsx';
import ListeBordereauxPage from './liste-page.tsx';

const WAIT = { timeout: 30_000 };
const ARG: Bureau = { id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 };
const CHA: Bureau = { id: 'b-cha', nom: 'Chartres', logo: null, logoUrl: null, version: 1 };

const BORDEREAU: Bordereau = {
  bureauId: 'b-arg',
  numero: '2026-0003',
  annee: 2026,
  date: '2026-11-20',
  requerant: {
    id: 'r-tj',
    nom: 'Tribunal judiciaire de Pontoise',
    type: 'tribunal-judiciaire',
    siret: '11004601800013',
    codeService: 'SJ-95',
    adresse: '3 rue Victor Hugo, Pontoise',
  },
  lignes: [
    {
      dossierId: 11,
      dossierVersion: 4,
      nom: 'D. M.',
      requisitionNumero: 'PV-11',
      requisitionDate: '2026-10-01',
      examenDate: '2026-09-05',
      examenType: { id: 1, nom: 'ITT' },
      montantHT: centimes(8050),
      montantTVA: centimes(1610),
      montantTTC: centimes(9660),
    },
    {
      dossierId: 12,
      dossierVersion: 7,
      nom: 'M. P.',
      requisitionNumero: 'PV-12',
      requisitionDate: '2026-10-02',
      examenDate: '2026-09-06',
      examenType: { id: 2, nom: 'GaV' },
      montantHT: centimes(5750),
      montantTVA: centimes(0),
      montantTTC: centimes(5750),
    },
  ],
  totalHT: centimes(13800),
  totalTVA: centimes(1610),
  totalTTC: centimes(15410),
  statut: 'emis',
  creeLe: '2026-11-20T09:30:00.000Z',
  creePar: { id: 'u-1', nomComplet: 'Alice Martin' },
  annuleLe: null,
  annulePar: null,
  version: 2,
};

const installer = (routes: FakeRoutes) => installerSecretariat([ARG, CHA], routes);

const texte = (el: Element | null) => el?.textContent?.replace(/\s/g, ' ');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('bordereau screen', () => {
  it('shows the requester identifiers, each line with the patient initials only, the totals and the status', async () => {
    installer({ 'GET /bureaux/b-arg/bordereaux/2026-0003': { body: BORDEREAU } });
    renderWithProviders(<AfficherBordereauPage />, {
      path: '/secretariat/bordereau/afficher?bureau=b-arg&numero=2026-0003',
    });

    await screen.findByRole('heading', { level: 1, name: 'Bordereau n° 2026-0003' }, WAIT);
    await screen.findByText('Tribunal judiciaire de Pontoise', undefined, WAIT);
    expect(screen.getByText('11004601800013')).toBeTruthy();
    expect(screen.getByText('SJ-95')).toBeTruthy();
    expect(screen.getByText('Émis')).toBeTruthy();
    const ligne = (await screen.findByText('PV-11', undefined, WAIT)).closest('tr') as HTMLElement;
    expect(within(ligne).getByText('D. M.')).toBeTruthy();
    expect(within(ligne).getByText('01/10/2026')).toBeTruthy();
    expect(within(ligne).getByText('05/09/2026')).toBeTruthy();
    expect(texte(within(ligne).getByText(/96,60/))).toBe('96,60 €');
    expect(texte(screen.getByTestId('total-ht'))).toBe('138,00 €');
    expect(texte(screen.getByTestId('total-tva'))).toBe('16,10 €');
    expect(texte(screen.getByTestId('total-ttc'))).toBe('154,10 €');
    expect(screen.getByText('2 dossier(s) facturé(s)')).toBeTruthy();
    expect(screen.getByText('20/11/2026 10:30 par Alice Martin')).toBeTruthy();
  }, 60_000);

  it('downloads the server PDF and the Chorus CSV through the links the API gives', async () => {
    const api = installer({
      'GET /bureaux/b-arg/bordereaux/2026-0003': { body: BORDEREAU },
      'GET /bureaux/b-arg/bordereaux/2026-0003/pdf': {
        body: {
          url: 'http://localhost/s3/bordereaux/b-arg/2026-0003.pdf',
          expiresIn: 60,
          nomFichier: 'x.pdf',
        },
      },
      'GET /bureaux/b-arg/bordereaux/2026-0003/export': {
        body: {
          url: 'http://localhost/s3/bordereaux/b-arg/chorus-2026-0003.csv',
          expiresIn: 60,
          nomFichier: 'y',
        },
      },
    });
    const suivis: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      suivis.push(this.href);
    });
    renderWithProviders(<AfficherBordereauPage />, {
      path: '/secretariat/bordereau/afficher?bureau=b-arg&numero=2026-0003',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger le PDF' }, WAIT));
    await waitFor(() => expect(suivis).toEqual(['http://localhost/s3/bordereaux/b-arg/2026-0003.pdf']), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Export Chorus (CSV)' }));
    await waitFor(() => expect(suivis).toHaveLength(2), WAIT);
    expect(suivis[1]).toBe('http://localhost/s3/bordereaux/b-arg/chorus-2026-0003.csv');
    expect(api.calls.some((c) => c.path.endsWith('/export'))).toBe(true);
  }, 60_000);

  it('cancellation: confirmed in a dialog naming the number, sent with the version read; a 409 says it changed and reloads', async () => {
    let lectures = 0;
    const api = installer({
      'GET /bureaux/b-arg/bordereaux/2026-0003': () => {
        lectures += 1;
        return { body: BORDEREAU };
      },
      'POST /bureaux/b-arg/bordereaux/2026-0003/annulation': {
        status: 409,
        statusText: 'Conflict',
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: CODE_CONFLIT_VERSION,
          message: 'Modifié entre-temps',
        },
      },
    });
    renderWithProviders(<AfficherBordereauPage />, {
      path: '/secretariat/bordereau/afficher?bureau=b-arg&numero=2026-0003',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler le bordereau' }, WAIT));
    const dialogue = await screen.findByRole('dialog', undefined, WAIT);
    expect(within(dialogue).getByText(/Annuler le bordereau n° 2026-0003 \?/)).toBeTruthy();
    fireEvent.click(within(dialogue).getByRole('button', { name: 'Annuler le bordereau' }));

    await screen.findByText(
      'Le bordereau a été modifié entre-temps : il est affiché à jour. Recommencez si besoin.',
      undefined,
      WAIT,
    );
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ version: 2 });
    await waitFor(() => expect(lectures).toBeGreaterThanOrEqual(2), WAIT);
  }, 60_000);

  it('a cancelled bordereau shows its status, who cancelled it and offers no cancellation', async () => {
    installer({
      'GET /bureaux/b-arg/bordereaux/2026-0003': {
        body: {
          ...BORDEREAU,
          statut: 'annule',
          annuleLe: '2026-11-21T08:00:00.000Z',
          annulePar: { id: 'u-2', nomComplet: 'Bruno Petit' },
        },
      },
    });
    renderWithProviders(<AfficherBordereauPage />, {
      path: '/secretariat/bordereau/afficher?bureau=b-arg&numero=2026-0003',
    });
    await screen.findByText('Annulé', undefined, WAIT);
    expect(screen.getByText('21/11/2026 09:00 par Bruno Petit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Annuler le bordereau' })).toBeNull();
  }, 60_000);

  it('the logo goes into the PDF only as a PNG or JPEG data URL', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('.png')
        ? new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } })
        : new Response('x', { headers: { 'Content-Type': 'image/webp' } }),
    );
    expect(await logoEnDataUrl('https://s3/logo.png')).toBe('data:image/png;base64,iVBORw==');
    expect(await logoEnDataUrl('https://s3/logo.webp')).toBeNull();
    expect(await logoEnDataUrl(null)).toBeNull();
  });
});

describe('bordereau list', () => {
  const resume = (b: Partial<ResumeBordereau>): ResumeBordereau => {
    const { lignes: _lignes, ...reste } = BORDEREAU;
    return { ...reste, nombreDossiers: 2, ...b };
  };

  it("merges the selected offices' bordereaux of the year newest first, and warns about files near the billing limit", async () => {
    const alerte = (
      id: number,
      nom: string,
      etat: AlerteFacturation['etat'],
      limite: string,
    ): AlerteFacturation => ({
      dossier: {
        id,
        nom,
        examenDate: '01/12/2025',
        rendezVousDate: null,
        requerant: { id: 'r-tj', nom: 'Tribunal judiciaire de Pontoise' },
        requisitionFournie: false,
        requisitionNumero: '',
        examenType: null,
        examinateur: null,
        version: 1,
      },
      etat,
      limite,
    });
    const api = installer({
      'GET /bureaux/b-arg/bordereaux': {
        body: {
          elements: [resume({ numero: '2026-0002' }), resume({ numero: '2026-0001', statut: 'annule' })],
        },
      },
      'GET /bureaux/b-cha/bordereaux': {
        body: { elements: [resume({ bureauId: 'b-cha', numero: '2026-0005' })] },
      },
      'GET /bureaux/b-arg/bordereaux/alertes': {
        body: { elements: [alerte(21, 'LEROY Jeanne', 'proche', '2026-11-30')] },
      },
      'GET /bureaux/b-cha/bordereaux/alertes': {
        body: { elements: [alerte(22, 'ROUX Marc', 'depassee', '2026-11-01')] },
      },
    });
    renderWithProviders(<ListeBordereauxPage />, { path: '/secretariat/bordereau/liste?annee=2026' });

    await screen.findByText('2026-0005', undefined, WAIT);
    const numeros = screen
      .getAllByRole('row')
      .map((r) => r.querySelector('td button')?.textContent)
      .filter(Boolean);
    expect(numeros).toEqual(['2026-0005', '2026-0002', '2026-0001']);
    const annule = screen.getByText('2026-0001').closest('tr') as HTMLElement;
    expect(within(annule).getByText('Annulé')).toBeTruthy();
    expect(
      within(screen.getByText('2026-0005').closest('tr') as HTMLElement).getByText('Chartres'),
    ).toBeTruthy();
    const listes = api.calls.filter((c) => /\/bordereaux$/.test(c.path));
    expect(listes.map((c) => c.path).sort()).toEqual([
      '/bureaux/b-arg/bordereaux',
      '/bureaux/b-cha/bordereaux',
    ]);

    const panneau = (await screen.findByRole('heading', { name: 'Limite de facturation' }, WAIT)).closest(
      'section',
    ) as HTMLElement;
    expect(
      within(panneau).getByText(
        '2 dossier(s) validé(s) sans bordereau approchent ou ont passé un an depuis leur examen, dont 1 au-delà de la limite.',
      ),
    ).toBeTruthy();
    const items = within(panneau).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('button').textContent)).toEqual([
      'ROUX Marc',
      'LEROY Jeanne',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Limite dépassée')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Limite proche')).toBeTruthy();
    expect(
      within(items[1] as HTMLElement).getByText('Argenteuil · examen du 01/12/2025 · limite le 30/11/2026'),
    ).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('réquisition manquante')).toBeTruthy();
  }, 60_000);
});
