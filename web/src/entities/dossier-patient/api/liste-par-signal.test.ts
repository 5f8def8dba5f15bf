// A change signal naming one patient file of a shown list fetches that file only and puts it in place
// (lib/realtime/application-element.ts, docs/architecture.md#realtime), with a real QueryClient and the real list
// and GET-one calls of the SPA over a fake `fetch`.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { jourDepuisIso } from '@umj/shared/dates';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import type { ModificationTable } from '@umj/shared/realtime';
import { STATUT, statutRef, type StatutId } from '@umj/shared/statuts-dossier';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { valeursVides } from '../formulaire/valeurs-dossier.ts';
import { dossiersKey } from './cles-dossiers.ts';
import { dossiersQueryOptions, type DossierDuBureau, type FiltreListe } from './list-dossiers.ts';
import { TOKEN_KEY } from '../../../lib/session/token-storage.ts';
import { fakeToken, installFakeApi, type FakeApi, type FakeAnswer } from '../../../lib/testing/fake-api.ts';
import { placerElement } from '../../../lib/realtime/application-element.ts';
import { appliquerSignaux, SEUIL_ELEMENTS } from '../../../lib/realtime/rafraichissement-cible.ts';

const MAI: FiltreListe = { du: '2026-05-01', au: '2026-05-31' };
const jour = (iso: string) => jourDepuisIso(iso)!;

function dossier(
  id: number,
  iso: string,
  version: number,
  statut: StatutId = STATUT.rdvPris,
): DossierPatientStocke {
  return {
    ...valeursVides(),
    id,
    nom: `Patient ${id}`,
    statut: statutRef(statut),
    dateRdvPris: null,
    dateArrivé: null,
    dateAnnulé: null,
    dateModification: null,
    photos: [],
    documents: [],
    bordereauNumero: null,
    bureau: { id: 'b1', nom: 'Argenteuil' },
    rendezVousDate: jour(iso),
    rendezVousHeure: 600,
    examinateur: null,
    version,
    creePar: null,
  };
}

const signal = (s: Partial<ModificationTable>): ModificationTable => ({
  type: 'ModificationTable',
  table: 'DossierPatient',
  operation: 'MODIFY',
  authSignature: 'autre-session',
  bureauId: 'b1',
  ...s,
});

const CHEMIN = '/bureaux/b1/dossiers-patients';
let stockes: Map<number, DossierPatientStocke>;
let api: FakeApi;

/** The fake server: the list answers the stored files of the period; GET one answers a file or 404. */
function serveur() {
  const routes: Record<string, () => FakeAnswer> = {
    [`GET ${CHEMIN}`]: () => ({ body: { elements: [...stockes.values()], suivant: null } }),
  };
  for (let id = 1; id <= 40; id += 1) {
    routes[`GET ${CHEMIN}/${id}`] = () => {
      const d = stockes.get(id);
      return d ? { body: d } : { status: 404, body: { statusCode: 404, message: 'Introuvable' } };
    };
  }
  api = installFakeApi(routes);
}

const lectures = () => api.calls.filter((c) => c.method === 'GET').map((c) => c.path);

async function listeChargee(filtre: FiltreListe = MAI) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['Bureau', 'liste'], [{ id: 'b1' }, { id: 'b2' }]);
  const options = dossiersQueryOptions('b1', filtre);
  // Shown on a screen: an observer keeps the list active, so an invalidation refetches it.
  const observer = new QueryObserver(client, options);
  arreter.push(observer.subscribe(() => undefined));
  await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
  api.calls.length = 0;
  const liste = () => client.getQueryData<DossierDuBureau[]>(options.queryKey)!;
  const resume = () => liste().map((d) => [d.id, d.version]);
  return { client, options, liste, resume };
}

const arreter: (() => void)[] = [];
afterEach(() => arreter.splice(0).forEach((f) => f()));

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, fakeToken({ sub: 'u-1', sid: 'ma-session' }));
  stockes = new Map([
    [10, dossier(10, '2026-05-04', 1)],
    [12, dossier(12, '2026-05-06', 2)],
  ]);
  serveur();
});

describe('a change signal applied item by item on a list (docs/architecture.md#realtime)', () => {
  it('a signal for one file of the shown month fetches that file only (as a list row) and replaces it in the list', async () => {
    const { client, liste, resume } = await listeChargee();
    stockes.set(12, { ...dossier(12, '2026-05-06', 3), nom: 'Renommé' });

    await appliquerSignaux(client, [signal({ id: '12', version: 3, mois: '2026-05', jour: '2026-05-06' })]);

    expect(lectures()).toEqual([`${CHEMIN}/12`]);
    // `?vue=liste`: the server records no 'lecture' of the file for a list refresh.
    expect(api.calls.map((c) => c.search)).toEqual(['?vue=liste']);
    expect(resume()).toEqual([
      [10, 1],
      [12, 3],
    ]);
    expect(liste()[1]).toMatchObject({ nom: 'Renommé', bureauId: 'b1' });
  });

  it('a signal older than the cached version fetches nothing', async () => {
    const { client, resume } = await listeChargee();

    await appliquerSignaux(client, [signal({ id: '12', version: 2, jour: '2026-05-06' })]);
    await appliquerSignaux(client, [signal({ id: '12', version: 1, jour: '2026-05-06' })]);

    expect(lectures()).toEqual([]);
    expect(resume()).toEqual([
      [10, 1],
      [12, 2],
    ]);
  });

  it('a burst of signals for the same file fetches it once', async () => {
    const { client, resume } = await listeChargee();
    stockes.set(12, dossier(12, '2026-05-06', 5));

    await appliquerSignaux(
      client,
      [3, 4, 5].map((version) => signal({ id: '12', version, jour: '2026-05-06' })),
    );

    expect(lectures()).toEqual([`${CHEMIN}/12`]);
    expect(resume()).toEqual([
      [10, 1],
      [12, 5],
    ]);
  });

  it('a file moved out of the month is removed from the list (its two signals fetch it once)', async () => {
    const { client, resume } = await listeChargee();
    stockes.set(10, dossier(10, '2026-06-02', 2));

    await appliquerSignaux(client, [
      signal({ id: '10', version: 2, mois: '2026-06', jour: '2026-06-02' }),
      signal({ id: '10', version: 2, mois: '2026-05', jour: '2026-05-04' }),
    ]);

    expect(lectures()).toEqual([`${CHEMIN}/10`]);
    expect(resume()).toEqual([[12, 2]]);
  });

  it('a new file of the month is inserted in day order; a file of another month is not fetched', async () => {
    const { client, resume } = await listeChargee();
    stockes.set(11, dossier(11, '2026-05-05', 1));
    stockes.set(30, dossier(30, '2026-06-05', 1));

    await appliquerSignaux(client, [
      signal({ operation: 'INSERT', id: '11', version: 1, jour: '2026-05-05' }),
      signal({ operation: 'INSERT', id: '30', version: 1, mois: '2026-06', jour: '2026-06-05' }),
    ]);

    expect(lectures()).toEqual([`${CHEMIN}/11`]);
    expect(resume()).toEqual([
      [10, 1],
      [11, 1],
      [12, 2],
    ]);
  });

  it('a deleted file (REMOVE) is removed without a fetch; a file no longer visible (404) is removed', async () => {
    const { client, resume } = await listeChargee();
    stockes.delete(10);
    stockes.delete(12);

    await appliquerSignaux(client, [signal({ operation: 'REMOVE', id: '10', jour: '2026-05-04' })]);
    expect(lectures()).toEqual([]);
    await appliquerSignaux(client, [signal({ id: '12', version: 3, jour: '2026-05-06' })]);

    expect(lectures()).toEqual([`${CHEMIN}/12`]);
    expect(resume()).toEqual([]);
  });

  it('a file that left the status filter is removed from the filtered list', async () => {
    stockes.set(10, dossier(10, '2026-05-04', 1, STATUT.rdvPris));
    const { client, resume } = await listeChargee({ ...MAI, statut: STATUT.rdvPris });
    stockes.set(10, dossier(10, '2026-05-04', 2, STATUT.arrive));

    await appliquerSignaux(client, [signal({ id: '10', version: 2, jour: '2026-05-04' })]);

    expect(resume()).toEqual([[12, 2]]);
  });

  it('more than 20 files in one burst, or a signal without an id, refetch the list once instead', async () => {
    const { client, resume } = await listeChargee();
    const ids = Array.from({ length: SEUIL_ELEMENTS + 1 }, (_, i) => i + 13);
    for (const id of ids) stockes.set(id, dossier(id, '2026-05-20', 1));

    await appliquerSignaux(
      client,
      ids.map((id) => signal({ operation: 'INSERT', id: String(id), version: 1, jour: '2026-05-20' })),
    );
    expect(lectures()).toEqual([CHEMIN]);
    expect(resume()).toHaveLength(2 + ids.length);

    api.calls.length = 0;
    await appliquerSignaux(client, [signal({ mois: '2026-05' })]);
    expect(lectures()).toEqual([CHEMIN]);
  });

  it("after this client's write the list holds the stored file, and its signal fetches nothing", async () => {
    const { client, resume } = await listeChargee();
    const ecrit = dossier(12, '2026-05-07', 3);
    client.setQueryData(dossiersKey('b1', 'dossier', 12), ecrit);

    const places = placerElement(client, dossiersKey('b1'), { ...ecrit, bureauId: 'b1' });
    await appliquerSignaux(client, [signal({ id: '12', version: 3, jour: '2026-05-07' })]);

    expect(places.size).toBe(1);
    expect(lectures()).toEqual([]);
    expect(resume()).toEqual([
      [10, 1],
      [12, 3],
    ]);
  });

  it("after this client's write a list being fetched is left to the refetch (the answer in flight would overwrite the placed file)", async () => {
    const { client } = await listeChargee();
    const enCours = client.refetchQueries({ queryKey: dossiersKey('b1') });
    const ecrit = dossier(12, '2026-05-07', 3);

    const places = placerElement(client, dossiersKey('b1'), { ...ecrit, bureauId: 'b1' });

    expect(places.size).toBe(0);
    await enCours;
  });
});
