// Visit requests screen (jsdom): today's and open requests newest first with the legal clock of
// CPP art. 63-3 (shared etatEcheance: on time, near under 30 min, past, closed) in text beside its
// colour; the doctor records the outcome: the server's docs/product-rules.md#validation message is shown, then the PATCH with the GaV
// fields and the status change to Examiné (Visite faite) are sent with the versions read.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Bureau } from '@umj/shared/bureau';
import { jourParis, minutesParis } from '@umj/shared/dates';
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import type { Role } from '@umj/shared/roles';
import { statutRef, type StatutId } from '@umj/shared/statuts-dossier';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../lib/session/token-storage.ts';
import { fakeToken, installFakeApi, type FakeRoutes } from '../../lib/testing/fake-api.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import DemandesVisitePage from './demandes-visite-page.tsx';
import { statutDeLIssue } from './issue-visite-dialog.tsx';

const WAIT = { timeout: 30_000 };
const PN: Bureau = { id: 'b-pn', nom: 'Paris Nord', logo: null, logoUrl: null, version: 1 };
const MEDECIN = { id: 'u-doc', nomComplet: 'Dr Paul Durand' };

/** A request made `ilYA` minutes ago. */
function demande(id: number, nom: string, ilYA: number, statut: StatutId = 10): DossierPatientStocke {
  const instant = new Date(Date.now() - ilYA * 60_000);
  return {
    ...dossierPatientSchema.parse({
      id,
      lieu: 30,
      nom,
      statut: statutRef(statut),
      rendezVousDate: jourParis(instant),
      rendezVousHeure: minutesParis(instant),
      commissariat: { id: 'b-pn~c17', nom: 'Commissariat du 17e' },
      examinateur: MEDECIN,
      gavHeureProlongation: '06:15',
      montantHT: 5750,
      bureau: { id: PN.id, nom: PN.nom },
    }),
    version: 3,
    creePar: 'u-sec',
  };
}

function afficher(role: Role, userId: string, elements: DossierPatientStocke[], routes: FakeRoutes = {}) {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: userId, sid: 's-1', role }));
  localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: [PN.id] }));
  const api = installFakeApi({
    'GET /utilisateurs/moi': {
      body: { id: userId, nomComplet: 'Utilisateur', adresseEmail: 'u@umj.test', role, bureaux: [PN] },
    },
    'GET /bureaux': { body: [PN] },
    'GET /configuration': { body: [] },
    [`GET /bureaux/${PN.id}/dossiers-patients`]: { body: { elements, suivant: null } },
    ...routes,
  });
  renderWithProviders(<DemandesVisitePage />, { path: '/examinateur/demande-de-visite' });
  return api;
}

describe('visit requests screen', { timeout: 60_000 }, () => {
  // The screen lists today's requests (Paris day) and the open ones: the clock is fixed at midday in
  // Paris so that a request made an hour ago is today's whatever the hour the tests run at (a run just
  // after midnight in Paris put the closed request on the day before).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T11:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the requests newest first, each with its legal clock state in words (CPP art. 63-3)', async () => {
    const api = afficher('secretariat', 'u-sec', [
      demande(1, 'ANCIENNE Demande', 200),
      demande(2, 'PROCHE Demande', 160),
      demande(3, 'RECENTE Demande', 10),
      demande(4, 'FAITE Demande', 60, 30),
    ]);
    const liste = await screen.findByRole('list', { name: 'Demandes de visite' }, WAIT);
    const noms = within(liste)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(noms).toEqual(['RECENTE Demande', 'FAITE Demande', 'PROCHE Demande', 'ANCIENNE Demande']);
    const carte = (nom: string) => screen.getByRole('listitem', { name: nom });
    expect(within(carte('RECENTE Demande')).getByText('Dans le délai')).toBeDefined();
    expect(within(carte('PROCHE Demande')).getByText('Échéance proche')).toBeDefined();
    expect(within(carte('PROCHE Demande')).getByText(/^Reste (19|20) min$/)).toBeDefined();
    expect(within(carte('ANCIENNE Demande')).getByText('Délai dépassé')).toBeDefined();
    expect(within(carte('ANCIENNE Demande')).getByText(/^Dépassé de 2\d min$/)).toBeDefined();
    expect(within(carte('FAITE Demande')).getByText('Terminée')).toBeDefined();
    // One list call for the office: visit requests (lieu 30) of yesterday and today.
    const appel = api.calls.find((c) => c.path === `/bureaux/${PN.id}/dossiers-patients`);
    expect(appel).toBeDefined();
    expect(screen.getByRole('button', { name: 'Nouvelle demande' })).toBeDefined();
  });

  it('the doctor records the outcome: the validation message of the server, then PATCH and status Examiné', async () => {
    let patchs = 0;
    const api = afficher('medecin', MEDECIN.id, [demande(7, 'MARTIN Paul', 30)], {
      [`PATCH /bureaux/${PN.id}/dossiers-patients/7`]: (init) => {
        patchs += 1;
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        if (body.examenConclusion === '')
          return {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Veuillez choisir une conclusion',
              field: 'examenConclusion',
            },
          };
        return { body: { ...demande(7, 'MARTIN Paul', 30), ...body, version: 4 } };
      },
      [`POST /bureaux/${PN.id}/dossiers-patients/7/statut`]: {
        body: { ...demande(7, 'MARTIN Paul', 30, 30), version: 5 },
      },
    });
    const carte = await screen.findByRole('listitem', { name: 'MARTIN Paul' }, WAIT);
    expect(screen.queryByRole('button', { name: 'Nouvelle demande' })).toBeNull();
    fireEvent.click(within(carte).getByRole('button', { name: "Enregistrer l'issue — MARTIN Paul" }));
    const dialogue = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialogue).getByLabelText('Visite effectuée'));
    fireEvent.click(within(dialogue).getByRole('button', { name: 'Enregistrer' }));
    await within(dialogue).findByText('Veuillez choisir une conclusion', {}, WAIT);
    const premier = api.calls.find((c) => c.method === 'PATCH');
    expect(premier?.body).toMatchObject({
      gavVisiteEffectuée: true,
      examenConclusion: '',
      version: 3,
      lieu: 30,
    });
    expect(premier?.body).not.toHaveProperty('statut');
    expect(premier?.body).not.toHaveProperty('creePar');
    expect(patchs).toBe(1);
    expect(api.calls.some((c) => c.path.endsWith('/statut'))).toBe(false);

    fireEvent.click(within(dialogue).getByLabelText('Conclusion').closest('.p-dropdown')!);
    const compatible = await waitFor(() => {
      const o = [...document.querySelectorAll<HTMLElement>('li[role=option]')].find(
        (li) => li.textContent === 'Compatible',
      );
      if (!o) throw new Error('Compatible absent');
      return o;
    });
    fireEvent.click(compatible);
    fireEvent.click(within(dialogue).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/statut'))).toBe(true), WAIT);
    const patch = api.calls.filter((c) => c.method === 'PATCH')[1];
    expect(patch?.body).toMatchObject({
      gavVisiteEffectuée: true,
      examenConclusion: 'Compatible',
      version: 3,
    });
    const statut = api.calls.find((c) => c.path.endsWith('/statut'));
    expect(statut?.body).toEqual({ statut: 30, version: 4, requisitionConfirmee: false });
  });
  it('"Médecin Suivant": no status change, the next doctor the server proposes is shown before closing', async () => {
    const suivant = { id: 'u-doc2', nomComplet: 'Dr Anne Leroy' };
    const api = afficher('medecin', MEDECIN.id, [demande(8, 'BERNARD Luc', 20)], {
      [`PATCH /bureaux/${PN.id}/dossiers-patients/8`]: (init) => ({
        body: {
          ...demande(8, 'BERNARD Luc', 20),
          ...(JSON.parse(String(init.body)) as Record<string, unknown>),
          version: 4,
          passation: {
            de: MEDECIN,
            garde: {
              examinateur: suivant,
              zone: { id: 70, nom: 'Secteur Nord' },
              creneau: { id: 3, nom: 'Soir', heureDebut: 1200, heureFin: 1920 },
              jour: jourParis(new Date()),
              statut: 50,
            },
          },
        },
      }),
    });
    const carte = await screen.findByRole('listitem', { name: 'BERNARD Luc' }, WAIT);
    fireEvent.click(within(carte).getByRole('button', { name: "Enregistrer l'issue — BERNARD Luc" }));
    const dialogue = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialogue).getByLabelText('Visite non effectuée'));
    fireEvent.click(within(dialogue).getByLabelText('Motif').closest('.p-dropdown')!);
    const option = await waitFor(() => {
      const o = [...document.querySelectorAll<HTMLElement>('li[role=option]')].find(
        (li) => li.textContent === 'Médecin Suivant',
      );
      if (!o) throw new Error('Médecin Suivant absent');
      return o;
    });
    fireEvent.click(option);
    fireEvent.click(within(dialogue).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialogue).findByText(
        'Médecin suivant proposé : Dr Anne Leroy (Secteur Nord, Soir).',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PATCH')[0]?.body).toMatchObject({
      gavVisiteEffectuée: false,
      gavMotifNonVisite: 'Médecin Suivant',
    });
    expect(api.calls.some((c) => c.path.endsWith('/statut'))).toBe(false);
    fireEvent.click(within(dialogue).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });
});

describe('outcome -> status (choice)', () => {
  it('visit made: Examiné; Absent or Annulé: Annulé; Médecin Suivant: the request stays open', () => {
    expect(statutDeLIssue(true, '')).toBe(30);
    expect(statutDeLIssue(false, 'Absent')).toBe(90);
    expect(statutDeLIssue(false, 'Annulé')).toBe(90);
    expect(statutDeLIssue(false, 'Médecin Suivant')).toBeNull();
  });
});

describe('the request list call', () => {
  it('asks for kind 30 over yesterday and today', async () => {
    const api = afficher('secretariat', 'u-sec', []);
    await screen.findByText("Aucune demande de visite aujourd'hui.", {}, WAIT);
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/dossiers-patients'))).toBe(true));
    const fetchMock = globalThis.fetch as unknown as { mock: { calls: [string][] } };
    const url = new URL(fetchMock.mock.calls.map(([u]) => u).find((u) => u.includes('/dossiers-patients'))!);
    const aujourdhui = jourParis(new Date());
    expect(url.searchParams.get('lieu')).toBe('30');
    expect(new Date(`${url.searchParams.get('au')}T00:00:00Z`).getTime() / 86_400_000).toBe(aujourdhui);
    expect(new Date(`${url.searchParams.get('du')}T00:00:00Z`).getTime() / 86_400_000).toBe(aujourdhui - 1);
  });
});
