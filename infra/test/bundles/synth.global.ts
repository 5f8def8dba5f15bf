// The cloud assembly the bundle limits read: `UMJ_CDK_OUT` when `npm test` has synthesized it once for
// this and the bundles tier of tests/, else a `cdk synth` with bundling run here (minutes on 2 cores).
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, synthesizeBundles } from '@umj/functions/local/bundles/synth';

declare module 'vitest' {
  export interface ProvidedContext {
    cdkOut: string;
  }
}

export default function setup(project: TestProject) {
  let cdkOut = process.env.UMJ_CDK_OUT;
  if (!cdkOut) {
    cdkOut = join(REPO_ROOT, 'cdk.out');
    console.log(`cdk synth (bundles) : ${Math.round(synthesizeBundles())} s`);
  }
  project.provide('cdkOut', cdkOut);
}
