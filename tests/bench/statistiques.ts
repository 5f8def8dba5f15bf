// Bench: the statistics and the accounting of a year for one office, run after the patient
// files' bench (its 20,000 files of office argenteuil spread over about a year, plus the demo's). For
// each call: the DynamoDB requests (one Query per month on the office's index, D2, plus its pages),
// the items read per file counted, and the call time p50/p95 against the local runtime.
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import type { ReponseComptabilite } from '@umj/shared/comptabilite';
import type { ReponseStatistiques } from '@umj/shared/statistiques';
import type { LocalRuntime } from '@umj/functions/local/runtime';
import type { BudgetCheck } from './budgets.ts';
import { unitesDeCapacite, type CountingProxy } from './counting-proxy.ts';
import { percentile, table } from './report.ts';

const BUREAU = 'argenteuil';
const REPETITIONS = 3;

async function connexion(runtime: LocalRuntime): Promise<Record<string, string>> {
  const res = await fetch(`${runtime.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ adresseEmail: 'secretariat.argenteuil@umj.example', motDePasse: 'Demo-2026!' }),
  });
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`HTTP ${res.status} ${url}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** One call: its status, DynamoDB requests and items read (first run), and its times (next runs). */
async function mesurer(
  proxy: CountingProxy,
  url: string,
  auth: Record<string, string>,
  compter: (body: unknown) => number,
): Promise<(string | number)[]> {
  proxy.reset();
  const t0 = performance.now();
  const res = await fetch(url, { headers: auth });
  const premier = performance.now() - t0;
  const corps: unknown = await res.json();
  const requetes = proxy.total();
  const lus = proxy.itemsRead();
  const operations = `${proxy.summary()} (${unitesDeCapacite(proxy)})`;
  if (!res.ok) {
    // The local gateway ends a call at API Gateway's 29 s, as AWS would: say so rather than stop.
    return [`HTTP ${res.status} after ${(premier / 1000).toFixed(1)} s`, requetes, lus, operations, '-', '-'];
  }
  const temps: number[] = [premier];
  for (let i = 1; i < REPETITIONS; i++) {
    const t = performance.now();
    await getJson<unknown>(url, auth);
    temps.push(performance.now() - t);
  }
  return [
    compter(corps),
    requetes,
    lus,
    operations,
    `${percentile(temps, 50).toFixed(0)} ms`,
    `${percentile(temps, 95).toFixed(0)} ms`,
  ];
}

export async function statistiquesFigures(
  runtime: LocalRuntime,
  proxy: CountingProxy,
  budgets: BudgetCheck,
): Promise<void> {
  const auth = await connexion(runtime);
  // The aggregates of the bench files are maintained from the stream: every change handed over first,
  // so that the figures are complete and the consumers' requests are not counted as the calls'.
  await runtime.viderFlux();
  const aujourdhui = jourParis(new Date());
  // The bench files span 300 days back to 64 ahead: a year ending 64 days ahead is the longest period a
  // call accepts (366 days); a quarter and a month for comparison.
  const fin = aujourdhui + 64;
  const periodes = [
    { nom: 'a year', du: isoDepuisJour(fin - 365), au: isoDepuisJour(fin) },
    { nom: 'a quarter', du: isoDepuisJour(aujourdhui - 91), au: isoDepuisJour(aujourdhui) },
    { nom: 'a month', du: isoDepuisJour(aujourdhui - 30), au: isoDepuisJour(aujourdhui) },
  ];
  const lignes: (string | number)[][] = [];
  for (const p of periodes) {
    const periode = { du: p.du, au: p.au };
    lignes.push([
      `statistiques, ${p.nom} (${p.du}..${p.au})`,
      ...(await mesurer(
        proxy,
        `${runtime.url}/v1/bureaux/${BUREAU}/statistiques?${new URLSearchParams(periode)}`,
        auth,
        (b) => (b as ReponseStatistiques).nombreDossiers,
      )),
    ]);
    lignes.push([
      `comptabilite par=examinateur, ${p.nom}`,
      ...(await mesurer(
        proxy,
        `${runtime.url}/v1/bureaux/${BUREAU}/comptabilite?${new URLSearchParams({ ...periode, par: 'examinateur' })}`,
        auth,
        (b) => (b as ReponseComptabilite).totaux.total.nombreActes,
      )),
    ]);
  }
  table(
    `Statistics and accounting: office ${BUREAU} (the patient files' bench files + the demo's)`,
    [
      'call',
      'files (stats) / acts (accounting)',
      'DynamoDB requests',
      'items read',
      'operations (capacity units)',
      'p50',
      'p95',
    ],
    lignes,
  );
  // The first line is the statistics of a year: [call, files, DynamoDB requests, …].
  budgets.check('statistiques, a year: requests', Number(lignes[0]?.[2]));
}
