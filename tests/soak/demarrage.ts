// Where the soak runs: its own runtime (tests/soak/serveur.ts in a child process, its output in a log
// file), or a running `npm start` given by `--url` (the staff accounts are then created in that
// runtime's DynamoDB Local, found through the data folder as `npm run repartition` finds it).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { assurerComptesSoak, comptesSoak } from './comptes.ts';

export interface Cible {
  url: string;
  /** Where the child runtime writes (null with --url). */
  journal: string | null;
  arreter(): Promise<void>;
}

const DEMARRAGE_MAX_MS = 10 * 60_000;

export async function demarrerRuntime(staff: number): Promise<Cible> {
  const journal = join(tmpdir(), `umj-soak-${process.pid}.log`);
  const sortie = createWriteStream(journal);
  const enfant = spawn(
    process.execPath,
    [
      // SOAK_PROFIL=<folder>: a CPU profile of the server (.cpuprofile, for Chrome's DevTools) is
      // written there when it stops.
      ...(process.env.SOAK_PROFIL ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SOAK_PROFIL}`] : []),
      '--import',
      'tsx',
      fileURLToPath(new URL('./serveur.ts', import.meta.url)),
    ],
    {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, LOG_LEVEL: 'warn', SOAK_STAFF: String(staff) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  enfant.stderr.pipe(sortie);
  const url = await new Promise<string>((resolve, reject) => {
    const delai = setTimeout(
      () => reject(new Error(`runtime non prêt après 10 min (${journal})`)),
      DEMARRAGE_MAX_MS,
    );
    enfant.once('exit', (code) =>
      reject(new Error(`runtime arrêté au démarrage (code ${code}, ${journal})`)),
    );
    createInterface({ input: enfant.stdout }).on('line', (ligne) => {
      sortie.write(`${ligne}\n`);
      if (ligne.startsWith('SOAK_URL ')) {
        clearTimeout(delai);
        resolve(ligne.slice('SOAK_URL '.length).trim());
      }
    });
  }).catch((error: unknown) => {
    enfant.kill('SIGTERM');
    throw error;
  });
  return {
    url,
    journal,
    arreter: () =>
      new Promise<void>((resolve) => {
        if (enfant.exitCode !== null) return resolve();
        const force = setTimeout(() => enfant.kill('SIGKILL'), 30_000);
        enfant.once('exit', () => {
          clearTimeout(force);
          sortie.end();
          resolve();
        });
        enfant.kill('SIGTERM');
      }),
  };
}

export async function runtimeExistant(url: string, staff: number): Promise<Cible> {
  const { withLocalRuntime } = await import('@umj/functions/local/with-local-runtime');
  await withLocalRuntime({}, () => assurerComptesSoak(comptesSoak(staff)));
  return { url: url.replace(/\/+$/, ''), journal: null, arreter: async () => undefined };
}
