// Bench: what a burst of one user's WebSocket attempts costs the writes of another office
// (docs/architecture.md#realtime). A secretary of Argenteuil saves one of her office's files again and
// again (PATCH, one at a time, as bench/dossiers.ts); a doctor of Paris Nord opens 200 WebSockets at
// once (from another process, bench/rafale-client.ts, as browsers are elsewhere). Alternately, ROUNDS times: SAUVEGARDES saves without a burst, then saves while bursts are
// answered (another burst, once the previous one's sockets are closed, until SAUVEGARDES saves were
// made during bursts). Printed: both runs' save times, the bursts' answers, the DynamoDB requests of
// one burst alone (counted by the proxy) and the machine's load; budgeted: the saves' p95 during the
// bursts within 1.5 × their p95 without, and no answer but an opened socket or a 429.
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import type { PageDossiers } from '@umj/shared/dossiers-api';
import { REALTIME_PATH, REALTIME_PROTOCOL } from '@umj/shared/realtime';
import type { LocalRuntime } from '@umj/functions/local/runtime';
import type { BudgetCheck } from './budgets.ts';
import type { CountingProxy } from './counting-proxy.ts';
import { connexion, getJson, sauvegardesDuDossier } from './dossiers.ts';
import type { Demande, Resultat } from './rafale-client.ts';
import { percentile, table } from './report.ts';

const TENTATIVES = 200;
const ROUNDS = 10;
const SAUVEGARDES = 10;

/** One burst of the user of `jeton`, made by the clients' process. */
function rafale(clients: ChildProcess, runtime: LocalRuntime, jeton: string): Promise<Resultat> {
  const demande: Demande = {
    url: `${runtime.url.replace(/^http/, 'ws')}${REALTIME_PATH}`,
    origin: runtime.url,
    protocoles: [REALTIME_PROTOCOL, jeton],
    tentatives: TENTATIVES,
  };
  return new Promise((resolve) => {
    clients.once('message', (resultat: Resultat) => resolve(resultat));
    clients.send(demande);
  });
}

export async function rafaleConnexionsFigures(
  runtime: LocalRuntime,
  proxy: CountingProxy,
  budgets: BudgetCheck,
): Promise<void> {
  const secretariat = await connexion(runtime, 'secretariat.argenteuil@umj.example');
  const medecin = await connexion(runtime, 'medecin.parisnord@umj.example');
  const jetonMedecin = medecin.authorization!.replace(/^Bearer /, '');
  // One of the demo's files of the last four months (the seed spreads them around its first day).
  const aujourdhui = jourParis(new Date());
  const periode = { du: isoDepuisJour(aujourdhui - 120), au: isoDepuisJour(aujourdhui), limite: '1' };
  const page = await getJson<PageDossiers>(
    `${runtime.url}/v1/bureaux/argenteuil/dossiers-patients?${new URLSearchParams(periode).toString()}`,
    secretariat,
  );
  const dossier = page.elements[0];
  if (!dossier) throw new Error('aucun dossier à Argenteuil : la rafale ne peut pas être mesurée');
  const sauver = await sauvegardesDuDossier(
    `${runtime.url}/v1/bureaux/argenteuil/dossiers-patients/${dossier.id}`,
    secretariat,
  );
  const chronometrer = async (temps: number[]) => {
    const t = performance.now();
    await sauver();
    temps.push(performance.now() - t);
  };
  const clients = fork(fileURLToPath(new URL('./rafale-client.ts', import.meta.url)));
  try {
    // Warm: the handlers' modules loaded, as warm Lambdas'.
    await chronometrer([]);
    await rafale(clients, runtime, jetonMedecin);
    // One burst alone, its DynamoDB requests counted.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    proxy.reset();
    await rafale(clients, runtime, jetonMedecin);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const requetes = { total: proxy.total(), detail: proxy.summary() };
    await mesurerRafales(requetes, clients, runtime, jetonMedecin, chronometrer, budgets);
  } finally {
    clients.kill();
  }
}

async function mesurerRafales(
  requetes: { total: number; detail: string },
  clients: ChildProcess,
  runtime: LocalRuntime,
  jetonMedecin: string,
  chronometrer: (temps: number[]) => Promise<void>,
  budgets: BudgetCheck,
): Promise<void> {
  const chargeAvant = loadavg()[0]!;
  const sans: number[] = [];
  const avec: number[] = [];
  const reponses = new Map<string, number>();
  let rafales = 0;
  let ouvertesMax = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < SAUVEGARDES; i++) await chronometrer(sans);
    const cible = avec.length + SAUVEGARDES;
    while (avec.length < cible) {
      let finie = false;
      const enCours = rafale(clients, runtime, jetonMedecin).finally(() => (finie = true));
      do await chronometrer(avec);
      while (!finie);
      const { ouvertes, reponses: lot } = await enCours;
      rafales += 1;
      for (const r of lot) reponses.set(r, (reponses.get(r) ?? 0) + 1);
      ouvertesMax = Math.max(ouvertesMax, ouvertes);
    }
  }

  const autres = [...reponses].filter(([r]) => r !== 'ouverte' && r !== '429').reduce((n, [, k]) => n + k, 0);
  const ratio = percentile(avec, 95) / percentile(sans, 95);
  table(
    `WebSocket burst: ${TENTATIVES} $connect of one Paris Nord user at once, against file saves of Argenteuil (sequential)`,
    ['figure', 'value'],
    [
      [
        'saves without a burst: n, p50, p95',
        `${sans.length}, ${percentile(sans, 50).toFixed(0)} ms, ${percentile(sans, 95).toFixed(0)} ms`,
      ],
      [
        'saves during bursts: n, p50, p95',
        `${avec.length}, ${percentile(avec, 50).toFixed(0)} ms, ${percentile(avec, 95).toFixed(0)} ms`,
      ],
      ['p95 during / without (budget 1.5 ×)', `${ratio.toFixed(2)} ×`],
      ['bursts', rafales],
      ['answers', [...reponses].map(([r, n]) => `${r}: ${n}`).join(', ')],
      ['sockets of the user open after a burst, at most (cap 10)', ouvertesMax],
      [
        `DynamoDB requests of one burst alone (its closing included), per attempt`,
        `${(requetes.total / TENTATIVES).toFixed(2)} (${requetes.detail})`,
      ],
      [
        'machine load average (1 min), before / after',
        `${chargeAvant.toFixed(1)} / ${loadavg()[0]!.toFixed(1)}`,
      ],
    ],
  );
  budgets.check('WebSocket burst of one user: save p95 of another office / without', ratio);
  budgets.check('WebSocket burst of one user: answers neither opened nor 429', autres);
}
