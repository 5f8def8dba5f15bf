// `cdk synth` with bundling (the `npm run synth` of the repository, docs/deployment.md): every handler
// bundled by esbuild into `cdk.out`, which the bundles mode runs (docs/local-runtime.md#bundles-mode).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Synthesizes into `outdir` (default the repository's `cdk.out`: inside the repository, so a bundle's
 * native package built for Lambda's arm64 finds the machine's build in the root node_modules) and
 * returns the seconds it took; throws when the synth fails.
 */
export function synthesizeBundles(outdir?: string): number {
  const started = Date.now();
  const run = spawnSync('npx', ['cdk', 'synth', '--quiet', ...(outdir ? ['--output', outdir] : [])], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`cdk synth a échoué (code ${run.status ?? run.signal})`);
  return (Date.now() - started) / 1000;
}
