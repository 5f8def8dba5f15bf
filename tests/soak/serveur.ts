// The runtime `npm run soak` starts for itself, in a child process of its own (so that its memory is the
// server's alone): the same local runtime as `npm start` (DynamoDB Local in memory, the demo seed, the
// AWS rate limits on), on an ephemeral port of 127.0.0.1, plus the soak's staff accounts. Prints
// `SOAK_URL <url>` once ready; stops cleanly on SIGTERM.
import { startLocalRuntime } from '@umj/functions/local/runtime';
import { runSeed } from '@umj/functions/local/run-seed';
import { assurerComptesSoak, comptesSoak } from './comptes.ts';

const REQUETE = /^(GET|POST|PATCH|PUT|DELETE|HEAD|OPTIONS) /;
const journal = (line: string) => {
  // One line per request would bury what matters (handler errors, failed timers).
  if (!REQUETE.test(line)) console.log(line);
};

const runtime = await startLocalRuntime({
  port: 0,
  dataDir: null,
  seed: true,
  log: journal,
  seedDemoData: async (log) => {
    await runSeed(log);
    const crees = await assurerComptesSoak(comptesSoak(Number(process.env.SOAK_STAFF ?? 30)));
    log(`soak : ${crees} compte(s) créé(s)`);
  },
});
console.log(`SOAK_URL ${runtime.url.replace('localhost', '127.0.0.1')}`);

let arret = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (arret) return;
    arret = true;
    runtime.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
