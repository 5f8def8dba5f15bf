// Duty grid (screen): the doctor's one-click choice, the secretariat's two-click confirmation,
// a 409 answered with the French message and the fresh value, conflicts flagged in text, a slot crossing
// midnight, an excluded slot-day and a public holiday. The fake server builds its answers with the
// shared construireGrilleDv over the docs/product-rules.md#constants default zones and slots.
import { fireEvent, screen, within } from '@testing-library/react';
import type { Bureau } from '@umj/shared/bureau';
import { zonesEtCreneauxParDefaut } from '@umj/shared/configuration-defaut';
import { isoDepuisJour, jourParis, type Jour } from '@umj/shared/dates';
import { lignesGrille, type StatutDisponibilite } from '@umj/shared/disponibilites';
import type { DisponibiliteDvStockee } from '@umj/shared/disponibilites-dv-api';
import { construireGrilleDv } from '@umj/shared/disponibilites-dv-grille';
import type { Role } from '@umj/shared/roles';
import { CODE_CONFLIT_VERSION } from '@umj/shared/version';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../lib/session/token-storage.ts';
import { fakeToken, installFakeApi } from '../../lib/testing/fake-api.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import GrilleDvPage, { horaireCreneau } from './grille-dv-page.tsx';

const WAIT = { timeout: 30_000 };
const PN: Bureau = { id: 'b-pn', nom: 'Paris Nord', logo: null, logoUrl: null, version: 1 };
const CHA: Bureau = { id: 'b-cha', nom: 'Chartres', logo: null, logoUrl: null, version: 1 };
const { zones, créneaux } = zonesEtCreneauxParDefaut([{ id: 'b-arg', nom: 'Argenteuil' }, CHA, PN]);
const NORD_MATIN = créneaux.find((c) => c.zone === 70 && c.nom === 'Matin')!.id;
const DR_A = { id: 'dr-a', nomComplet: 'Dr Alice Martin' };
const DR_B = { id: 'dr-b', nomComplet: 'Dr Bruno Petit' };
const AUJOURDHUI = jourParis(new Date());

function stockee(
  examinateur: { id: string; nomComplet: string },
  choixExaminateur: StatutDisponibilite,
  choixSecretariat: StatutDisponibilite,
  version = 1,
  date: Jour = AUJOURDHUI,
): DisponibiliteDvStockee {
  const bureauId = PN.id;
  return {
    bureauId,
    créneauId: NORD_MATIN,
    date,
    examinateur,
    choixExaminateur,
    choixSecretariat,
    version,
    modifieLe: '',
  };
}

function arrange(
  role: Role,
  path: string,
  initiales: DisponibiliteDvStockee[],
  put: (body: Record<string, unknown>) => { status?: number; body?: unknown },
) {
  const moi = role === 'medecin' ? DR_A : { id: 'sec', nomComplet: 'Sophie Secrétaire' };
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: moi.id, sid: 's-1', role }));
  localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: [PN.id] }));
  let dispos = initiales;
  const puts: Record<string, unknown>[] = [];
  const api = installFakeApi({
    'GET /utilisateurs/moi': {
      body: { ...moi, adresseEmail: 'x@umj.test', role, bureaux: [{ id: PN.id, nom: PN.nom }] },
    },
    'GET /bureaux': { body: [PN] },
    'GET /configuration': {
      body: [
        {
          cle: 'périodesDeTemps',
          valeur: [
            {
              id: 1,
              type: 'Jour Férié',
              nom: 'Fête de test',
              dateDebut: isoDepuisJour(AUJOURDHUI + 1),
              dateFin: isoDepuisJour(AUJOURDHUI + 1),
            },
          ],
        },
      ],
    },
    'GET /bureaux/b-pn/disponibilites-dv': () => ({
      body: construireGrilleDv({
        bureauId: PN.id,
        lignes: lignesGrille(créneaux, zones, [PN.id]),
        jours: Array.from({ length: 7 }, (_, i) => AUJOURDHUI + i),
        disponibilites: dispos,
        appelant: { id: moi.id, role, nomComplet: moi.nomComplet },
        examinateurs: [DR_A, DR_B],
        today: AUJOURDHUI,
        now: new Date(),
      }),
    }),
    [`PUT /bureaux/b-pn/disponibilites-dv/${isoDepuisJour(AUJOURDHUI)}/${NORD_MATIN}/${DR_A.id}`]: (init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      puts.push(body);
      const reponse = put(body);
      if (reponse.status === undefined) dispos = reponse.body as DisponibiliteDvStockee[];
      return reponse.status === undefined ? { body: {} } : reponse;
    },
  });
  renderWithProviders(
    <Routes>
      <Route path={path} element={<GrilleDvPage />} />
    </Routes>,
    { path },
  );
  return { puts, api, changer: (d: DisponibiliteDvStockee[]) => (dispos = d) };
}

describe('duty grid screen', () => {
  it('entities: a slot crossing midnight reads with (+1); one ending at midnight reads 24:00', () => {
    expect(horaireCreneau({ heureDebut: 1200, heureFin: 1920 })).toBe('20:00–08:00 (+1)');
    expect(horaireCreneau({ heureDebut: 1200, heureFin: 480 })).toBe('20:00–08:00 (+1)');
    expect(horaireCreneau({ heureDebut: 1200, heureFin: 1440 })).toBe('20:00–24:00');
    expect(horaireCreneau({ heureDebut: 480, heureFin: 840 })).toBe('08:00–14:00');
  });

  it('availability: the doctor changes its choice in one click (next proposed choice, version read); rows, holidays shown', async () => {
    const { puts } = arrange(
      'medecin',
      '/examinateur/disponibilitedv',
      [stockee(DR_A, 20, 10, 3)],
      (body) => ({
        body: [stockee(DR_A, body.choixExaminateur as StatutDisponibilite, 10, 4)],
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Disponibilités DV — grille des gardes' }, WAIT);
    const table = await screen.findByRole('table', {}, WAIT);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Secteur Nord Matin08:00–14:00',
      'Secteur Sud Matin08:00–14:00',
      'Secteur Nord Après-midi14:00–20:00',
      'Secteur Sud Après-midi14:00–20:00',
      'Secteur Nord Soir20:00–08:00 (+1)',
      'Secteur Sud Soir20:00–08:00 (+1)',
    ]);
    await within(table).findByText('Férié : Fête de test', {}, WAIT);
    const cellule = within(table).getAllByRole('button', {
      name: /^Secteur Nord Matin .* : Disponible$/,
    })[0]!;
    fireEvent.click(cellule);
    await screen.findAllByRole('button', { name: /^Secteur Nord Matin .* : Souhaité$/ }, WAIT);
    expect(puts).toEqual([{ choixExaminateur: 30, version: 3 }]);
  }, 60_000);

  it('availability: a confirmed cell the doctor may not change is disabled', async () => {
    arrange('medecin', '/examinateur/disponibilitedv', [stockee(DR_A, 20, 40)], () => ({ body: [] }));
    const bouton = (
      await screen.findAllByRole('button', { name: /^Secteur Nord Matin .* : Confirmé \?$/ }, WAIT)
    )[0]!;
    expect((bouton as HTMLButtonElement).disabled).toBe(true);
  }, 60_000);

  it('the secretariat confirms in two clicks (doctor, then Confirmé !); conflicts are flagged in text', async () => {
    const { puts } = arrange(
      'secretariat',
      '/secretariat/disponibilitedv',
      [stockee(DR_A, 30, 10, 2), stockee(DR_B, 20, 40, 1)],
      (body) => ({
        body: [stockee(DR_A, 30, body.choixSecretariat as StatutDisponibilite, 3), stockee(DR_B, 20, 40, 1)],
      }),
    );
    const table = await screen.findByRole('table', {}, WAIT);
    // Nobody confirmed on tomorrow's Secteur Sud Matin, within 48 hours.
    expect(
      (await within(table).findAllByText('Aucun médecin confirmé dans les prochaines 48 heures', {}, WAIT))
        .length,
    ).toBeGreaterThan(0);
    fireEvent.click(
      within(table).getAllByRole('button', { name: /^Confirmer la garde Secteur Nord Matin/ })[0]!,
    );
    const dialogue = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialogue).getByLabelText(/Dr Alice Martin/));
    fireEvent.click(within(dialogue).getByRole('button', { name: 'Confirmé !' }));
    expect(
      await within(table).findByText(
        'Plusieurs médecins confirmés : Dr Alice Martin, Dr Bruno Petit',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(puts).toEqual([{ choixSecretariat: 50, version: 2 }]);
  }, 60_000);

  it('a 409 shows the French message and the fresh value', async () => {
    const fraiche = [stockee(DR_A, 30, 10, 5)];
    const { changer } = arrange('medecin', '/examinateur/disponibilitedv', [stockee(DR_A, 20, 10, 4)], () => {
      changer(fraiche);
      return {
        status: 409,
        body: {
          statusCode: 409,
          message: 'Conflit de version',
          error: 'Conflict',
          code: CODE_CONFLIT_VERSION,
        },
      };
    });
    fireEvent.click(
      (await screen.findAllByRole('button', { name: /^Secteur Nord Matin .* : Disponible$/ }, WAIT))[0]!,
    );
    await screen.findByText(/modifiée par quelqu'un d'autre entre-temps/, {}, WAIT);
    expect(
      (await screen.findAllByRole('button', { name: /^Secteur Nord Matin .* : Souhaité$/ }, WAIT)).length,
    ).toBe(1);
  }, 60_000);
});
