// Issue 11 bench: the statistics and the accounting of a year for one office, run after the patient
// files' bench (its 20,000 files of office argenteuil spread over about a year, plus the demo's). For
// each call: the DynamoDB requests (one Query per month on the office's index, D2, plus its pages),
// the items read per file counted, and the call time p50/p95 against the local runtime.
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import type { ReponseComptabilite } from '@umj/shared/comptabilite';
import type { ReponseStatistiques } from '@umj/shared/statistiques';
import type { LocalRuntime } from '@umj/functions/local/runtime';
import type { CountingProxy } from './counting-proxy.ts';
import { percentile, table } from './report.ts';

const BUREAU = 'argenteuil';
const REPETITIONS = 5;

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

export async function statistiquesFigures(runtime: LocalRuntime, proxy: CountingProxy): Promise<void> {
  const auth = await connexion(runtime);
  const aujourdhui = jourParis(new Date());
  // The longest period a call accepts: 366 days ending 64 days ahead (the bench files' span).
  const periode = { du: isoDepuisJour(aujourdhui + 64 - 365), au: isoDepuisJour(aujourdhui + 64) };
  const appels: { nom: string; url: string; fichiers: (body: unknown) => number }[] = [
    {
      nom: `statistiques ${periode.du}..${periode.au}`,
      url: `${runtime.url}/v1/bureaux/${BUREAU}/statistiques?${new URLSearchParams(periode)}`,
      fichiers: (b) => (b as ReponseStatistiques).nombreDossiers,
    },
    {
      nom: 'comptabilite, same year, par=examinateur',
      url: `${runtime.url}/v1/bureaux/${BUREAU}/comptabilite?${new URLSearchParams({ ...periode, par: 'examinateur' })}`,
      fichiers: (b) => (b as ReponseComptabilite).totaux.total.nombreActes,
    },
  ];
  const lignes: (string | number)[][] = [];
  for (const appel of appels) {
    proxy.reset();
    const corps = await getJson<unknown>(appel.url, auth);
    const requetes = proxy.total();
    const lus = proxy.itemsRead();
    const operations = proxy.summary();
    const temps: number[] = [];
    for (let i = 0; i < REPETITIONS; i++) {
      const t = performance.now();
      await getJson<unknown>(appel.url, auth);
      temps.push(performance.now() - t);
    }
    lignes.push([
      appel.nom,
      appel.fichiers(corps),
      requetes,
      lus,
      operations,
      `${percentile(temps, 50).toFixed(0)} ms`,
      `${percentile(temps, 95).toFixed(0)} ms`,
    ]);
  }
  table(
    `Statistics and accounting (issue 11): a year of office ${BUREAU} (the patient files' bench files + the demo's)`,
    [
      'call',
      'files (stats) / acts (accounting)',
      'DynamoDB requests',
      'items read',
      'operations',
      'p50',
      'p95',
    ],
    lignes,
  );
}
