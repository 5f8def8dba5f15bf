import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { ModificationTable } from '@umj/shared/realtime';
import { describe, expect, it, vi } from 'vitest';
import { creerCoalesceur } from '@umj/shared/coalescence';
import { DEBOUNCE_MS } from '@umj/shared/constantes';
import { metaElement } from './application-element.ts';
import { appliquerSignaux, cleConcernee, cleDeChiffres } from './rafraichissement-cible.ts';

const signal = (s: Partial<ModificationTable>): ModificationTable => ({
  type: 'ModificationTable',
  table: 'DossierPatient',
  operation: 'MODIFY',
  authSignature: 'autre',
  ...s,
});
const connus = new Set(['b1', 'b2']);
const mai = { du: '2026-05-01', au: '2026-05-31' };

describe('targeted refetch (docs/architecture.md#realtime)', () => {
  it('realtime: same table, same office and the period shown only', () => {
    const s = signal({ bureauId: 'b1', mois: '2026-05', jour: '2026-05-04', id: '12', version: 3 });
    expect(cleConcernee(['DossierPatient', 'b1', 'liste', mai], s, connus)).toBe(true);
    expect(cleConcernee(['Bordereau', 'b1', 'liste', 2026], s, connus)).toBe(false);
    expect(cleConcernee(['DossierPatient', 'b2', 'liste', mai], s, connus)).toBe(false);
    expect(
      cleConcernee(['DossierPatient', 'b1', 'liste', { du: '2026-06-01', au: '2026-06-30' }], s, connus),
    ).toBe(false);
    // A key naming no known office (every office) is concerned.
    expect(cleConcernee(['DossierPatient', undefined, 'facturables'], s, connus)).toBe(true);
  });

  it('realtime: a key naming one item is concerned by that item only', () => {
    const s = signal({ bureauId: 'b1', id: '12' });
    expect(cleConcernee(['DossierPatient', 'b1', 'dossier', 12], s, connus)).toBe(true);
    expect(cleConcernee(['DossierPatient', 'b1', 'dossier', 13], s, connus)).toBe(false);
    expect(cleConcernee(['DossierPatient', 'b1', 'historique', 13], s, connus)).toBe(false);
  });

  it('realtime: only the concerned queries refetch, and not those already holding the version', async () => {
    const client = new QueryClient();
    client.setQueryData(['Bureau', 'liste'], [{ id: 'b1' }, { id: 'b2' }]);
    const lus: string[] = [];
    const observer = (key: unknown[], data: unknown) => {
      client.setQueryData(key, data);
      client
        .getQueryCache()
        .find({ queryKey: key })!
        .setOptions({
          queryKey: key,
          queryFn: () => {
            lus.push(JSON.stringify(key));
            return data;
          },
        });
    };
    observer(['DossierPatient', 'b1', 'liste', mai], [{ id: 12, version: 2 }]);
    observer(['DossierPatient', 'b2', 'liste', mai], [{ id: 40, version: 1 }]);
    observer(['DossierPatient', 'b1', 'dossier', 12], { id: 12, version: 3 });
    observer(['DossierPatient', 'b1', 'dossier', 13], { id: 13, version: 1 });
    await appliquerSignaux(client, [signal({ bureauId: 'b1', jour: '2026-05-04', id: '12', version: 3 })]);
    const invalidees = client
      .getQueryCache()
      .findAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => JSON.stringify(q.queryKey));
    expect(invalidees).toEqual([JSON.stringify(['DossierPatient', 'b1', 'liste', mai])]);
  });

  it('realtime: a list being fetched when its item changes is fetched again, not patched (the answer in flight, read before the change, would overwrite the patch)', async () => {
    const client = new QueryClient();
    client.setQueryData(['Bureau', 'liste'], [{ id: 'b1' }]);
    const key = ['DossierPatient', 'b1', 'liste', mai];
    let lireAvant: (liste: unknown) => void = () => undefined;
    const reponses = [
      new Promise((resolve) => (lireAvant = resolve)),
      Promise.resolve([{ id: 12, version: 3, nom: 'après' }]),
    ];
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => reponses.shift(),
      initialData: [{ id: 12, version: 2, nom: 'avant' }],
      staleTime: Infinity,
      meta: metaElement({
        bureauId: 'b1',
        lire: async () => ({ id: 12, version: 3, nom: 'après' }),
        garde: () => true,
      }),
    });
    const desabonner = observer.subscribe(() => undefined);
    try {
      const enCours = client.refetchQueries({ queryKey: key });
      await appliquerSignaux(client, [signal({ bureauId: 'b1', jour: '2026-05-04', id: '12', version: 3 })]);
      lireAvant([{ id: 12, version: 2, nom: 'avant' }]);
      await enCours;
      await vi.waitFor(() => expect(client.isFetching({ queryKey: key })).toBe(0));
      expect(client.getQueryData(key)).toEqual([{ id: 12, version: 3, nom: 'après' }]);
    } finally {
      desabonner();
    }
  });

  it('realtime: the figures (statistics, accounting) refetch once, DEBOUNCE_MS after the first signal of a burst, and only they', async () => {
    vi.useFakeTimers();
    try {
      const queryClient = new QueryClient();
      const liste = ['DossierPatient', 'b1', 'liste', mai];
      const stats = ['DossierPatient', 'b1', 'statistiques', { du: '2026-01-01', au: '2026-12-31' }];
      const compta = [
        'DossierPatient',
        'b1',
        'comptabilite',
        { du: '2026-01-01', au: '2026-12-31', par: 'mois' },
      ];
      for (const key of [liste, stats, compta]) queryClient.setQueryData(key, { n: 1 });
      expect([liste, stats, compta].map(cleDeChiffres)).toEqual([false, true, true]);
      const lots: ModificationTable[][] = [];
      const timers = {
        setTimeout: (f: () => void, ms: number) => setTimeout(f, ms),
        clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
      };
      const chiffres = creerCoalesceur<ModificationTable>(
        (s) => {
          lots.push(s);
          void appliquerSignaux(queryClient, s, cleDeChiffres);
        },
        timers,
        () => Date.now(),
        DEBOUNCE_MS,
      );
      // Edits every 1,500 ms: the half-second coalescer would hand each over; the figures' waits.
      for (let t = 0; t < 6000; t += 1500) {
        chiffres.ajouter(signal({ bureauId: 'b1', jour: '2026-05-04', id: String(t) }));
        vi.advanceTimersByTime(1500);
      }
      expect(lots).toHaveLength(0);
      vi.advanceTimersByTime(DEBOUNCE_MS - 6000);
      expect(lots.map((l) => l.length)).toEqual([4]);
      await vi.advanceTimersByTimeAsync(1);
      const invalidees = queryClient
        .getQueryCache()
        .findAll()
        .filter((q) => q.state.isInvalidated)
        .map((q) => q.queryKey[2]);
      expect(invalidees.sort()).toEqual(['comptabilite', 'statistiques']);
      chiffres.arreter();
    } finally {
      vi.useRealTimers();
    }
  });
});
