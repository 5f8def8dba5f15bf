// Configuration screens (docs/product-rules.md#entities Zone, Slot, Exam type, Settings, Period; docs/product-rules.md#settings messages;
// docs/product-rules.md#calls confirmation before any configuration PATCH): the rules each screen enforces in the browser, what
// it sends, and what it does not send.
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { entreesConfigurationParDefaut } from '@umj/shared/configuration-defaut';
import { CODE_CONFLIT_VERSION } from '@umj/shared/version';
import type { Creneau } from '@umj/shared/zones-creneaux';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUREAUX, user } from '../../../test/support/users.ts';
import { appStore } from '../../lib/app-store.ts';
import { TOKEN_KEY } from '../../lib/session/token-storage.ts';
import { fakeToken, installFakeApi, type FakeApi, type FakeRoutes } from '../../lib/testing/fake-api.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import { ConfigurationConfirmHost } from './configuration-confirm-host.tsx';
import type { StoredConfigurationEntry } from './configuration-entry.ts';
import i18n from '../../i18n/index.ts';
import { creneauFields, creneauToForm, formToCreneau, NEW_CRENEAU } from './creneaux/creneau-form.ts';
import CreneauxPage from './creneaux/creneaux-page.tsx';
import ReglagesPage from './reglages/reglages-page.tsx';
import TypesExamenPage from './types-examen/types-examen-page.tsx';
import ZonesPage from './zones/zones-page.tsx';

const SEED = entreesConfigurationParDefaut(
  BUREAUX.map(({ id, nom }) => ({ id, nom })),
  new Date('2026-11-22T12:00:00Z'),
);
let stored: StoredConfigurationEntry[];

const patches = (api: FakeApi) => api.calls.filter((c) => c.method === 'PATCH');

async function renderScreen(
  page: ReactElement,
  role: Parameters<typeof user>[0] = 'administrateur',
  extra: FakeRoutes = {},
) {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 'ma-session' }));
  const api = installFakeApi({
    'GET /utilisateurs/moi': { body: user(role, role === 'administrateur' ? [] : ['b-arg']) },
    'GET /bureaux': { body: BUREAUX },
    'GET /configuration': () => ({ body: stored }),
    ...extra,
  });
  renderWithProviders(
    <>
      {page}
      <ConfigurationConfirmHost />
    </>,
  );
  await screen.findAllByRole('heading', { level: 1 });
  return api;
}

/** The edit dialog (the confirmations are dialogs too, without a form). */
const dialog = () => screen.getAllByRole('dialog').find((d) => d.querySelector('form')) as HTMLElement;
/** Clicks the button and waits for the edit dialog (a chunk loaded after the screen: lazy-edit-dialog.tsx). */
async function ouvrir(bouton: HTMLElement) {
  fireEvent.click(bouton);
  await waitFor(() => expect(dialog()).toBeTruthy());
}
/** The list's global search box (the lists paginate by 10). */
const search = (text: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });
/** The row whose first cell reads `text`. */
const rowNamed = (text: string) =>
  screen.getAllByRole('row').find((row) => row.querySelector('td')?.textContent === text) as HTMLElement;
/** The first-column texts of the rows shown. */
const firstCells = () =>
  [...document.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent ?? '');
const field = (label: RegExp) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));
/** Answers the confirmation dialog of docs/product-rules.md#calls. */
const CONFIRM_TEXT =
  "Les configurations doivent être correctes pour que l'application fonctionne. Voulez-vous continuer ?";
async function confirm(answer: 'Continuer' | 'Annuler') {
  const host = (await screen.findByText(CONFIRM_TEXT)).closest('[role="dialog"]') as HTMLElement;
  fireEvent.click(within(host).getByRole('button', { name: answer }));
  // The dialog leaves the page before the next confirmation is asked.
  await waitFor(() => expect(screen.queryByText(CONFIRM_TEXT)).toBeNull());
}

// Each test renders a whole screen with PrimeReact tables and dialogs: slower than the 5 s default here,
// and the 2-core machine runs other suites at the same time (waits up to 10 s, not 1 s).
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  stored = SEED.map((e) => ({ ...e, version: 4 }) as StoredConfigurationEntry);
  appStore.takeSnacks();
});

describe('Zones /configuration/dvzone/liste (entities Zone)', () => {
  it('entities: lists the zones with their days, office and state', async () => {
    await renderScreen(<ZonesPage />);

    await screen.findAllByText('Dépôt');
    expect(within(rowNamed('Dépôt')).getByText('Tous les jours')).toBeTruthy();
    expect(within(rowNamed('Dépôt')).getByText('Argenteuil')).toBeTruthy();
    expect(within(rowNamed('Chartres')).getByText('Mardi')).toBeTruthy();
    expect(within(rowNamed('Chartres')).getByText('Utilisable')).toBeTruthy();
  });

  it('access, only office-visible data: a user of Argenteuil sees the Argenteuil zones and no edit button', async () => {
    await renderScreen(<ZonesPage />, 'secretariat');
    await screen.findAllByText('Dépôt');

    expect(firstCells()).toEqual(['Dépôt', '78', '93', '95', 'Poissy', '92 + DD']);
    expect(screen.queryByText('Secteur Nord')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter' })).toBeNull();
  });

  it('entities: "usable only with both": a zone without days or office is refused at the fields, nothing sent', async () => {
    const api = await renderScreen(<ZonesPage />);
    await screen.findAllByText('Dépôt');

    await ouvrir(screen.getByRole('button', { name: 'Ajouter' }));
    type(/^Nom/, 'Zone Est');
    save();

    expect(await within(dialog()).findByText('Veuillez choisir au moins un jour')).toBeTruthy();
    expect(within(dialog()).getByText('Veuillez choisir un bureau')).toBeTruthy();
    expect(screen.queryByText(/Voulez-vous continuer/)).toBeNull();
    expect(patches(api)).toHaveLength(0);
  });

  it('calls: deleting a zone sends the list without it, with the version read, after the confirmation', async () => {
    const api = await renderScreen(<ZonesPage />, 'administrateur', {
      'PATCH /configuration/zones': (init) => ({ body: { ...JSON.parse(String(init.body)), version: 5 } }),
    });
    await screen.findAllByText('Poissy');

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Poissy »' }));
    fireEvent.click(
      within(
        (await screen.findByText('Supprimer « Poissy » ? Cette action est définitive.')).closest(
          '[role="dialog"]',
        ) as HTMLElement,
      ).getByRole('button', { name: 'Supprimer' }),
    );
    await confirm('Continuer');

    await waitFor(() => expect(patches(api)).toHaveLength(1));
    const body = patches(api)[0]!.body as { cle: string; valeur: { nom: string }[]; version: number };
    expect(body.cle).toBe('zones');
    expect(body.version).toBe(4);
    expect(body.valeur.map((z) => z.nom)).not.toContain('Poissy');
    expect(body.valeur).toHaveLength(8);
  });
});

describe('Slots /configuration/dvcreneau/liste (entities Slot, availability order)', () => {
  it('entities: a slot crossing midnight shows its end on the next day; statuses Matin rows come before Soir rows', async () => {
    await renderScreen(<CreneauxPage />);

    await screen.findAllByText('08:00 → 12:00');
    // The nine Matin slots first (zone names in order), then the Après-midi ones.
    expect(firstCells()).toEqual([...Array<string>(9).fill('Matin'), 'Après-midi']);

    search('Soir');
    const soir93 = (await screen.findByText('19:00 → 08:00 (+1)')).closest('tr')!;
    expect(within(soir93).getByText('93')).toBeTruthy();
    expect(screen.getAllByText('20:00 → 08:00 (+1)')).toHaveLength(2); // Nord and Sud
  });

  it('entities: a new slot without a zone is refused at the field, nothing sent', async () => {
    const api = await renderScreen(<CreneauxPage />);
    await screen.findAllByText('Matin');

    await ouvrir(screen.getByRole('button', { name: 'Ajouter' }));
    type(/^Nom/, 'Nuit');
    type(/^Heure de début/, '20:00');
    type(/^Heure de fin/, '08:00');
    save();

    expect(await within(dialog()).findByText('Veuillez choisir une zone')).toBeTruthy();
    expect(patches(api)).toHaveLength(0);
  });
});

describe('slot form (entities Slot hours in minutes)', () => {
  it('entities: hours typed 20:00 → 08:00 become 1200 and 480 (crossing midnight); an untouched 1920 end stays 1920', () => {
    const typed = { ...NEW_CRENEAU, nom: 'Nuit', zone: '30', heureDebut: '20:00', heureFin: '08:00' };
    expect(formToCreneau(typed, 7)).toMatchObject({ id: 7, zone: 30, heureDebut: 1200, heureFin: 480 });
    const soir93 = SEED.find((e) => e.cle === 'créneaux')!.valeur.find(
      (c) => 'zone' in c && c.zone === 30 && c.nom === 'Soir',
    ) as Creneau;
    expect(creneauToForm(soir93)).toMatchObject({ heureDebut: '19:00', heureFin: '08:00' });
    expect(formToCreneau(creneauToForm(soir93), soir93.id, soir93).heureFin).toBe(1920);
    expect(formToCreneau({ ...typed, heureDebut: '25:00' }, 7).heureDebut).toBeUndefined();
  });

  it('the slot hours are the 24-hour time field (00:00 to 23:59, 24:00 said at the field); an emptied hour is left out', () => {
    const kinds = creneauFields(i18n.t, [])
      .filter((f) => f.name === 'heureDebut' || f.name === 'heureFin')
      .map((f) => f.kind);
    expect(kinds).toEqual(['time', 'time']);
    expect(NEW_CRENEAU).toMatchObject({ heureDebut: null, heureFin: null });
    const vide = formToCreneau({ ...NEW_CRENEAU, nom: 'Nuit', zone: '30' }, 7);
    expect([vide.heureDebut, vide.heureFin]).toEqual([undefined, undefined]);
    expect(formToCreneau({ ...NEW_CRENEAU, heureDebut: '24:00' }, 7).heureDebut).toBeUndefined();
  });
});

describe('Exam types /configuration/typeexamen/liste (entities Exam type, money tariffs)', () => {
  it('money: lists the 25 tariffs in euros', async () => {
    await renderScreen(<TypesExamenPage />);

    expect(await screen.findByText('Lignes : 25 / 25')).toBeTruthy();
  });

  it('entities: a tariff typed in euros with a decimal comma is stored in cents, with the version read', async () => {
    const api = await renderScreen(<TypesExamenPage />, 'administrateur', {
      'PATCH /configuration/typesDExamen': (init) => ({
        body: { ...JSON.parse(String(init.body)), version: 5 },
      }),
    });
    await screen.findByText('Autre');
    search('K90');
    await screen.findByText('K90');

    await ouvrir(screen.getByRole('button', { name: 'Modifier « K90 »' }));
    expect(field(/^Tarif HT/).value).toBe('370,50');
    type(/^Tarif HT/, '58,67');
    save();
    await confirm('Continuer');

    await waitFor(() => expect(patches(api)).toHaveLength(1));
    const body = patches(api)[0]!.body as { valeur: { id: number; tarif: number }[]; version: number };
    expect(body.valeur.find((x) => x.id === 14)?.tarif).toBe(5867);
    expect(body.version).toBe(4);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('entities: an amount that is not a number is refused at the field', async () => {
    const api = await renderScreen(<TypesExamenPage />);
    await screen.findByText('Autre');
    search('K90');
    await screen.findByText('K90');

    await ouvrir(screen.getByRole('button', { name: 'Modifier « K90 »' }));
    type(/^Tarif HT/, 'douze euros');
    save();

    expect(await within(dialog()).findByText('Veuillez entrer un tarif')).toBeTruthy();
    expect(patches(api)).toHaveLength(0);
  });

  it('calls: refusing the confirmation sends nothing and keeps the dialog with what was typed', async () => {
    const api = await renderScreen(<TypesExamenPage />);
    await screen.findByText('Autre');
    search('K90');
    await screen.findByText('K90');

    await ouvrir(screen.getByRole('button', { name: 'Modifier « K90 »' }));
    type(/^Tarif HT/, '99,99');
    save();
    await confirm('Annuler');

    expect(await within(dialog()).findByText("Modification annulée : rien n'a été envoyé.")).toBeTruthy();
    expect(field(/^Tarif HT/).value).toBe('99,99');
    expect(patches(api)).toHaveLength(0);
  });

  it('a VERSION_CONFLICT re-reads, keeps the typing, shows the newer value and saves with the new version', async () => {
    let attempts = 0;
    const api = await renderScreen(<TypesExamenPage />, 'administrateur', {
      'PATCH /configuration/typesDExamen': (init) => {
        attempts += 1;
        if (attempts === 1) {
          // Someone else changed K90 to 400 € meanwhile.
          stored = stored.map((e) =>
            e.cle === 'typesDExamen'
              ? {
                  ...e,
                  version: 9,
                  valeur: (e.valeur as { id: number; tarif: number }[]).map((x) =>
                    x.id === 14 ? { ...x, tarif: 40000 } : x,
                  ),
                }
              : e,
          ) as StoredConfigurationEntry[];
          return {
            status: 409,
            body: { statusCode: 409, message: 'Conflit', error: 'Conflict', code: CODE_CONFLIT_VERSION },
          };
        }
        return { body: { ...JSON.parse(String(init.body)), version: 10 } };
      },
    });
    await screen.findByText('Autre');
    search('K90');
    await screen.findByText('K90');

    await ouvrir(screen.getByRole('button', { name: 'Modifier « K90 »' }));
    type(/^Tarif HT/, '58,67');
    save();
    await confirm('Continuer');

    expect(await within(dialog()).findByText(/Un autre utilisateur a modifié cet élément/)).toBeTruthy();
    expect(field(/^Tarif HT/).value).toBe('58,67');
    expect(within(dialog()).getByText('400,00')).toBeTruthy();

    save();
    await confirm('Continuer');
    await waitFor(() => expect(patches(api)).toHaveLength(2));
    const second = patches(api)[1]!.body as { valeur: { id: number; tarif: number }[]; version: number };
    expect(second.version).toBe(9);
    expect(second.valeur.find((x) => x.id === 14)?.tarif).toBe(5867);
  });

  it('access: a non-administrator reads the list without any edit button', async () => {
    await renderScreen(<TypesExamenPage />, 'secretariat');
    await screen.findByText('Autre');
    search('K90');
    await screen.findByText('K90');

    expect(screen.queryByRole('button', { name: 'Ajouter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifier « K90 »' })).toBeNull();
  });

  it('an administrator limited to an office reads the tariffs (common to every office) without any edit button', async () => {
    await renderScreen(<TypesExamenPage />, 'administrateur', {
      'GET /utilisateurs/moi': { body: user('administrateur', ['b-arg']) },
    });
    await screen.findByText('Autre');

    expect(screen.queryByRole('button', { name: 'Ajouter' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Modifier/ })).toBeNull();
  });
});

describe('Settings /configuration/reglages (Settings, settings messages, Periods)', () => {
  it("settings, 'Réglages: TVA invalide' and 'Réglages: Taux de participation aux frais invalide' at their fields", async () => {
    const api = await renderScreen(<ReglagesPage />);
    const tva = (await screen.findByLabelText('Taux de TVA (%)')) as HTMLInputElement;
    expect(tva.value).toBe('20');

    fireEvent.change(tva, { target: { value: 'vingt' } });
    fireEvent.change(screen.getByLabelText('Taux de participation aux frais (%)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));

    const message = await screen.findByText('Réglages: TVA invalide');
    expect(tva.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByText('Réglages: Taux de participation aux frais invalide')).toBeTruthy();
    expect(patches(api)).toHaveLength(0);
  });

  it('entities: saves a decimal comma rate and the sectors as one text with line breaks', async () => {
    const api = await renderScreen(<ReglagesPage />, 'administrateur', {
      'PATCH /configuration/r%C3%A9glages': (init) => ({
        body: { ...JSON.parse(String(init.body)), version: 5 },
      }),
    });
    fireEvent.change(await screen.findByLabelText('Taux de TVA (%)'), { target: { value: '5,5' } });
    fireEvent.change(screen.getByLabelText('Secteurs'), { target: { value: '78\n92\n95' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    await confirm('Continuer');

    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]!.body).toMatchObject({
      cle: 'réglages',
      valeur: { montantTVA: 5.5, tauxDeParticipationAuxFrais: 30, secteurs: '78\n92\n95' },
      version: 4,
    });
  });

  it('a VERSION_CONFLICT on the settings keeps the typing, shows the stored value, then saves with its version', async () => {
    let attempts = 0;
    const api = await renderScreen(<ReglagesPage />, 'administrateur', {
      'PATCH /configuration/r%C3%A9glages': (init) => {
        attempts += 1;
        if (attempts === 1) {
          // Another administrator set the participation rate to 35 % meanwhile.
          stored = stored.map((e) =>
            e.cle === 'réglages'
              ? { ...e, version: 8, valeur: { ...(e.valeur as object), tauxDeParticipationAuxFrais: 35 } }
              : e,
          ) as StoredConfigurationEntry[];
          return {
            status: 409,
            body: { statusCode: 409, message: 'Conflit', error: 'Conflict', code: CODE_CONFLIT_VERSION },
          };
        }
        return { body: { ...JSON.parse(String(init.body)), version: 9 } };
      },
    });
    const taux = (await screen.findByLabelText('Taux de participation aux frais (%)')) as HTMLInputElement;
    fireEvent.change(taux, { target: { value: '32' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    await confirm('Continuer');

    expect(await screen.findByText(/Cette configuration a été modifiée entre-temps/)).toBeTruthy();
    expect(taux.value).toBe('32');
    expect(screen.getByText('Valeur enregistrée entre-temps : 35')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    await confirm('Continuer');
    await waitFor(() => expect(patches(api)).toHaveLength(2));
    expect(patches(api)[1]!.body).toMatchObject({ valeur: { tauxDeParticipationAuxFrais: 32 }, version: 8 });
  });

  it('entities: periods show their duration in days (both ends included)', async () => {
    stored = stored.map((e) =>
      e.cle === 'périodesDeTemps'
        ? {
            ...e,
            valeur: [
              {
                id: 1,
                type: 'Vacances Scolaires',
                nom: 'Vacances de Noël 2026',
                dateDebut: '2026-12-19',
                dateFin: '2027-01-03',
              },
            ],
          }
        : e,
    ) as StoredConfigurationEntry[];
    await renderScreen(<ReglagesPage />);

    const row = (await screen.findByText('Vacances de Noël 2026')).closest('tr')!;
    expect(within(row).getByText('16')).toBeTruthy();
    expect(within(row).getByText('19/12/2026')).toBeTruthy();
  });

  it("constants: 'Générer les jours fériés d'une année' adds that year's 11 public holidays in one PATCH", async () => {
    stored = stored.map((e) =>
      e.cle === 'périodesDeTemps' ? { ...e, valeur: [] } : e,
    ) as StoredConfigurationEntry[];
    const api = await renderScreen(<ReglagesPage />, 'administrateur', {
      'PATCH /configuration/p%C3%A9riodesDeTemps': (init) => ({
        body: { ...JSON.parse(String(init.body)), version: 5 },
      }),
    });
    await screen.findByText("Générer les jours fériés d'une année");

    fireEvent.change(screen.getByLabelText('Année'), { target: { value: '2031' } });
    fireEvent.click(screen.getByRole('button', { name: 'Générer' }));
    await confirm('Continuer');

    await waitFor(() => expect(patches(api)).toHaveLength(1));
    const body = patches(api)[0]!.body as { valeur: { type: string; dateDebut: string; nom: string }[] };
    expect(body.valeur).toHaveLength(11);
    expect(body.valeur.every((p) => p.type === 'Jour Férié' && p.dateDebut.startsWith('2031-'))).toBe(true);
    await act(async () => undefined);
    expect(appStore.takeSnacks().map((s) => s.detail)).toContain('Jours fériés de 2031 ajoutés : 11');
  });
});
