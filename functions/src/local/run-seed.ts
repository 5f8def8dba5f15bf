// Runs the demo seed (src/seed/seed.ts, idempotent) when it exists.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SEED_MODULE = new URL('../seed/seed.ts', import.meta.url);

export async function runSeed(log: (line: string) => void): Promise<void> {
  if (!existsSync(fileURLToPath(SEED_MODULE))) {
    log(`seed: ${fileURLToPath(SEED_MODULE)} absent, démarrage sans données de démonstration`);
    return;
  }
  const mod = (await import(SEED_MODULE.href)) as { seedDemoData?: () => Promise<unknown> };
  if (typeof mod.seedDemoData !== 'function') {
    log('seed: src/seed/seed.ts n’exporte pas seedDemoData(), démarrage sans données de démonstration');
    return;
  }
  await mod.seedDemoData();
  log('seed: données de démonstration en place');
}
