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

describe('My account (issue 4 Shell: profile, offices, role, password change)', () => {
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
