// docs/deployment.md#what-the-tests-check-before-a-deploy: every bundle `cdk synth` wrote is within
// Lambda's deployment package limits, 50 MB zipped (a direct upload; CDK uploads through S3) and 250 MB
// unzipped. Run on a real synth with bundling (vitest.bundles.config.ts: `npm test` synthesizes once
// for this and the bundles tier of tests/), not on the stub-bundled stack of the other infra tests.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { readCdkAssembly } from '@umj/functions/local/bundles/cdk-assembly';

const MB = 1024 * 1024;
const MAX_ZIPPED = 50 * MB;
const MAX_UNZIPPED = 250 * MB;

function files(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

/** Unzipped bytes, and the zip's: each file deflated, with its local header and central directory entry. */
function packageSize(directory: string): { unzipped: number; zipped: number } {
  let unzipped = 0;
  let zipped = 22; // end of central directory
  for (const file of files(directory)) {
    const name = Buffer.byteLength(relative(directory, file));
    unzipped += statSync(file).size;
    zipped += deflateRawSync(readFileSync(file)).length + 30 + name + 46 + name;
  }
  return { unzipped, zipped };
}

describe("Lambda's deployment package limits, on the bundles cdk synth wrote", () => {
  const assembly = readCdkAssembly(inject('cdkOut'));

  it('every function bundle is within 50 MB zipped and 250 MB unzipped', () => {
    const sizes = [...assembly.functions.values()].map((fn) => ({
      fn: fn.description,
      ...packageSize(fn.directory),
    }));
    expect(sizes.length).toBeGreaterThan(80);
    expect(sizes.filter((s) => s.zipped > MAX_ZIPPED || s.unzipped > MAX_UNZIPPED)).toEqual([]);
    const largest = sizes.sort((a, b) => b.unzipped - a.unzipped).slice(0, 3);
    for (const s of largest)
      console.log(
        `${s.fn} : ${(s.zipped / MB).toFixed(1)} Mo compressé (max 50), ${(s.unzipped / MB).toFixed(1)} Mo (max 250)`,
      );
  });
});
