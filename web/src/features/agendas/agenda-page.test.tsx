// Agendas (screen): the secretariat picks one of the active doctors of the selected office and
// sees that examiner's suggested slots of the day (its hours minus the docs/product-rules.md#constants 8-minute rule); booking one
// opens the patient-file form in early mode prefilled with day, hour and examiner; an examiner sees only
// its own agenda (no selector, its own files asked for).
import { fireEvent, screen, within } from '@testing-library/react';
import type { Bureau } from '@umj/shared/bureau';
import { jourDepuisIso } from '@umj/shared/dates';
import type { Examinateur } from '@umj/shared/utilisateur';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../lib/session/token-storage.ts';
import { fakeToken, installFakeApi } from '../../lib/testing/fake-api.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import AgendaPage from './agenda-page.tsx';

const WAIT = { timeout: 30_000 };
const ARG: Bureau = { id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 };
const LUNDI = jourDepuisIso('2026-11-30') as number;

const examinateur = (
  id: string,
  nomComplet: string,
  role: Examinateur['role'],
  actif = true,
): Examinateur => ({
  id,
  nomComplet,
  adresseEmail: `${id}@umj.test`,
  role,
  bureaux: [{ id: ARG.id, nom: ARG.nom }],
  actif,
  telephone: null,
  rpps: null,
});

const RDV_0930 = {
  id: 7,
  nom: 'DUPONT Jean',
  lieu: 10,
  statut: { id: 10, nom: 'RDV pris', alias: 'Non vus' },
  rendezVousDate: LUNDI,
  rendezVousHeure: 570,
  examinateur: { id: 'e-1', nomComplet: 'Marc Médecin' },
  version: 3,
  creePar: null,
};

const fetchUrls = () =>
  (globalThis.fetch as unknown as { mock: { calls: [string, RequestInit?][] } }).mock.calls.map(
    ([u]) => new URL(u),
  );

function arrange(user: { id: string; nomComplet: string; role: string }) {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: user.id, sid: 's-1', role: user.role }));
  localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: [ARG.id] }));
  installFakeApi({
    'GET /utilisateurs/moi': {
      body: { ...user, adresseEmail: `${user.id}@umj.test`, bureaux: [{ id: ARG.id, nom: ARG.nom }] },
    },
    'GET /bureaux': { body: [ARG] },
    'GET /examinateurs': {
      body: [
        examinateur('e-0', 'Ancien Médecin', 'medecin', false),
        examinateur('e-1', 'Marc Médecin', 'medecin'),
        examinateur('e-2', 'Pauline Psy', 'psychologue'),
        examinateur('e-3', 'Zoé Médecin', 'medecin'),
      ],
    },
    'GET /bureaux/b-arg/dossiers-patients': { body: { elements: [RDV_0930], suivant: null } },
    'GET /bureaux/b-arg/disponibilites-rv': {
      body: {
        elements: [
          {
            bureauId: ARG.id,
            examinateurId: 'e-1',
            semaine: [{ jourSemaine: 1, debut: 540, fin: 600 }],
            exceptions: [],
            version: 2,
          },
        ],
      },
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/secretariat/rendez-vous/medecin" element={<AgendaPage />} />
      <Route path="/examinateur/rendez-vous/medecin" element={<AgendaPage />} />
    </Routes>,
    {
      path: user.role === 'medecin' ? '/examinateur/rendez-vous/medecin' : '/secretariat/rendez-vous/medecin',
    },
  );
}

describe('agendas screen', () => {
  beforeEach(() => {
    // Monday 30 November 2026, 07:00 in Paris: the whole day is still ahead.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T06:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('constants: the secretariat sees the first active doctor and its slots of the day, without those within 8 minutes of an appointment', async () => {
    arrange({ id: 'u-1', nomComplet: 'Sophie Secrétaire', role: 'secretariat' });

    await screen.findByRole('heading', { level: 1, name: 'Agenda des médecins' }, WAIT);
    const suggestions = await screen.findByRole('complementary', {}, WAIT);
    await within(suggestions).findByRole(
      'button',
      { name: 'Réserver le créneau de 09:00 le 30/11/2026' },
      WAIT,
    );
    const creneaux = within(suggestions)
      .getAllByRole('button', { name: /^Réserver le créneau/ })
      .map((b) => b.textContent);
    // Hours 09:00–10:00; the 09:30 appointment blocks 09:30 only (09:15 and 09:45 are 15 minutes away).
    expect(creneaux).toEqual(['09:00', '09:15', '09:45']);

    const dossiers = fetchUrls().filter((u) => u.pathname === '/v1/bureaux/b-arg/dossiers-patients');
    expect(dossiers.at(-1)?.searchParams.get('examinateur')).toBe('e-1');
    expect(dossiers.at(-1)?.searchParams.get('du')).toBe('2026-11-30');
    expect(dossiers.at(-1)?.searchParams.get('au')).toBe('2026-11-30');
    expect(screen.getByText('Marc Médecin', { selector: '.p-dropdown-label' })).toBeTruthy();
  }, 60_000);

  it('booking a suggested slot opens the patient-file form in early mode with day, hour and examiner', async () => {
    arrange({ id: 'u-1', nomComplet: 'Sophie Secrétaire', role: 'secretariat' });

    fireEvent.click(
      await screen.findByRole('button', { name: 'Réserver le créneau de 09:45 le 30/11/2026' }, WAIT),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Nouveau dossier patient' }, WAIT);
    expect((within(dialog).getByLabelText(/Heure du rendez-vous/) as HTMLInputElement).value).toBe('09:45');
    expect((within(dialog).getByLabelText(/Date du rendez-vous/) as HTMLInputElement).value).toBe(
      '30/11/2026',
    );
    expect(within(dialog).getAllByText('Marc Médecin').length).toBeGreaterThan(0);
  }, 60_000);

  it('an examiner sees only its own agenda (no examiner selector, its own files)', async () => {
    arrange({ id: 'e-1', nomComplet: 'Marc Médecin', role: 'medecin' });

    await screen.findByRole('button', { name: 'Réserver le créneau de 09:00 le 30/11/2026' }, WAIT);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Marc Médecin', { selector: '.umj-agenda-examinateur' })).toBeTruthy();
    expect(fetchUrls().some((u) => u.pathname === '/v1/examinateurs')).toBe(false);
    const dossiers = fetchUrls().filter((u) => u.pathname === '/v1/bureaux/b-arg/dossiers-patients');
    expect(dossiers.every((u) => u.searchParams.get('examinateur') === 'e-1')).toBe(true);
  }, 60_000);
});
