// CDK (infra/) "every handler bundled locally by esbuild (no Docker)", one esbuild run for all handlers:
// one handler really bundled (the other tests skip bundling for speed), then loaded by Node.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { HandlerFunction } from '../lib/stateless/handler-function.ts';
import { STUB_ENTRY } from './helpers/test-stack.ts';

const ENTRY = fileURLToPath(new URL('./fixtures/bundled-handler.ts', import.meta.url));
const outdir = mkdtempSync(join(tmpdir(), 'umj-infra-bundle-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** The bundle folder of each function of the stack, by construct id. */
function bundleOnce(): Record<'Fn' | 'Stub', { dir: string; code: string }> {
  const app = new App({ outdir });
  const stack = new Stack(app, 'Bundling');
  new HandlerFunction(stack, 'Fn', { entry: ENTRY, description: 'bundling test', environment: {} });
  // A second handler of the same folder.
  new HandlerFunction(stack, 'Stub', { entry: STUB_ENTRY, description: 'stub', environment: {} });
  app.synth();
  const bundles = Object.entries(Template.fromStack(stack).findResources('AWS::Lambda::Function')).map(
    ([id, fn]) => {
      const assetKey = String(fn.Properties.Code.S3Key).replace(/\.zip$/, '');
      const dir = join(outdir, `asset.${assetKey}`);
      return [
        id.startsWith('Stub') ? 'Stub' : 'Fn',
        { dir, code: readFileSync(join(dir, 'index.mjs'), 'utf8') },
      ];
    },
  );
  return Object.fromEntries(bundles) as Record<'Fn' | 'Stub', { dir: string; code: string }>;
}

describe('CDK: local esbuild bundling of a handler', () => {
  const bundles = bundleOnce();
  const { dir, code } = bundles.Fn;

  it('§ CDK: an ES module bundle with its source map, minified', () => {
    expect(existsSync(join(dir, 'index.mjs.map'))).toBe(true);
    expect(code).toMatch(/^import\{createRequire as __umjCreateRequire\}from'node:module';/);
    expect(code).toContain('//# sourceMappingURL=index.mjs.map');
    const lines = code.split('\n');
    expect(code.length / lines.length).toBeGreaterThan(1000); // minified: a few very long lines
  });

  it('§ CDK (AWS SDK bundled, not taken from the runtime): no import of @aws-sdk or of a workspace is left', () => {
    expect(code).not.toMatch(/from\s*["']@aws-sdk\//);
    expect(code).not.toMatch(/from\s*["']@umj\//);
    expect(code).toContain('DescribeTable');
  });

  it('§ CDK: Node loads the bundle and finds the `handler` export', () => {
    const probe = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(join(dir, 'index.mjs'))}); console.log(typeof m.handler);`,
      ],
      { encoding: 'utf8', env: { ...process.env, AWS_REGION: 'eu-west-3' } },
    );
    // (stderr may carry the AWS SDK's notice about Node 20 on this machine; the Lambda runtime is Node 22.)
    expect(probe.status, probe.stderr).toBe(0);
    expect(probe.stdout.trim()).toBe('function');
  });

  it('§ CDK: two handlers of one folder get two bundles, each of its own entry', () => {
    expect(bundles.Stub.dir).not.toBe(dir);
    expect(bundles.Stub.code).not.toContain('DescribeTable');
    expect(bundles.Stub.code).toContain('204');
  });
});
