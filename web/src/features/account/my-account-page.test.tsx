import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../lib/session/token-storage.ts';
import { DEMO_USER, fakeToken, installFakeApi } from '../../lib/testing/fake-api.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import MyAccountPage from './my-account-page.tsx';

async function renderSignedIn(routes = {}) {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sid: 's' }));
  const api = installFakeApi({ 'GET /utilisateurs/moi': { body: DEMO_USER }, ...routes });
  renderWithProviders(<MyAccountPage />);
  await screen.findByText('Alice Martin');
  return api;
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('My account (Shell: profile, offices, role, password change)', () => {
  it('shows the profile with the role label and the offices', async () => {
    await renderSignedIn();

    expect(screen.getByText('alice@umj.test')).toBeTruthy();
    expect(screen.getByText('Secrétariat')).toBeTruthy();
    expect(screen.getByText('Argenteuil')).toBeTruthy();
  });

  it('refuses a confirmation that does not match, and a new password equal to the old one', async () => {
    const api = await renderSignedIn();
    type('Mot de passe actuel', 'une phrase de passe');
    type('Nouveau mot de passe', 'une phrase de passe');
    type('Confirmation du nouveau mot de passe', 'autre chose');

    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));

    expect(await screen.findByText('Les deux mots de passe ne correspondent pas')).toBeTruthy();
    expect(screen.getByText("Le nouveau mot de passe doit être différent de l'ancien")).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/auth/change-password')).toHaveLength(0);
  });

  it('sends the change and confirms it', async () => {
    const api = await renderSignedIn({ 'POST /auth/change-password': { status: 204 } });
    type('Mot de passe actuel', 'ancienne phrase');
    type('Nouveau mot de passe', 'nouvelle phrase de passe');
    type('Confirmation du nouveau mot de passe', 'nouvelle phrase de passe');

    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));

    expect(await screen.findByText('Votre mot de passe a été changé.')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/auth/change-password')?.body).toEqual({
        motDePasse: 'ancienne phrase',
        nouveauMotDePasse: 'nouvelle phrase de passe',
      }),
    );
  });
});

describe('My account: professional contact details (phone and RPPS, PATCH /utilisateurs/moi)', () => {
  const withProfile = { ...DEMO_USER, telephone: '01 99 00 00 01', rpps: null, version: 4 };
  const renderWithProfile = (routes = {}) =>
    renderSignedIn({ 'GET /utilisateurs/moi': { body: withProfile }, ...routes });

  it('shows the stored phone and refuses an RPPS that is not 11 digits, before any call', async () => {
    const api = await renderWithProfile();
    expect((screen.getByLabelText('Téléphone') as HTMLInputElement).value).toBe('01 99 00 00 01');
    type('Numéro RPPS', '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le numéro RPPS doit comporter 11 chiffres')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('sends phone, RPPS and the version read, then shows the stored values and a confirmation', async () => {
    const api = await renderWithProfile({
      'PATCH /utilisateurs/moi': {
        body: { ...withProfile, telephone: '06 39 98 00 02', rpps: '10101230002', version: 5 },
      },
    });
    type('Téléphone', '+33 6 39 98 00 02');
    type('Numéro RPPS', '10101230002');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Vos coordonnées ont été enregistrées.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      telephone: '+33 6 39 98 00 02',
      rpps: '10101230002',
      version: 4,
    });
    expect((screen.getByLabelText('Téléphone') as HTMLInputElement).value).toBe('06 39 98 00 02');
  });

  it('shows the server message of a stale version (409) and keeps what was typed', async () => {
    await renderWithProfile({
      'PATCH /utilisateurs/moi': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'VERSION_CONFLICT',
          message:
            "Cet élément a été modifié entre-temps par quelqu'un d'autre. Rechargez la page puis recommencez.",
        },
      },
    });
    type('Numéro RPPS', '10101230003');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/modifié entre-temps/)).toBeTruthy();
    expect((screen.getByLabelText('Numéro RPPS') as HTMLInputElement).value).toBe('10101230003');
  });
});
