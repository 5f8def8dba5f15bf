// Bench: what a burst of one user's WebSocket attempts costs the writes of another office
// (docs/architecture.md#realtime). A secretary of Argenteuil saves one of her office's files again and
// again (PATCH, one at a time, as bench/dossiers.ts); a doctor of Paris Nord opens 200 WebSockets at
// once. Alternately, ROUNDS times: SAUVEGARDES saves without a burst, then saves while bursts are
// answered (another burst, once the previous one's sockets are closed, until SAUVEGARDES saves were
// made during bursts). Printed: both runs' save times and the bursts' answers; budgeted: the saves' p95
// during the bursts within 1.5 × their p95 without, and no answer but an opened socket or a 429.
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import type { PageDossiers } from '@umj/shared/dossiers-api';
import { REALTIME_PATH, REALTIME_PROTOCOL } from '@umj/shared/realtime';
import type { LocalRuntime } from '@umj/functions/local/runtime';
import { WebSocket } from 'ws';
import type { BudgetCheck } from './budgets.ts';
import { connexion, getJson, sauvegardesDuDossier } from './dossiers.ts';
import { percentile, table } from './report.ts';

const TENTATIVES = 200;
const ROUNDS = 5;
const SAUVEGARDES = 20;

interface Rafale {
  ouvertes: WebSocket[];
  /** 'ouverte', or the status that refused the upgrade ('erreur' without one). */
  reponses: string[];
}

/** TENTATIVES sockets of `token` opened at once; resolves once each is opened or refused. */
async function rafale(runtime: LocalRuntime, token: string): Promise<Rafale> {
  const url = `${runtime.url.replace(/^http/, 'ws')}${REALTIME_PATH}`;
  const ouvertes: WebSocket[] = [];
  const reponses = await Promise.all(
    Array.from(
      { length: TENTATIVES },
      () =>
        new Promise<string>((resolve) => {
          const ws = new WebSocket(url, [REALTIME_PROTOCOL, token], { origin: runtime.url });
          ws.once('open', () => {
            ouvertes.push(ws);
            resolve('ouverte');
          });
          ws.once('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
          ws.once('error', () => resolve('erreur'));
        }),
    ),
  );
  return { ouvertes, reponses };
}

function fermer(sockets: WebSocket[]): Promise<unknown> {
  return Promise.all(
    sockets.map((ws) =>
      ws.readyState === WebSocket.CLOSED
        ? undefined
        : new Promise((resolve) => {
            ws.once('close', resolve);
            ws.close();
          }),
    ),
  );
}

export async function rafaleConnexionsFigures(runtime: LocalRuntime, budgets: BudgetCheck): Promise<void> {
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
  // Warm: the handlers' modules loaded, as warm Lambdas'.
  await chronometrer([]);
  await fermer((await rafale(runtime, jetonMedecin)).ouvertes);

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
      const enCours = rafale(runtime, jetonMedecin).finally(() => (finie = true));
      do await chronometrer(avec);
      while (!finie);
      const { ouvertes, reponses: lot } = await enCours;
      rafales += 1;
      for (const r of lot) reponses.set(r, (reponses.get(r) ?? 0) + 1);
      ouvertesMax = Math.max(ouvertesMax, ouvertes.filter((ws) => ws.readyState === WebSocket.OPEN).length);
      await fermer(ouvertes);
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
    ],
  );
  budgets.check('WebSocket burst of one user: save p95 of another office / without', ratio);
  budgets.check('WebSocket burst of one user: answers neither opened nor 429', autres);
}
