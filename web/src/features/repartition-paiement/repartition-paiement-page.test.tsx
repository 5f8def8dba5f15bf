// Payment split screen: the splits of the period and the offices selected in the header, the
// period's totals, a row per office and day whose expansion shows the lines per examiner, the export
// (one row per examiner line), and the administrator's recompute with its confirmation and its 409.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calculerMontants, centimes } from '@umj/shared/argent';
import type { Bureau } from '@umj/shared/bureau';
import { REGLAGES_DEFAUT } from '@umj/shared/reglages';
import { calculerRepartition, type RepartitionPaiement } from '@umj/shared/repartition-paiement';
import { jourDepuisIso } from '@umj/shared/dates';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../components/export/csv.ts';
import { TOKEN_KEY } from '../../lib/session/token-storage.ts';
import { fakeToken, installFakeApi } from '../../lib/testing/fake-api.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import { exportRepartitions } from './repartition-export.ts';
import RepartitionPaiementPage, { periodeDepuisUrl } from './repartition-paiement-page.tsx';

const WAIT = { timeout: 30_000 };
const ARG: Bureau = { id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 };
const CHA: Bureau = { id: 'b-cha', nom: 'Chartres', logo: null, logoUrl: null, version: 1 };
const martin = { id: 'u-martin', nomComplet: 'Dr Martin' };
const durand = { id: 'u-durand', nomComplet: 'Dr Durand' };

let id = 1;
const acte = (date: string, examinateur: typeof martin, montantHT = 8050, tva = true) => ({
  id: id++,
  statut: { id: 50 },
  examenDate: date.split('-').reverse().join('/'),
  rendezVousDate: jourDepuisIso(date),
  examinateur,
  examenType: { tva },
  montantHT,
  // Saved at the settings' 20 % (the one VAT rule reads the stored TVA).
  montantTVA: calculerMontants(centimes(montantHT), tva, 20).tva,
});

function repartition(
  bureauId: string,
  date: string,
  actes: ReturnType<typeof acte>[],
  version = 1,
): RepartitionPaiement {
  return {
    bureauId,
    date,
    ...calculerRepartition(actes, jourDepuisIso(date) as number, REGLAGES_DEFAUT),
    version,
    calculeLe: '2026-03-11T01:00:00.000Z',
    calculePar: { type: 'planification' },
    historique: [],
  };
}

const ARG_10 = repartition('b-arg', '2026-03-10', [
  acte('2026-03-10', martin),
  acte('2026-03-10', martin, 5750, false),
  acte('2026-03-10', durand, 1067),
]);
const CHA_10 = repartition('b-cha', '2026-03-10', [acte('2026-03-10', durand)]);

function connecter(role: string) {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 's-1', role }));
  localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: ['b-arg', 'b-cha'] }));
  return {
    'GET /utilisateurs/moi': {
      body: {
        id: 'u-1',
        nomComplet: 'Alice Martin',
        adresseEmail: 'a@umj.test',
        role,
        bureaux:
          role === 'administrateur'
            ? []
            : [
                { id: 'b-arg', nom: 'Argenteuil' },
                { id: 'b-cha', nom: 'Chartres' },
              ],
      },
    },
    'GET /bureaux': { body: [ARG, CHA] },
  };
}

const CHEMIN = '/secretariat/repartition-paiement/liste?du=2026-03-01&au=2026-03-31';

describe('payment split screen', () => {
  it('the period comes from the URL; by default the month of yesterday up to yesterday', () => {
    expect(periodeDepuisUrl(new URLSearchParams(), jourDepuisIso('2026-03-25') as number)).toEqual({
      du: '2026-03-01',
      au: '2026-03-24',
    });
    expect(periodeDepuisUrl(new URLSearchParams(), jourDepuisIso('2026-04-01') as number)).toEqual({
      du: '2026-03-01',
      au: '2026-03-31',
    });
    expect(
      periodeDepuisUrl(new URLSearchParams('du=2026-01-01&au=x'), jourDepuisIso('2026-03-25') as number),
    ).toEqual({
      du: '2026-01-01',
      au: '2026-03-24',
    });
  });

  it('a secretariat sees the splits of both offices, the period totals and, expanded, the lines per examiner; no recompute', async () => {
    const api = installFakeApi({
      ...connecter('secretariat'),
      'GET /bureaux/b-arg/repartitions-paiement': { body: [ARG_10] },
      'GET /bureaux/b-cha/repartitions-paiement': { body: [CHA_10] },
    });
    renderWithProviders(<RepartitionPaiementPage />, { path: CHEMIN });

    await screen.findByRole('heading', { level: 1, name: 'Répartition des paiements' }, WAIT);
    const totaux = await screen.findByLabelText('Totaux de la période', undefined, WAIT);
    const texte = (totaux.textContent ?? '').replace(/\s/g, ' ');
    // 4 acts: 80,50 + 57,50 + 10,67 + 80,50 = 229,17 € HT; office 24,15 + 17,25 + 3,20 + 24,15 = 68,75 €.
    expect(texte).toContain('Répartitions2');
    expect(texte).toContain('Actes4');
    expect(texte).toMatch(/Total HT229,17 €/);
    expect(texte).toMatch(/Part des bureaux68,75 €/);
    expect(texte).toMatch(/Part des examinateurs160,42 €/);
    expect(texte).toMatch(/TVA34,33 €/);

    const table = screen.getByRole('table', { name: 'Répartition des paiements' });
    const ligneArg = within(table).getByText('Argenteuil').closest('tr') as HTMLElement;
    expect(within(ligneArg).getByText('10/03/2026')).toBeTruthy();
    expect(within(ligneArg).getByText('3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Recalculer/ })).toBeNull();

    fireEvent.click(
      within(ligneArg).getByRole('button', { name: 'Voir le détail du 10/03/2026, Argenteuil' }),
    );
    const detail = await screen.findByRole('table', { name: 'Répartition du 10/03/2026, Argenteuil' }, WAIT);
    const martinLigne = within(detail).getByText('Dr Martin').closest('tr') as HTMLElement;
    expect((martinLigne.textContent ?? '').replace(/\s/g, ' ')).toMatch(
      /Dr Martin2138,00 €41,40 €96,60 €16,10 €/,
    );
    expect(within(detail).getByText('Dr Durand')).toBeTruthy();

    const urls = api.calls.filter((c) => c.path.endsWith('/repartitions-paiement')).map((c) => c.path);
    expect(urls.sort()).toEqual([
      '/bureaux/b-arg/repartitions-paiement',
      '/bureaux/b-cha/repartitions-paiement',
    ]);
  }, 60_000);

  it('an administrator recomputes a day after confirming; a split recomputed meanwhile is reported (409)', async () => {
    let reponse: { status: number; body: unknown } = { status: 200, body: { ...ARG_10, version: 2 } };
    const api = installFakeApi({
      ...connecter('administrateur'),
      'GET /bureaux/b-arg/repartitions-paiement': { body: [ARG_10] },
      'GET /bureaux/b-cha/repartitions-paiement': { body: [] },
      'POST /bureaux/b-arg/repartitions-paiement/2026-03-10/recalcul': () => reponse,
    });
    renderWithProviders(<RepartitionPaiementPage />, { path: CHEMIN });

    const bouton = await screen.findByRole(
      'button',
      { name: 'Recalculer la répartition du 10/03/2026, Argenteuil' },
      WAIT,
    );
    fireEvent.click(bouton);
    const dialogue = await screen.findByRole('dialog', undefined, WAIT);
    expect(dialogue.textContent).toContain(
      'Recalculer la répartition du 10/03/2026 pour Argenteuil à partir des dossiers actuels ?',
    );
    fireEvent.click(within(dialogue).getByRole('button', { name: 'Recalculer' }));
    await screen.findByText('Répartition du 10/03/2026 recalculée (version 2).', undefined, WAIT);
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ version: 1 });

    reponse = {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: 'modifié', code: 'VERSION_CONFLICT' },
    };
    fireEvent.click(
      screen.getByRole('button', { name: 'Recalculer la répartition du 10/03/2026, Argenteuil' }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', undefined, WAIT)).getByRole('button', {
        name: 'Recalculer',
      }),
    );
    await screen.findByText(/recalculée entre-temps par quelqu'un d'autre/, undefined, WAIT);
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(2));
  }, 60_000);

  it('the export has one row per examiner line, amounts in euros, and the period and offices as filters', () => {
    const t = ((cle: string) => cle.replace('repartition-paiement:', '')) as unknown as TFunction;
    const table = exportRepartitions({
      repartitions: [ARG_10, CHA_10],
      bureaux: [ARG, CHA],
      du: '2026-03-01',
      au: '2026-03-31',
      t,
      now: new Date('2026-03-25T10:00:00Z'),
    });
    expect(table.rows).toEqual([
      ['10/03/2026', 'Argenteuil', 'Dr Durand', 1, 10.67, 3.2, 7.47, 2.13, 12.8, 1],
      ['10/03/2026', 'Argenteuil', 'Dr Martin', 2, 138, 41.4, 96.6, 16.1, 154.1, 1],
      ['10/03/2026', 'Chartres', 'Dr Durand', 1, 80.5, 24.15, 56.35, 16.1, 96.6, 1],
    ]);
    expect(table.filters).toEqual([
      { label: 'filtres.periode', value: '01/03/2026 – 31/03/2026' },
      { label: 'filtres.bureaux', value: 'Argenteuil, Chartres' },
    ]);
    expect(toCsv(table).split('\r\n')[2]).toBe(
      '10/03/2026;Argenteuil;Dr Martin;2;138;41.4;96.6;16.1;154.1;1',
    );
  });
});
