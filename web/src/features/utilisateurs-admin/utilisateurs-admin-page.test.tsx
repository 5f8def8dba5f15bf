// /admin/utilisateur/statut/:name and /role/:name (docs/product-rules.md#screens; Users): the route param sets the
// filter and the filter links navigate; creation sends the shared body and says an invitation went out;
// deactivation is confirmed with the sessions ending at once; "Who may administer whom" is
// reflected on the screen (role choices, required offices, own role/offices fixed, read-only rows).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Bureau } from '@umj/shared/bureau';
import { REFUS } from '@umj/shared/administration';
import type { Role } from '@umj/shared/roles';
import type { UtilisateurAdmin } from '@umj/shared/utilisateur';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../../lib/app-store.ts';
import { tableKey } from '../../lib/query-keys.ts';
import { TOKEN_KEY } from '../../lib/session/token-storage.ts';
import { fakeToken, installFakeApi, type FakeRoutes } from '../../lib/testing/fake-api.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import UtilisateursAdminPage from './utilisateurs-admin-page.tsx';

const ARG: Bureau = { id: 'b-arg', nom: 'Argenteuil', logo: null, logoUrl: null, version: 1 };
const CHA: Bureau = { id: 'b-cha', nom: 'Chartres', logo: null, logoUrl: null, version: 1 };

function utilisateur(
  id: string,
  nomComplet: string,
  role: Role,
  bureaux: Bureau[],
  extra: Partial<UtilisateurAdmin> = {},
): UtilisateurAdmin {
  return {
    id,
    nomComplet,
    adresseEmail: `${id}@umj.test`,
    role,
    bureaux: bureaux.map((b) => ({ id: b.id, nom: b.nom })),
    actif: true,
    confirme: true,
    telephone: null,
    rpps: null,
    version: 3,
    ...extra,
  };
}

const ME_LIBRE = utilisateur('u-admin', 'Admin Central', 'administrateur', []);
const ME_LIMITE = utilisateur('u-adm-arg', 'Admin Argenteuil', 'administrateur', [ARG]);
const SECRETAIRE = utilisateur('u-sec', 'Sophie Secrétaire', 'secretariat', [ARG]);
const MEDECIN = utilisateur('u-med', 'Marc Médecin', 'medecin', [ARG], { rpps: '10101010101' });
const ANCIEN = utilisateur('u-old', 'Paul Parti', 'psychologue', [ARG], { actif: false });

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

async function renderAs(
  me: UtilisateurAdmin,
  path: string,
  stored: UtilisateurAdmin[],
  extra: FakeRoutes = {},
) {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: me.id, sid: 's-1', role: me.role }));
  const api = installFakeApi({
    'GET /utilisateurs/moi': { body: me },
    'GET /bureaux': { body: me.bureaux.length === 0 ? [ARG, CHA] : [ARG] },
    'GET /utilisateurs': { body: stored },
    ...extra,
  });
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/utilisateur/statut/:name" element={<UtilisateursAdminPage />} />
        <Route path="/admin/utilisateur/role/:name" element={<UtilisateursAdminPage />} />
      </Routes>
      <Location />
    </>,
    { path },
  );
  await screen.findByRole('heading', { level: 1, name: 'Utilisateurs' }, WAIT);
  return { api, ...result };
}

const WAIT = { timeout: 30_000 };
const location = () => screen.getByTestId('location').textContent;
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');
/** The open dropdown's options (PrimeReact renders them in a portal). */
const options = () =>
  [...document.querySelectorAll<HTMLElement>('li[role=option]')].map((o) => o.textContent);
const openDropdown = (name: string) =>
  fireEvent.click(within(dialog()).getByRole('combobox', { name }).closest('.p-dropdown')!);

beforeEach(() => {
  appStore.takeSnacks();
});

describe('Users screen (Users)', { timeout: 30_000 }, () => {
  it('screens, statut/actifs: the route param sets the filter (inactive users hidden), marked as current', async () => {
    await renderAs(ME_LIBRE, '/admin/utilisateur/statut/actifs', [ME_LIBRE, SECRETAIRE, ANCIEN]);
    await screen.findByText('Sophie Secrétaire', undefined, WAIT);
    expect(screen.queryByText('Paul Parti')).toBeNull();
    expect(screen.getByRole('link', { name: 'Actifs' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Lignes : 2 / 2')).toBeTruthy();
  });

  it('screens, role/medecin: only doctors; choosing "Inactifs" navigates to statut/inactifs and filters again', async () => {
    await renderAs(ME_LIBRE, '/admin/utilisateur/role/medecin', [ME_LIBRE, SECRETAIRE, MEDECIN, ANCIEN]);
    await screen.findByText('Marc Médecin', undefined, WAIT);
    expect(screen.queryByText('Sophie Secrétaire')).toBeNull();
    expect(within(rowOf('Marc Médecin')).getByText('Médecin')).toBeTruthy();
    expect(within(rowOf('Marc Médecin')).getByText('10101010101')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Inactifs' }));
    expect(location()).toBe('/admin/utilisateur/statut/inactifs');
    await screen.findByText('Paul Parti', undefined, WAIT);
    expect(screen.queryByText('Marc Médecin')).toBeNull();
  });

  it('screens: an unknown filter name goes back to statut/tous', async () => {
    await renderAs(ME_LIBRE, '/admin/utilisateur/role/chef', [ME_LIBRE, SECRETAIRE]);
    await waitFor(() => expect(location()).toBe('/admin/utilisateur/statut/tous'));
    await screen.findByText('Sophie Secrétaire', undefined, WAIT);
  });

  it('creates a user: the shared body is sent and the snackbar says the invitation went out', async () => {
    const created = utilisateur('u-new', 'Nina Nouvelle', 'secretariat', [ARG], { confirme: false });
    const { api } = await renderAs(ME_LIBRE, '/admin/utilisateur/statut/tous', [ME_LIBRE], {
      'POST /utilisateurs': { status: 201, body: { ...created, adresseEmail: 'nina@umj.test' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    // The dialog's chunk may still be on its way at the first opening.
    await screen.findByRole('dialog', undefined, WAIT);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog()).findByText('Veuillez entrer le nom complet')).toBeTruthy();

    fireEvent.change(within(dialog()).getByLabelText(/^Nom complet/), { target: { value: 'Nina Nouvelle' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Adresse e-mail/), {
      target: { value: 'nina@umj.test' },
    });
    openDropdown('Rôle');
    await waitFor(() => expect(options()).toContain('Secrétariat'));
    fireEvent.click(
      [...document.querySelectorAll<HTMLElement>('li[role=option]')].find(
        (o) => o.textContent === 'Secrétariat',
      )!,
    );
    fireEvent.change(within(dialog()).getByLabelText('N° RPPS'), { target: { value: '123' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog()).findByText('Le numéro RPPS doit comporter 11 chiffres')).toBeTruthy();
    fireEvent.change(within(dialog()).getByLabelText('N° RPPS'), { target: { value: '' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      nomComplet: 'Nina Nouvelle',
      adresseEmail: 'nina@umj.test',
      role: 'secretariat',
      bureauIds: [],
      // The shared schema's output: empty profile fields are sent as null (cleared).
      telephone: null,
      rpps: null,
    });
    expect(appStore.takeSnacks().map((s) => s.detail)).toEqual([
      "Compte créé. Une invitation a été envoyée à nina@umj.test : le code qu'elle contient permet de choisir un mot de passe sur la page « Réinitialiser le mot de passe ».",
    ]);
  });

  it('deactivation is confirmed, saying the sessions end at once, then PATCH { actif: false, version }', async () => {
    const { api } = await renderAs(ME_LIBRE, '/admin/utilisateur/statut/tous', [ME_LIBRE, SECRETAIRE], {
      'PATCH /utilisateurs/u-sec': { body: { ...SECRETAIRE, actif: false, version: 4 } },
    });
    await screen.findByText('Sophie Secrétaire', undefined, WAIT);
    // Choice: nobody deactivates their own account from this screen.
    expect(screen.queryByRole('button', { name: 'Désactiver « Admin Central »' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver « Sophie Secrétaire »' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain(
      'Désactiver le compte de « Sophie Secrétaire » ? Ses sessions en cours se terminent immédiatement',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Désactiver' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ actif: false, version: 3 }),
    );
  });

  it('an unrestricted administrator is offered the administrator role, offices are optional', async () => {
    await renderAs(ME_LIBRE, '/admin/utilisateur/statut/tous', [ME_LIBRE, SECRETAIRE]);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    // The dialog's chunk may still be on its way at the first opening.
    await screen.findByRole('dialog', undefined, WAIT);
    openDropdown('Rôle');
    await waitFor(() =>
      expect(options()).toEqual([
        'Administrateur',
        'Secrétariat',
        'Secrétariat externe',
        'Médecin',
        'Psychologue',
      ]),
    );
    expect(within(dialog()).getByText(/^Bureaux/).textContent).toBe('Bureaux');
  });

  it('an administrator limited to offices is not offered the administrator role and must choose offices', async () => {
    const { api } = await renderAs(ME_LIMITE, '/admin/utilisateur/statut/tous', [ME_LIMITE, SECRETAIRE], {
      'PATCH /utilisateurs/u-sec': { body: SECRETAIRE },
    });
    await screen.findByText('Sophie Secrétaire', undefined, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    // The dialog's chunk may still be on its way at the first opening.
    await screen.findByRole('dialog', undefined, WAIT);
    openDropdown('Rôle');
    await waitFor(() =>
      expect(options()).toEqual(['Secrétariat', 'Secrétariat externe', 'Médecin', 'Psychologue']),
    );
    expect(within(dialog()).getByText(/^Bureaux/).textContent).toBe('Bureaux *');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Editing a user and removing its offices: the shared rule's message, next to the field, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Sophie Secrétaire »' }));
    const chip = within(dialog()).getByText('Argenteuil').closest('.p-multiselect-token') as HTMLElement;
    fireEvent.click(chip.querySelector('.p-multiselect-token-icon')!);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog()).findByText(REFUS.sansBureau.message)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('an administrator limited to offices cannot change its own role or offices (fields fixed, not sent)', async () => {
    const { api } = await renderAs(ME_LIMITE, '/admin/utilisateur/statut/tous', [ME_LIMITE, SECRETAIRE], {
      'PATCH /utilisateurs/u-adm-arg': { body: { ...ME_LIMITE, telephone: '01 34 00 00 00', version: 4 } },
    });
    await screen.findByText('Admin Argenteuil', undefined, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Admin Argenteuil »' }));
    expect(within(dialog()).getByText(`${REFUS.soiMeme.message}.`)).toBeTruthy();
    const role = within(dialog())
      .getByRole('combobox', { name: 'Rôle' })
      .closest('.p-dropdown') as HTMLElement;
    expect(role.className).toContain('p-disabled');
    const bureaux = within(dialog()).getByText('Argenteuil').closest('.p-multiselect') as HTMLElement;
    expect(bureaux.className).toContain('p-disabled');
    fireEvent.change(within(dialog()).getByLabelText('Téléphone'), { target: { value: '0134000000' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      nomComplet: 'Admin Argenteuil',
      telephone: '01 34 00 00 00',
      rpps: null,
      version: 3,
    });
  });

  it('live refresh: a realtime Utilisateur change refetches the list, an open dialog keeps the typing', async () => {
    let stored = [ME_LIBRE, SECRETAIRE];
    const { queryClient } = await renderAs(ME_LIBRE, '/admin/utilisateur/statut/tous', [], {
      'GET /utilisateurs': () => ({ body: stored }),
    });
    await screen.findByText('Sophie Secrétaire', undefined, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Sophie Secrétaire »' }));
    const nom = () => within(dialog()).getByLabelText(/^Nom complet/) as HTMLInputElement;
    fireEvent.change(nom(), { target: { value: 'Sophie (en cours de saisie)' } });
    stored = [ME_LIBRE, SECRETAIRE, MEDECIN];
    await act(() => queryClient.invalidateQueries({ queryKey: tableKey('Utilisateur') }));
    await screen.findByText('Marc Médecin', undefined, WAIT);
    expect(nom().value).toBe('Sophie (en cours de saisie)');
  });

  it('an unrestricted administrator is read-only for an administrator limited to offices', async () => {
    await renderAs(ME_LIMITE, '/admin/utilisateur/statut/tous', [ME_LIMITE, ME_LIBRE, SECRETAIRE]);
    await screen.findByText('Admin Central', undefined, WAIT);
    const row = rowOf('Admin Central');
    expect(within(row).getByText('Lecture seule')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(
      within(rowOf('Sophie Secrétaire')).getByRole('button', { name: 'Modifier « Sophie Secrétaire »' }),
    ).toBeTruthy();
  });
});
