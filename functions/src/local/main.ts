// `npm start`: the whole product on one port (PORT, default 3000), data kept under <repo>/.data/, in the
// table LOCAL_TABLE_NAME (default umj-local; another one after a restore, docs/operations.md#restore).
// `npm run reset` (`--reset`): the same, its .data/ rebuilt first (src/local/version-donnees.ts).
// `npm start -- --bundles`: every function from the bundle `cdk synth` writes first into cdk.out, with
// its template's environment (`--sans-synth`: the cdk.out already there; docs/local-runtime.md#bundles-mode).
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { synthesizeBundles } from './bundles/synth.ts';
import { ecrireRuntimeInfo, effacerRuntimeInfo } from './runtime-info.ts';
import { startLocalRuntime } from './runtime.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = join(repoRoot, '.data');

function parsePort(value: string | undefined): number {
  const port = Number(value ?? '3000');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT invalide : ${value}`);
  return port;
}

const args = process.argv.slice(2);
const cdkOut = join(repoRoot, 'cdk.out');
if (args.includes('--bundles') && !args.includes('--sans-synth')) {
  console.log('cdk synth (chaque handler empaqueté par esbuild dans cdk.out)...');
  console.log(`cdk synth : ${Math.round(synthesizeBundles())} s`);
}

const runtime = await startLocalRuntime({
  port: parsePort(process.env.PORT),
  dataDir,
  spaDir: join(repoRoot, 'web/dist'),
  seed: true,
  reconstruireDonnees: args.includes('--reset'),
  ...(process.env.LOCAL_TABLE_NAME ? { tableName: process.env.LOCAL_TABLE_NAME } : {}),
  // The daily payment split of the schedule (02:00 on AWS), checked every hour here.
  repartitionToutesLesMs: 60 * 60_000,
  // The sealing of the audit trail's closed 5-minute periods (every 5 minutes on AWS too).
  scellementAuditToutesLesMs: 5 * 60_000,
  // The sweep of the time-driven notifications (every 5 minutes on AWS too).
  balayageNotificationsToutesLesMs: 5 * 60_000,
  // Bundles mode: the template's schedules on timers instead of the three above.
  ...(args.includes('--bundles') ? { bundles: { cdkOut, schedules: 'timers' as const } } : {}),
});
// `npm run repartition` finds this runtime's DynamoDB Local through it (removed at exit).
ecrireRuntimeInfo(dataDir, {
  pid: process.pid,
  dynamodbEndpoint: runtime.dynamodbEndpoint,
  tableName: runtime.tableName,
  s3Endpoint: runtime.s3Endpoint,
});
process.once('exit', () => effacerRuntimeInfo(dataDir));

console.log(`
UMJ back-office local : ${runtime.url}
  Fonctions     ${args.includes('--bundles') ? `bundles de ${cdkOut} (environnement du modèle)` : 'sources (tsx)'}
  API REST      ${runtime.url}/v1
  WebSocket     ${runtime.url.replace(/^http/, 'ws')}/ws
  Données       ${dataDir} (DynamoDB Local, s3rver, clé JWT) — npm run reset pour repartir de zéro
  Boîte mail    ${runtime.mailOutboxDir} (codes d'inscription et de réinitialisation)
  Comptes démo  admin@umj.example, secretariat.argenteuil@umj.example, ... (voir README), mot de passe Demo-2026!
Ctrl+C pour arrêter.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} reçu : arrêt propre (connexions, DynamoDB Local)...`);
    runtime.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
