import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { tableKey } from '../query-keys.ts';
import { TOKEN_KEY, readToken } from '../session/token-storage.ts';
import { DEMO_USER, fakeToken, installFakeApi } from '../testing/fake-api.ts';
import { manualTimers, modificationFrame, socketFactory } from '../testing/fake-socket.ts';
import { renderWithProviders } from '../testing/test-providers.tsx';
import { COALESCENCE_MS } from '@umj/shared/constantes';
import { RealtimeProvider } from './realtime-provider.tsx';

const ALERT =
  "Attention : L'application a été mise à jour. Merci de rafraichir votre page. A défaut, elle sera rafraichie dans 30 secondes.";

let bureauxFetches = 0;
function BureauxProbe() {
  const { data } = useQuery({
    queryKey: tableKey('Bureau', 'liste'),
    queryFn: () => {
      bureauxFetches += 1;
      return Promise.resolve(bureauxFetches);
    },
  });
  return <p data-testid="bureaux">{data ?? '-'}</p>;
}

async function setup() {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 'ma-session' }));
  installFakeApi({ 'GET /utilisateurs/moi': { body: DEMO_USER }, 'POST /auth/logout': { status: 204 } });
  const { sockets, createSocket } = socketFactory();
  const { timers, advance } = manualTimers();
  const reload = vi.fn();
  bureauxFetches = 0;
  renderWithProviders(
    <RealtimeProvider createSocket={createSocket} timers={timers} reload={reload}>
      <BureauxProbe />
    </RealtimeProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('bureaux').textContent).toBe('1'));
  return { socket: sockets[0]!, sockets, advance, reload };
}

describe('RealtimeProvider (session, calls)', () => {
  it('session: a Configuration change from another session shows the alert and reloads after 30 s', async () => {
    const { socket, advance, reload } = await setup();

    act(() => socket.receive(modificationFrame('Configuration', 'autre-session')));

    expect(screen.getByRole('alert').textContent).toContain(ALERT);
    act(() => advance(29_999));
    expect(reload).not.toHaveBeenCalled();
    act(() => advance(1));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('session: a Configuration change caused by this session shows nothing', async () => {
    const { socket, advance, reload } = await setup();

    act(() => socket.receive(modificationFrame('Configuration', 'ma-session')));
    act(() => advance(60_000));

    expect(screen.queryByRole('alert')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('calls: a change of another table refreshes the queries keyed by that table, once the burst is over', async () => {
    const { socket, advance } = await setup();

    act(() => socket.receive(modificationFrame('Bureau', 'autre-session', 'INSERT')));
    act(() => socket.receive(modificationFrame('Bureau', 'autre-session', 'MODIFY')));
    expect(screen.getByTestId('bureaux').textContent).toBe('1');
    act(() => advance(COALESCENCE_MS));

    await waitFor(() => expect(screen.getByTestId('bureaux').textContent).toBe('2'));
  });

  it('calls: tokenInvalid signs out', async () => {
    const { socket } = await setup();

    act(() => socket.receive({ event: 'tokenInvalid' }));

    await waitFor(() => expect(readToken()).toBeNull());
  });
});
