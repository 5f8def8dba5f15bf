import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readToken } from '../../lib/session/token-storage.ts';
import { DEMO_USER, fakeToken, installFakeApi } from '../../lib/testing/fake-api.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import ResetPasswordPage from './reset-password-page.tsx';
import SigninPage from './signin-page.tsx';
import SignupPage from './signup-page.tsx';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function renderSignin() {
  return renderWithProviders(
    <Routes>
      <Route path="/signin" element={<SigninPage />} />
      <Route path="/initialUrl" element={<p>Accueil du rôle</p>} />
    </Routes>,
    { path: '/signin' },
  );
}

describe('public forms: French validation in the browser (shared schemas)', () => {
  it('sign-in: empty fields give the French messages and nothing is sent', async () => {
    const api = installFakeApi({});
    renderSignin();

    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText('Veuillez entrer une adresse e-mail')).toBeTruthy();
    expect(screen.getByText('Veuillez entrer un mot de passe')).toBeTruthy();
    expect(screen.getByLabelText('Adresse e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it('sign-in: a malformed address is refused before any call', async () => {
    const api = installFakeApi({});
    renderSignin();
    type('Adresse e-mail', 'pas-une-adresse');
    type('Mot de passe', 'secret');

    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText('Adresse e-mail invalide')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('errors, sign-in: a wrong password shows the server message', async () => {
    installFakeApi({
      'POST /auth/login': {
        status: 401,
        body: { statusCode: 401, message: 'Adresse e-mail ou mot de passe incorrect', error: 'Unauthorized' },
      },
    });
    renderSignin();
    type('Adresse e-mail', 'alice@umj.test');
    type('Mot de passe', 'mauvais');

    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText('Adresse e-mail ou mot de passe incorrect')).toBeTruthy();
  });

  it('screens, sign-in: success stores the token and goes to /initialUrl', async () => {
    const token = fakeToken({ sid: 's' });
    installFakeApi({
      'POST /auth/login': { body: { accessToken: token } },
      'GET /utilisateurs/moi': { body: DEMO_USER },
    });
    renderSignin();
    type('Adresse e-mail', 'Alice@UMJ.test');
    type('Mot de passe', 'bon-mot-de-passe');

    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText('Accueil du rôle')).toBeTruthy();
    expect(readToken()).toBe(token);
  });

  it('sign-up: the password policy message and the missing name message', async () => {
    const api = installFakeApi({});
    renderWithProviders(<SignupPage />);
    type('Adresse e-mail', 'bob@umj.test');
    type('Nouveau mot de passe', 'court');

    fireEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));

    expect(await screen.findByText('Le mot de passe doit contenir au moins 10 caractères')).toBeTruthy();
    expect(screen.getByText('Veuillez entrer votre nom complet')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sign-up: success says the account has no role until an administrator gives one', async () => {
    const api = installFakeApi({ 'POST /auth/signup': { status: 201, body: {} } });
    renderWithProviders(<SignupPage />);
    type('Nom complet', 'Bob Durand');
    type('Adresse e-mail', 'bob@umj.test');
    type('Nouveau mot de passe', 'une phrase de passe');

    fireEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));

    expect(await screen.findByText(/aucun rôle : un administrateur doit vous en attribuer un/)).toBeTruthy();
    expect(api.calls[0]).toMatchObject({
      path: '/auth/signup',
      body: { nomComplet: 'Bob Durand', adresseEmail: 'bob@umj.test', motDePasse: 'une phrase de passe' },
    });
  });

  it('reset password: the code must have 6 digits', async () => {
    installFakeApi({});
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?adresseEmail=bob%40umj.test' });
    type('Code reçu par e-mail', '12a');
    type('Nouveau mot de passe', 'une phrase de passe');

    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));

    expect(await screen.findByText('Le code de confirmation doit contenir 6 chiffres')).toBeTruthy();
    expect((screen.getByLabelText('Adresse e-mail') as HTMLInputElement).value).toBe('bob@umj.test');
  });

  it('reset password: sends the code and the new password', async () => {
    const api = installFakeApi({ 'POST /auth/reset-password': { body: {} } });
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?adresseEmail=bob%40umj.test' });
    type('Code reçu par e-mail', '123456');
    type('Nouveau mot de passe', 'une phrase de passe');

    fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));

    await waitFor(() =>
      expect(api.calls[0]).toMatchObject({
        path: '/auth/reset-password',
        body: { adresseEmail: 'bob@umj.test', code: '123456', nouveauMotDePasse: 'une phrase de passe' },
      }),
    );
    expect(await screen.findByText('Mot de passe changé')).toBeTruthy();
  });
});
