// "Header search": the top bar's box looks up the selected offices' patient files whose name starts with
// the text (server `nom`, docs/product-rules.md#search) as the user types (debounced, 2 characters at
// least), lists the nearest matches
// with status colour and name, day and examiner, opens the chosen file in the role's list
// (?dossier=<bureauId>~<id>), and Enter without a choice opens the list filtered by the text (?q=).
// (Hidden for a user without patient files: app/shell/header/search-box.test.tsx.)
import { fireEvent, screen, within } from '@testing-library/react';
import type { Bureau } from '@umj/shared/bureau';
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import { jourDepuisIso } from '@umj/shared/dates';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import type { Role } from '@umj/shared/roles';
import { statutRef } from '@umj/shared/statuts-dossier';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { fakeToken, installFakeApi, type FakeRoutes } from '../../../lib/testing/fake-api.ts';
import { TOKEN_KEY } from '../../../lib/session/token-storage.ts';
import { renderWithProviders } from '../../../lib/testing/test-providers.tsx';
import { RechercheDossiers } from './recherche-dossiers.tsx';
import { routeListe } from '../../../entities/dossier-patient/liens.ts';
import { meilleursResultats, periodesRecherche, texteCherche, type Resultat } from './recherche-rapide.ts';

const WAIT = { timeout: 30_000 };
const ARG: Bureau = { id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 };
const CHA: Bureau = { id: 'b-cha', nom: 'Chartres', logo: null, logoUrl: null, version: 1 };

function dossier(valeurs: Record<string, unknown>): DossierPatientStocke {
  return { ...dossierPatientSchema.parse(valeurs), version: 1, creePar: null };
}

const aujourdhui = jourDepuisIso('2026-11-23') as number;
const DUPONT = dossier({
  id: 12,
  nom: 'DUPONT Jean',
  statut: statutRef(30),
  rendezVousDate: aujourdhui - 2,
  rendezVousHeure: 9 * 60 + 15,
  examinateur: { id: 'u-med', nomComplet: 'Dr Claire Petit' },
  bureau: { id: 'b-arg', nom: 'Argenteuil' },
});
const DUPONTEL = dossier({
  id: 7,
  nom: 'DUPONTEL Marie',
  statut: statutRef(90),
  rendezVousDate: aujourdhui + 3,
  rendezVousHeure: 14 * 60,
  bureau: { id: 'b-cha', nom: 'Chartres' },
});

function Emplacement() {
  const location = useLocation();
  return <output data-testid="emplacement">{`${location.pathname}${location.search}`}</output>;
}

function renderAs(role: Role, extra: FakeRoutes = {}) {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 's-1', role }));
  localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: ['b-arg', 'b-cha'] }));
  const api = installFakeApi({
    'GET /utilisateurs/moi': {
      body: {
        id: 'u-1',
        nomComplet: 'Alice Martin',
        adresseEmail: 'alice@umj.test',
        role,
        bureaux: [
          { id: 'b-arg', nom: 'Argenteuil' },
          { id: 'b-cha', nom: 'Chartres' },
        ],
      },
    },
    'GET /bureaux': { body: [ARG, CHA] },
    'GET /bureaux/b-arg/dossiers-patients': { body: { elements: [DUPONT], suivant: null } },
    'GET /bureaux/b-cha/dossiers-patients': { body: { elements: [DUPONTEL], suivant: null } },
    ...extra,
  });
  const fetchMock = globalThis.fetch as unknown as { mock: { calls: [string, RequestInit?][] } };
  const result = renderWithProviders(
    <>
      <RechercheDossiers
        routeListe={routeListe(role) ?? ''}
        maintenant={() => new Date('2026-11-23T12:00:00Z')}
      />
      <Emplacement />
    </>,
  );
  const searchUrls = () =>
    fetchMock.mock.calls
      .map(([url]) => new URL(url))
      .filter((u) => u.pathname.endsWith('/dossiers-patients'));
  return { api, ...result, searchUrls };
}

/** The status badge of a result: its name and its docs/product-rules.md#statuses colour. */
function statutAffiche(option: HTMLElement) {
  const badge = option.querySelector<HTMLElement>('.umj-badge-statut');
  return { nom: badge?.textContent, couleur: badge?.style.getPropertyValue('--umj-statut') };
}

const emplacement = () => screen.getByTestId('emplacement').textContent;

describe('header search: choices of the quick search', () => {
  it('searches the near period (30 days back, 90 ahead) then the rest of the last 12 months, within 366 days each', () => {
    expect(periodesRecherche(aujourdhui)).toEqual([
      { du: '2026-10-24', au: '2027-02-21' },
      { du: '2025-11-23', au: '2026-10-23' },
    ]);
  });

  it('lists the matches nearest to today first, each file once', () => {
    const loin = { ...DUPONT, id: 40, rendezVousDate: aujourdhui - 200, bureauId: 'b-arg' };
    const sansRendezVous = { ...DUPONT, id: 41, rendezVousDate: null, bureauId: 'b-arg' };
    const rows: Resultat[] = [
      sansRendezVous,
      { ...DUPONTEL, bureauId: 'b-cha' },
      loin,
      { ...DUPONT, bureauId: 'b-arg' },
    ];

    const ids = meilleursResultats([...rows, { ...DUPONT, bureauId: 'b-arg' }], aujourdhui).map((d) => d.id);

    expect(ids).toEqual([12, 7, 40, 41]);
  });

  it('a text without two letters or digits of a name asks nothing', () => {
    expect(texteCherche(' -- ')).toBeNull();
    expect(texteCherche('a.')).toBeNull();
    expect(texteCherche(' Le ')).toBe('Le');
  });

  it('access: the secretariat and the examiners have their list; a user without role has none', () => {
    expect(routeListe('secretariat-externe')).toBe('/secretariat/dossier-patient/liste');
    expect(routeListe('administrateur')).toBe('/secretariat/dossier-patient/liste');
    expect(routeListe('psychologue')).toBe('/examinateur/dossier-patient/liste');
    expect(routeListe('aucun')).toBeNull();
  });
});

describe('header search: the box', () => {
  it('waits for 2 characters, then asks every selected office for both periods by name start (nom) and a small limit', async () => {
    const { searchUrls } = renderAs('secretariat');
    const box = await screen.findByRole('combobox', { name: 'Rechercher un dossier patient' }, WAIT);

    fireEvent.change(box, { target: { value: 'd' } });
    await new Promise((r) => setTimeout(r, 400));
    expect(searchUrls()).toEqual([]);

    fireEvent.change(box, { target: { value: 'dupont' } });
    const liste = await screen.findByRole('listbox', undefined, WAIT);
    await within(liste).findByText('DUPONT Jean', undefined, WAIT);

    const urls = searchUrls();
    expect(urls.map((u) => u.pathname).sort()).toEqual([
      '/v1/bureaux/b-arg/dossiers-patients',
      '/v1/bureaux/b-arg/dossiers-patients',
      '/v1/bureaux/b-cha/dossiers-patients',
      '/v1/bureaux/b-cha/dossiers-patients',
    ]);
    for (const u of urls) {
      expect(u.searchParams.get('nom')).toBe('dupont');
      expect(u.searchParams.get('q')).toBeNull();
      expect(u.searchParams.get('limite')).toBe('10');
    }
  });

  it('shows status name and colour, day and hour, examiner and office; arrows then Enter open the file in the list', async () => {
    renderAs('secretariat');
    const box = await screen.findByRole('combobox', undefined, WAIT);
    fireEvent.change(box, { target: { value: 'dupont' } });
    const options = await screen.findAllByRole('option', undefined, WAIT);

    expect(options).toHaveLength(2);
    const premier = options[0] as HTMLElement;
    expect(within(premier).getByText('DUPONT Jean')).toBeTruthy();
    expect(statutAffiche(premier)).toEqual({ nom: 'Examiné', couleur: 'blue' });
    expect(within(premier).getByText('21/11/2026 09:15')).toBeTruthy();
    expect(within(premier).getByText('Dr Claire Petit')).toBeTruthy();
    expect(within(premier).getByText('Argenteuil')).toBeTruthy();
    expect(statutAffiche(options[1] as HTMLElement)).toEqual({ nom: 'Annulé', couleur: 'red' });

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(premier.id);
    expect(premier.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });

    expect(emplacement()).toBe('/secretariat/dossier-patient/liste?dossier=b-arg%7E12');
  });

  it('Enter without a choice opens the examiner list filtered by the text; Escape closes the results', async () => {
    renderAs('medecin');
    const box = await screen.findByRole('combobox', undefined, WAIT);
    fireEvent.change(box, { target: { value: ' dupont ' } });
    await screen.findAllByRole('option', undefined, WAIT);

    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'Enter' });

    expect(emplacement()).toBe('/examinateur/dossier-patient/liste?q=dupont');
  });

  it('says when nothing matches', async () => {
    renderAs('secretariat', {
      'GET /bureaux/b-arg/dossiers-patients': { body: { elements: [], suivant: null } },
      'GET /bureaux/b-cha/dossiers-patients': { body: { elements: [], suivant: null } },
    });
    const box = await screen.findByRole('combobox', undefined, WAIT);
    fireEvent.change(box, { target: { value: 'zz' } });

    expect(await screen.findByText('Aucun dossier patient ne correspond.', undefined, WAIT)).toBeTruthy();
  });
});
