// The sign-in form while the first screen is still loading: its mechanism (lib/forms/moteur-formulaire.tsx, with
// react-hook-form) waits for the gate of lib/premier-affichage, and what is typed and submitted meanwhile
// is not lost. Runs in the first-load project (vitest.config.ts): the gate it installs stays in this file.
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { suivreAffichage } from '../../lib/premier-affichage/porte.ts';
import { DEMO_USER, fakeToken, installFakeApi } from '../../lib/testing/fake-api.ts';
import { renderWithProviders } from '../../lib/testing/test-providers.tsx';
import SigninPage from './signin-page.tsx';

describe('public form whose mechanism waits for the first screen', () => {
  it('sign-in typed and submitted while the gate is closed (the first screen still loading): the mechanism arrives and signs in with what was typed', async () => {
    // The first screen still fetching: the mechanism's chunk waits for the gate (a press opens it: porte.test.ts).
    suivreAffichage({ isFetching: () => 1, subscribe: () => () => {}, routeChargee: () => true });
    const api = installFakeApi({
      'POST /auth/login': { body: { accessToken: fakeToken({ sid: 's' }) } },
      'GET /utilisateurs/moi': { body: DEMO_USER },
    });
    renderWithProviders(
      <Routes>
        <Route path="/signin" element={<SigninPage />} />
        <Route path="/initialUrl" element={<p>Accueil du rôle</p>} />
      </Routes>,
      { path: '/signin' },
    );
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'alice@umj.test' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'bon-mot-de-passe' } });
    expect(screen.getByLabelText<HTMLInputElement>('Adresse e-mail').value).toBe('alice@umj.test');

    const bouton = screen.getByRole('button', { name: 'Se connecter' });
    fireEvent.pointerDown(bouton);
    fireEvent.click(bouton);

    expect(await screen.findByText('Accueil du rôle', undefined, { timeout: 10_000 })).toBeTruthy();
    const connexion = api.calls.find((c) => c.path === '/auth/login');
    expect(connexion?.body).toEqual({ adresseEmail: 'alice@umj.test', motDePasse: 'bon-mot-de-passe' });
  });
});
