import { AVERTISSEMENT_INACTIVITE_MS, INACTIVITE_MAX_MS, MESSAGE_INACTIVITE } from '@umj/shared/constantes';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../api-client.ts';
import { DEMO_USER, fakeToken, installFakeApi } from '../testing/fake-api.ts';
import { renderWithProviders } from '../testing/test-providers.tsx';
import { useSession } from './session-provider.tsx';
import { readToken, TOKEN_KEY } from './token-storage.ts';

const MINUTE = 60_000;

function Probe() {
  return <p data-testid="status">{useSession().status}</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

/** Signs in with a token issued now (fake clock) and waits for the user. */
async function signedIn() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const debut = Date.now();
  localStorage.setItem(
    TOKEN_KEY,
    fakeToken({ sub: 'u-1', sid: 's-1', role: 'secretariat', iat: debut / 1000 }),
  );
  const api = installFakeApi({
    'GET /utilisateurs/moi': { body: DEMO_USER },
    'GET /bureaux': { body: [] },
    'POST /auth/logout': { status: 204 },
  });
  renderWithProviders(<Probe />);
  await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signedIn'));
  return { api, debut };
}

const warning = () => screen.queryByText(MESSAGE_INACTIVITE);
const avancer = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('idle timeout in the SPA (warned one minute before 30 minutes without a call)', () => {
  it('the French warning appears at 29 minutes without a call, and the session is signed out at 30', async () => {
    const { api } = await signedIn();
    await avancer(INACTIVITE_MAX_MS - AVERTISSEMENT_INACTIVITE_MS - 1000);
    expect(warning()).toBeNull();
    await avancer(1000);
    expect(warning()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Rester connecté' })).toBeTruthy();
    expect(readToken()).not.toBeNull();

    await avancer(AVERTISSEMENT_INACTIVITE_MS);
    await avancer(500); // docs/product-rules.md#constants sign-out delay
    expect(readToken()).toBeNull();
    expect(screen.getByTestId('status').textContent).toBe('signedOut');
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/auth/logout')).toBe(true);
  });

  it('« Rester connecté » calls GET /utilisateurs/moi, closes the warning and restarts the 30 minutes', async () => {
    const { api } = await signedIn();
    await avancer(INACTIVITE_MAX_MS - AVERTISSEMENT_INACTIVITE_MS + 10_000);
    expect(warning()).not.toBeNull();
    const appelsAvant = api.calls.filter((c) => c.path === '/utilisateurs/moi').length;

    fireEvent.click(screen.getByRole('button', { name: 'Rester connecté' }));
    await waitFor(() => expect(warning()).toBeNull());
    expect(api.calls.filter((c) => c.path === '/utilisateurs/moi')).toHaveLength(appelsAvant + 1);

    // 29 minutes after that call: still signed in, no warning yet just before; warned at 29 minutes.
    await avancer(INACTIVITE_MAX_MS - AVERTISSEMENT_INACTIVITE_MS - 1000);
    expect(warning()).toBeNull();
    expect(readToken()).not.toBeNull();
    await avancer(1000);
    expect(warning()).not.toBeNull();
  });

  it('any API call postpones the warning (as on the server, recorded at most once a minute)', async () => {
    await signedIn();
    await avancer(20 * MINUTE);
    await act(() => apiFetch('/bureaux'));
    await avancer(20 * MINUTE);
    expect(warning()).toBeNull();
    expect(readToken()).not.toBeNull();
    await avancer(9 * MINUTE);
    expect(warning()).not.toBeNull();
  });
});
