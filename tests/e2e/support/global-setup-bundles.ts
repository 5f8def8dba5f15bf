// The bundles tier (docs/local-runtime.md#bundles-mode): one runtime whose every function runs from the
// bundle `cdk synth` wrote, with its template's environment. `UMJ_CDK_OUT` names an assembly already
// synthesized (`npm test` synthesizes once for this tier and the bundle limits of infra/); without it the
// setup runs `cdk synth` itself. Every bundle is started (one that cannot start fails here) and every
// schedule of the template runs once; a variable read that the template does not set fails the file
// that caused it (support/bundles-failures.ts).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { synthesizeBundles } from '@umj/functions/local/bundles/synth';
import { startLocalRuntime } from '@umj/functions/local/runtime';
import { buildSpa, hashDemoPasswordsCheaply, provideRuntime } from './global-setup.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export default async function setup(project: TestProject) {
  let cdkOut = process.env.UMJ_CDK_OUT;
  if (!cdkOut) {
    cdkOut = join(root, 'cdk.out');
    console.log(`cdk synth (bundles) : ${Math.round(synthesizeBundles())} s`);
  }
  buildSpa();
  hashDemoPasswordsCheaply();
  const started = Date.now();
  const runtime = await startLocalRuntime({
    port: 0,
    dataDir: null,
    spaDir: join(root, 'web/dist'),
    seed: true,
    log: () => {},
    rateLimits: null,
    bundles: { cdkOut, startAll: true, schedules: 'once' },
  });
  console.log(`runtime en mode bundles (${cdkOut}) : ${Math.round((Date.now() - started) / 1000)} s`);
  provideRuntime(project, runtime);
  return async () => {
    await runtime.stop();
  };
}
