// The gate of the widgets a screen does not show when it opens (porte.ts): closed while the
// first screen loads its route or its data, open once both are in and the browser is idle, at the
// user's first action, or after the ceiling. Runs in the web-first-load project (its own module graph):
// the gate it installs must not reach another file.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apresAffichage,
  ATTENTE_MAX_MS,
  differer,
  suivreAffichage,
  useApresAffichage,
  type Chargement,
} from './porte.ts';

function ecran(etat: { requetes: number; route: boolean }) {
  const abonnes = new Set<() => void>();
  const chargement: Chargement = {
    isFetching: () => etat.requetes,
    subscribe: (listener) => {
      abonnes.add(listener);
      return () => abonnes.delete(listener);
    },
    routeChargee: () => etat.route,
  };
  const changer = (suite: Partial<typeof etat>) => {
    Object.assign(etat, suite);
    for (const abonne of abonnes) abonne();
  };
  return { chargement, changer, abonnes };
}

/** Whether the gate has opened, once the timers and promises due within `ms` have run. */
async function ouverteApres(ms: number): Promise<boolean> {
  let ouverte = false;
  void apresAffichage().then(() => (ouverte = true));
  await vi.advanceTimersByTimeAsync(ms);
  return ouverte;
}

describe('the widgets a screen does not show at first', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('load at once while no screen is followed (a component rendered on its own)', async () => {
    const charger = vi.fn(async () => 'module');
    await expect(differer(charger)()).resolves.toBe('module');
    expect(charger).toHaveBeenCalledOnce();
    expect(renderHook(() => useApresAffichage()).result.current).toBe(true);
  });

  it('enable a query the screen does not show at first (a badge) once the gate opens', async () => {
    vi.useFakeTimers();
    const { chargement } = ecran({ requetes: 1, route: true });
    suivreAffichage(chargement);
    const { result } = renderHook(() => useApresAffichage());
    expect(result.current).toBe(false);
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current).toBe(true);
    // Open for the components rendered from then on.
    expect(renderHook(() => useApresAffichage()).result.current).toBe(true);
  });

  it('wait while the screen fetches its data, and load once it is in and the browser is idle', async () => {
    vi.useFakeTimers();
    const { chargement, changer, abonnes } = ecran({ requetes: 2, route: true });
    suivreAffichage(chargement);
    const charger = vi.fn(async () => 'module');
    const module = differer(charger)();
    expect(await ouverteApres(2_000)).toBe(false);
    expect(charger).not.toHaveBeenCalled();
    changer({ requetes: 0 });
    expect(await ouverteApres(1_000)).toBe(true);
    await expect(module).resolves.toBe('module');
    // Open for good: it follows nothing more.
    expect(abonnes.size).toBe(0);
  });

  it('start the widgets that waited for the gate each in a task of its own once it opens', async () => {
    vi.useFakeTimers();
    const { chargement } = ecran({ requetes: 1, route: true });
    suivreAffichage(chargement);
    const premier = vi.fn(async () => 'premier');
    const second = vi.fn(async () => 'second');
    void differer(premier)();
    void differer(second)();
    const taches = vi.spyOn(globalThis, 'setTimeout');
    window.dispatchEvent(new Event('pointerdown'));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    // Neither started in the task that opened the gate: each waits for a task (a timer) of its own.
    expect(premier).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    expect(taches.mock.calls.filter(([, delai]) => delai === 0)).toHaveLength(2);
    taches.mockRestore();
    await vi.runOnlyPendingTimersAsync();
    expect(premier).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
  });

  it('wait while the router loads the route, even with no query fetching', async () => {
    vi.useFakeTimers();
    const etat = { requetes: 0, route: false };
    const { chargement } = ecran(etat);
    suivreAffichage(chargement);
    expect(await ouverteApres(2_000)).toBe(false);
    // Not announced: the router is read, not subscribed to.
    etat.route = true;
    expect(await ouverteApres(1_000)).toBe(true);
  });

  it('stay closed when a query starts between the two idle checks (the screen asked for its data)', async () => {
    vi.useFakeTimers();
    const { chargement, changer } = ecran({ requetes: 1, route: true });
    suivreAffichage(chargement);
    changer({ requetes: 0 });
    // The screen's query starts before the second idle check.
    await vi.advanceTimersByTimeAsync(60);
    changer({ requetes: 1 });
    expect(await ouverteApres(2_000)).toBe(false);
    changer({ requetes: 0 });
    expect(await ouverteApres(1_000)).toBe(true);
  });

  it.each(['pointerdown', 'keydown'])(
    'load at the user’s first action (%s) while the screen still loads',
    async (type) => {
      vi.useFakeTimers();
      const { chargement } = ecran({ requetes: 3, route: false });
      suivreAffichage(chargement);
      expect(await ouverteApres(1_000)).toBe(false);
      window.dispatchEvent(new Event(type));
      expect(await ouverteApres(0)).toBe(true);
    },
  );

  it('follow the last root built (React development mode builds it twice): an earlier one opening does not open it', async () => {
    vi.useFakeTimers();
    suivreAffichage(ecran({ requetes: 0, route: true }).chargement);
    const dernier = ecran({ requetes: 1, route: true });
    suivreAffichage(dernier.chargement);
    expect(await ouverteApres(2_000)).toBe(false);
    expect(renderHook(() => useApresAffichage()).result.current).toBe(false);
    dernier.changer({ requetes: 0 });
    expect(await ouverteApres(1_000)).toBe(true);
  });

  it('load after the ceiling whatever the screen does (a query that keeps fetching)', async () => {
    vi.useFakeTimers();
    const { chargement } = ecran({ requetes: 1, route: true });
    suivreAffichage(chargement);
    expect(await ouverteApres(ATTENTE_MAX_MS - 100)).toBe(false);
    expect(await ouverteApres(100)).toBe(true);
  });
});
