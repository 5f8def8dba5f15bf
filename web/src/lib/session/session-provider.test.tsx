import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USER, fakeToken, installFakeApi } from '../testing/fake-api.ts';
import { renderWithProviders } from '../testing/test-providers.tsx';
import { DEVICE_TOKENS_KEY, readDeviceToken, writeDeviceToken } from './device-token.ts';
import { requestSignOut } from './session-events.ts';
import { useSession } from './session-provider.tsx';
import { clearToken, readToken, TOKEN_KEY, writeToken } from './token-storage.ts';
import { currentUserKey } from './user-query.ts';

function Probe() {
  const session = useSession();
  return (
    <div>
      <p data-testid="status">{session.status}</p>
      <p data-testid="user">{session.user?.nomComplet ?? '-'}</p>
      <p data-testid="error">{session.error ?? '-'}</p>
      <button type="button" onClick={() => void session.signOut()}>
        sortir
      </button>
      <button
        type="button"
        onClick={() =>
          session.signIn({ adresseEmail: 'alice@umj.test', motDePasse: 'x' }).catch((e: Error) => {
            document.title = e.message;
          })
        }
      >
        entrer
      </button>
    </div>
  );
}

const TOKEN = fakeToken({ sub: 'u-1', sid: 's-1', role: 'secretariat' });

afterEach(() => {
  vi.useRealTimers();
  document.title = '';
});

describe('session (session, errors)', () => {
  it('session: a stored token triggers loading the user', async () => {
    localStorage.setItem(TOKEN_KEY, TOKEN);
    const api = installFakeApi({ 'GET /utilisateurs/moi': { body: DEMO_USER } });

    renderWithProviders(<Probe />);

    expect(screen.getByTestId('status').textContent).toBe('loading');
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signedIn'));
    expect(screen.getByTestId('user').textContent).toBe('Alice Martin');
    expect(api.calls[0]).toMatchObject({ path: '/utilisateurs/moi', authorization: `Bearer ${TOKEN}` });
  });

  it('session: without a stored token nobody is loaded and the session is signed out', () => {
    const api = installFakeApi({});

    renderWithProviders(<Probe />);

    expect(screen.getByTestId('status').textContent).toBe('signedOut');
    expect(api.calls).toHaveLength(0);
  });

  it('session: a missing token with a loaded user signs out (user cleared after the delay)', async () => {
    localStorage.setItem(TOKEN_KEY, TOKEN);
    installFakeApi({ 'GET /utilisateurs/moi': { body: DEMO_USER }, 'POST /auth/logout': { status: 204 } });
    const { queryClient } = renderWithProviders(<Probe />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signedIn'));

    act(() => clearToken());

    expect(screen.getByTestId('status').textContent).toBe('signedOut');
    await waitFor(() => expect(queryClient.getQueryData(currentUserKey)).toBeUndefined());
  });

  it('session: /constants sign-out waits 500 ms, then clears user and token', async () => {
    localStorage.setItem(TOKEN_KEY, TOKEN);
    const api = installFakeApi({
      'GET /utilisateurs/moi': { body: DEMO_USER },
      'POST /auth/logout': { status: 204 },
    });
    const { queryClient } = renderWithProviders(<Probe />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signedIn'));
    vi.useFakeTimers();

    fireEvent.click(screen.getByText('sortir'));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(readToken()).toBe(TOKEN);
    expect(screen.getByTestId('user').textContent).toBe('Alice Martin');
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(readToken()).toBeNull();
    expect(queryClient.getQueryData(currentUserKey)).toBeUndefined();
    expect(screen.getByTestId('status').textContent).toBe('signedOut');
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/auth/logout')).toBe(true);
  });

  it('session: a sign-out still waiting when the provider unmounts does not clear the next session’s token', async () => {
    localStorage.setItem(TOKEN_KEY, TOKEN);
    installFakeApi({ 'GET /utilisateurs/moi': { body: DEMO_USER }, 'POST /auth/logout': { status: 204 } });
    const { unmount } = renderWithProviders(<Probe />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signedIn'));
    vi.useFakeTimers();

    fireEvent.click(screen.getByText('sortir'));
    unmount();
    const suivant = fakeToken({ sub: 'u-2', sid: 's-2', role: 'medecin' });
    writeToken(suivant);
    await act(() => vi.advanceTimersByTimeAsync(1_000));

    expect(readToken()).toBe(suivant);
  });

  it.each([
    [
      'status 401',
      {
        status: 401,
        statusText: 'Unauthorized',
        body: { statusCode: 401, message: 'Jeton expiré', error: 'Unauthorized' },
      },
    ],
    [
      'statusText Unauthorized',
      { status: 403, statusText: 'Unauthorized', body: { statusCode: 403, message: 'x', error: 'y' } },
    ],
    [
      'data.statusCode 401',
      { status: 400, statusText: 'Bad Request', body: { statusCode: 401, message: 'x', error: 'y' } },
    ],
    [
      'message Unauthorized',
      {
        status: 403,
        statusText: 'Forbidden',
        body: { statusCode: 403, message: 'Unauthorized', error: 'y' },
      },
    ],
  ])('errors: a %s answer signs out', async (_name, answer) => {
    localStorage.setItem(TOKEN_KEY, TOKEN);
    installFakeApi({
      'GET /utilisateurs/moi': { body: DEMO_USER },
      'GET /bureaux': answer,
      'POST /auth/logout': { status: 204 },
    });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signedIn'));
    const { apiFetch } = await import('../api-client.ts');

    await expect(apiFetch('/bureaux')).rejects.toMatchObject({ name: 'ApiError' });

    await waitFor(() => expect(readToken()).toBeNull());
    expect(screen.getByTestId('status').textContent).toBe('signedOut');
  });

  it('errors: a failed user load shows the server message and signs out', async () => {
    localStorage.setItem(TOKEN_KEY, TOKEN);
    installFakeApi({
      'GET /utilisateurs/moi': {
        status: 500,
        body: { statusCode: 500, message: 'Base indisponible', error: 'Internal Server Error' },
      },
    });

    renderWithProviders(<Probe />);

    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('Base indisponible'));
    await waitFor(() => expect(readToken()).toBeNull());
  });

  it('errors, sign-in: server message of a refused sign-in, no token kept', async () => {
    installFakeApi({
      'POST /auth/login': {
        status: 401,
        body: { statusCode: 401, message: 'Adresse e-mail ou mot de passe incorrect', error: 'Unauthorized' },
      },
    });
    renderWithProviders(<Probe />);

    fireEvent.click(screen.getByText('entrer'));

    await waitFor(() => expect(document.title).toBe('Adresse e-mail ou mot de passe incorrect'));
    expect(readToken()).toBeNull();
  });

  it('errors, sign-in error chain: server error when no message, then exception message, then Erreur inconnu', async () => {
    const { errorMessage, ApiError } = await import('../api-error.ts');
    expect(
      errorMessage(
        new ApiError(429, 'Too Many Requests', { statusCode: 429, message: '', error: 'Too Many Requests' }),
      ),
    ).toBe('Too Many Requests');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage(undefined)).toBe('Erreur inconnu');
  });

  it('session: sign-in stores the token and loads the user', async () => {
    installFakeApi({
      'POST /auth/login': { body: { accessToken: TOKEN } },
      'GET /utilisateurs/moi': { body: DEMO_USER },
    });
    renderWithProviders(<Probe />);

    fireEvent.click(screen.getByText('entrer'));

    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signedIn'));
    expect(readToken()).toBe(TOKEN);
  });

  it('the device token of the account is sent with the next sign-in and replaced by the one returned; another account’s is not sent', async () => {
    localStorage.removeItem(DEVICE_TOKENS_KEY);
    writeDeviceToken('bob@umj.test', 'jeton-de-bob');
    const first = installFakeApi({
      'POST /auth/login': { body: { accessToken: TOKEN, jetonAppareil: 'jeton-1' } },
      'GET /utilisateurs/moi': { body: DEMO_USER },
    });
    const view = renderWithProviders(<Probe />);
    fireEvent.click(screen.getByText('entrer'));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signedIn'));
    expect(first.calls[0]!.body).toEqual({ adresseEmail: 'alice@umj.test', motDePasse: 'x' });
    expect(readDeviceToken('Alice@UMJ.test')).toBe('jeton-1');
    view.unmount();
    clearToken();

    const second = installFakeApi({
      'POST /auth/login': { body: { accessToken: TOKEN, jetonAppareil: 'jeton-2' } },
      'GET /utilisateurs/moi': { body: DEMO_USER },
    });
    renderWithProviders(<Probe />);
    fireEvent.click(screen.getByText('entrer'));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signedIn'));
    expect(second.calls[0]!.body).toEqual({
      adresseEmail: 'alice@umj.test',
      motDePasse: 'x',
      jetonAppareil: 'jeton-1',
    });
    expect(readDeviceToken('alice@umj.test')).toBe('jeton-2');
    expect(readDeviceToken('bob@umj.test')).toBe('jeton-de-bob');
  });

  it('the device tokens of at most 10 accounts are kept, the oldest dropped', () => {
    localStorage.removeItem(DEVICE_TOKENS_KEY);
    for (let i = 0; i < 12; i++) writeDeviceToken(`u${i}@umj.test`, `j${i}`);
    expect(Object.keys(JSON.parse(localStorage.getItem(DEVICE_TOKENS_KEY)!))).toHaveLength(10);
    expect(readDeviceToken('u0@umj.test')).toBeUndefined();
    expect(readDeviceToken('u11@umj.test')).toBe('j11');
  });

  it('calls: a sign-out event (configuration cache, socket) ends the session', async () => {
    writeToken(TOKEN);
    installFakeApi({ 'GET /utilisateurs/moi': { body: DEMO_USER }, 'POST /auth/logout': { status: 204 } });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signedIn'));

    act(() => requestSignOut());

    await waitFor(() => expect(readToken()).toBeNull());
  });
});
