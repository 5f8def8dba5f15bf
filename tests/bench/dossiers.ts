// Bench: one office's month of patient files with 20,000 files of that office in the table,
// and the calls one agenda week makes. For each call: DynamoDB requests, items the reads went through
// per file returned (1.0 = the Query read only what it answers), call time p50/p95 against the local
// runtime (handler + local gateway, sequential requests).
import { isoDepuisJour, jourDepuisAnMoisJour, jourParis, type Jour } from '@umj/shared/dates';
import type { PageDossiers } from '@umj/shared/dossiers-api';
import { STATUT } from '@umj/shared/statuts-dossier';
import type { LocalRuntime } from '@umj/functions/local/runtime';
import type { BudgetCheck } from './budgets.ts';
import { CHAMPS_SERVEUR } from '../soak/personnel.ts';
import { dossiersFiltresFigures } from './dossiers-filtres.ts';
import { unitesDeCapacite, type CountingProxy } from './counting-proxy.ts';
import { percentile, table } from './report.ts';

const BUREAU = 'argenteuil';
const FICHIERS_BENCH = 20_000;
/** The bench files are spread over about a year (300 days back, 64 ahead), after the demo's ids. */
const PREMIER_ID_BENCH = 100_001;
const REPETITIONS = 10;

export interface Mesure {
  nom: string;
  appels: number;
  fichiers: number;
  requetes: number;
  lus: number;
  unites: string;
  operations: string;
  temps: number[];
}

/** Items the reads went through per file returned (NaN when none was returned). */
export const parFichier = (m: Mesure): number => (m.fichiers > 0 ? m.lus / m.fichiers : NaN);

/** One table of measures: the call, its counts, the items read per file, the `autres` columns, p50 and p95. */
export function tableMesures(
  titre: string,
  mesures: Mesure[],
  autres: [string, (m: Mesure) => string][],
): void {
  table(
    titre,
    [
      'calls',
      'HTTP calls',
      'files returned',
      'DynamoDB requests',
      'items read / file returned',
      ...autres.map(([c]) => c),
      'p50',
      'p95',
    ],
    mesures.map((m) => [
      m.nom,
      m.appels,
      m.fichiers,
      m.requetes,
      m.fichiers > 0 ? parFichier(m).toFixed(2) : `${m.lus} read, none returned`,
      ...autres.map(([, cellule]) => cellule(m)),
      `${percentile(m.temps, 50).toFixed(0)} ms`,
      `${percentile(m.temps, 95).toFixed(0)} ms`,
    ]),
  );
}

/** The bearer header of a demo account (password `Demo-2026!`). */
export async function connexion(
  runtime: LocalRuntime,
  adresseEmail: string,
): Promise<Record<string, string>> {
  const res = await fetch(`${runtime.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ adresseEmail, motDePasse: 'Demo-2026!' }),
  });
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

export async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`HTTP ${res.status} ${url}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Every page of one list (as the list screen and the agenda fetch it). */
export async function toutesLesPages(
  runtime: LocalRuntime,
  auth: Record<string, string>,
  params: Record<string, string>,
): Promise<{ fichiers: number; appels: number }> {
  let suivant: string | null = null;
  let fichiers = 0;
  let appels = 0;
  do {
    const q = new URLSearchParams({ ...params, ...(suivant ? { suivant } : {}) });
    const page: PageDossiers = await getJson<PageDossiers>(
      `${runtime.url}/v1/bureaux/${BUREAU}/dossiers-patients?${q.toString()}`,
      auth,
    );
    fichiers += page.elements.length;
    appels += 1;
    suivant = page.suivant;
  } while (suivant !== null);
  return { fichiers, appels };
}

/** Runs `scenario` once counted, then REPETITIONS times timed. */
export async function mesurer(
  runtime: LocalRuntime,
  proxy: CountingProxy,
  nom: string,
  scenario: () => Promise<{ fichiers: number; appels: number }>,
): Promise<Mesure> {
  // The stream consumers first finish with what earlier writes (the bench files) handed them: their
  // requests are not the call's.
  await runtime.viderFlux();
  proxy.reset();
  const { fichiers, appels } = await scenario();
  const mesure = {
    nom,
    appels,
    fichiers,
    requetes: proxy.total(),
    lus: proxy.itemsRead(),
    unites: unitesDeCapacite(proxy),
    operations: proxy.summary(),
  };
  const temps: number[] = [];
  for (let i = 0; i < REPETITIONS; i++) {
    const t = performance.now();
    await scenario();
    temps.push(performance.now() - t);
  }
  return { ...mesure, temps };
}

/** The Query count of an operations summary ('Query×3, PutItem×1' -> 3). */
function requetesQuery(operations: string): number {
  return Number(/(?:^|, )Query×(\d+)/.exec(operations)?.[1] ?? 0);
}

/**
 * One save (PATCH of the notes) of a file that has a requester and a requisition number: the save looks
 * its requisition up with one Query of its index items (docs/data-model.md R1) besides the Queries every
 * save makes (attachments, configuration, audit). Each repetition sends the version the previous answered.
 */
async function mesurerEnregistrement(
  runtime: LocalRuntime,
  proxy: CountingProxy,
  auth: Record<string, string>,
  semaine: { du: string; au: string },
): Promise<Mesure | null> {
  const page = await getJson<PageDossiers>(
    `${runtime.url}/v1/bureaux/${BUREAU}/dossiers-patients?${new URLSearchParams(semaine).toString()}`,
    auth,
  );
  const modele = page.elements.find((d) => d.requerant !== null && d.requisitionNumero.trim() !== '');
  if (!modele) return null;
  const url = `${runtime.url}/v1/bureaux/${BUREAU}/dossiers-patients/${modele.id}`;
  const sauver = await sauvegardesDuDossier(url, auth);
  return mesurer(
    runtime,
    proxy,
    `save of file ${modele.id} with its requisition (PATCH of the notes)`,
    async () => {
      await sauver();
      return { fichiers: 1, appels: 1 };
    },
  );
}

/**
 * Saves of the file at `url` as its form sends them (PATCH of the notes): the file is read once, then
 * each call of the answered function sends one save with the version the previous one answered.
 */
export async function sauvegardesDuDossier(
  url: string,
  auth: Record<string, string>,
): Promise<() => Promise<void>> {
  let dossier = await getJson<Record<string, unknown>>(url, auth);
  let n = 0;
  return async () => {
    n += 1;
    const corps = Object.fromEntries(Object.entries(dossier).filter(([k]) => !CHAMPS_SERVEUR.includes(k)));
    const res = await fetch(url, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ...corps, notes: `bench ${n}` }),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status} PATCH ${url}: ${await res.text()}`);
    dossier = (await res.json()) as Record<string, unknown>;
  };
}

/** Writes the bench's files of the office: copies of the demo files moved over about a year. */
async function ecrireFichiersBench(
  runtime: LocalRuntime,
  auth: Record<string, string>,
  aujourdhui: Jour,
): Promise<number> {
  const { ecrireParLots } = await import('@umj/functions/seed/demo-dossiers');
  const { itemDossier } = await import('@umj/functions/data/dossiers');
  const modeles = (
    await getJson<PageDossiers>(
      `${runtime.url}/v1/bureaux/${BUREAU}/dossiers-patients?du=${isoDepuisJour(aujourdhui - 120)}&au=${isoDepuisJour(aujourdhui + 60)}`,
      auth,
    )
  ).elements;
  const debut = aujourdhui - 300;
  const items = Array.from({ length: FICHIERS_BENCH }, (_, k) => {
    const modele = modeles[k % modeles.length]!;
    return itemDossier({
      ...modele,
      id: PREMIER_ID_BENCH + k,
      bureauId: BUREAU,
      rendezVousDate: debut + Math.floor((k * 365) / FICHIERS_BENCH),
      creeLe: modele.dateRdvPris,
    });
  });
  const t = performance.now();
  await ecrireParLots(items);
  return performance.now() - t;
}

export async function dossierFigures(
  runtime: LocalRuntime,
  proxy: CountingProxy,
  budgets: BudgetCheck,
): Promise<void> {
  const auth = await connexion(runtime, 'secretariat.argenteuil@umj.example');
  const aujourdhui = jourParis(new Date());
  const ecriture = await ecrireFichiersBench(runtime, auth, aujourdhui);

  // The current month, first to last day.
  const [annee, moisCourant] = isoDepuisJour(aujourdhui).split('-').map(Number) as [number, number];
  const premier = jourDepuisAnMoisJour(annee, moisCourant, 1)!;
  const suivant =
    moisCourant === 12
      ? jourDepuisAnMoisJour(annee + 1, 1, 1)!
      : jourDepuisAnMoisJour(annee, moisCourant + 1, 1)!;
  const mois = { du: isoDepuisJour(premier), au: isoDepuisJour(suivant - 1) };
  // The agenda's week: Monday to Sunday of the current week, one examiner (the demo doctor).
  const lundi = aujourdhui - ((((aujourdhui + 3) % 7) + 7) % 7);
  const semaine = { du: isoDepuisJour(lundi), au: isoDepuisJour(lundi + 6) };
  const premierePage = await getJson<PageDossiers>(
    `${runtime.url}/v1/bureaux/${BUREAU}/dossiers-patients?${new URLSearchParams(semaine).toString()}`,
    auth,
  );
  const examinateur =
    premierePage.elements.find((d) => d.examinateur?.nomComplet === 'Médecin Argenteuil')?.examinateur?.id ??
    premierePage.elements[0]?.examinateur?.id ??
    '';

  const mesures: Mesure[] = [];
  const moisComplet = await mesurer(
    runtime,
    proxy,
    `list screen: month ${mois.du}..${mois.au}, every page`,
    () => toutesLesPages(runtime, auth, mois),
  );
  mesures.push(moisComplet);
  mesures.push(
    await mesurer(runtime, proxy, 'first page only (limite 500)', async () => {
      const page = await getJson<PageDossiers>(
        `${runtime.url}/v1/bureaux/${BUREAU}/dossiers-patients?${new URLSearchParams(mois).toString()}`,
        auth,
      );
      return { fichiers: page.elements.length, appels: 1 };
    }),
  );
  mesures.push(
    await mesurer(runtime, proxy, 'month, statut=Annulé (GSI4)', () =>
      toutesLesPages(runtime, auth, { ...mois, statut: String(STATUT.annule) }),
    ),
  );
  mesures.push(
    await mesurer(runtime, proxy, "month, q='martin' (search in memory)", () =>
      toutesLesPages(runtime, auth, { ...mois, q: 'martin' }),
    ),
  );
  const unExaminateur = await mesurer(runtime, proxy, 'month, one examiner (GSI1)', () =>
    toutesLesPages(runtime, auth, { ...mois, examinateur }),
  );
  mesures.push(unExaminateur);
  const semaineAgenda = await mesurer(
    runtime,
    proxy,
    `agenda week ${semaine.du}: the examiner's files + disponibilites-rv`,
    async () => {
      const [liste] = await Promise.all([
        toutesLesPages(runtime, auth, { ...semaine, examinateur }),
        getJson<unknown>(
          `${runtime.url}/v1/bureaux/${BUREAU}/disponibilites-rv?${new URLSearchParams(semaine).toString()}`,
          auth,
        ),
      ]);
      return { fichiers: liste.fichiers, appels: liste.appels + 1 };
    },
  );
  mesures.push(semaineAgenda);
  const enregistrement = await mesurerEnregistrement(runtime, proxy, auth, semaine);
  if (enregistrement) mesures.push(enregistrement);
  budgets.check('patient files, month list: requests', moisComplet.requetes);
  budgets.check('patient files, month list: items read per file', parFichier(moisComplet));
  budgets.check('patient files, one examiner: items read per file', parFichier(unExaminateur));
  budgets.check('patient files, agenda week: requests', semaineAgenda.requetes);
  budgets.check(
    'patient file save with a requisition: Query requests',
    enregistrement ? requetesQuery(enregistrement.operations) : NaN,
  );
  tableMesures(
    `Patient files: office ${BUREAU} with ${FICHIERS_BENCH.toLocaleString('en')} bench files + the demo's in the table (written in ${(ecriture / 1000).toFixed(1)} s by BatchWriteItem)`,
    mesures,
    [
      ['capacity units', (m) => m.unites],
      ['operations', (m) => m.operations],
    ],
  );
  await dossiersFiltresFigures(runtime, proxy, budgets, auth, aujourdhui);
}
