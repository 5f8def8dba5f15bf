// Bordereau PDF in the Lambda: the pdfmake handler module bundled as HandlerFunction bundles
// every handler (esbuild, ESM for node22, mainFields module/main, minified, the `require` banner; run
// through esbuild's API here rather than a CDK synth, to stay fast), then run by Node from a folder
// without node_modules: the fonts come from the bundle (pdfmake's virtual file system), and pdfmake's
// CommonJS code, which reads a free `__dirname` absent from an ES module, still works (services/pdf-bordereau.ts
// defines it on globalThis; without it: "__dirname is not defined in ES module scope").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

const ENTRY = fileURLToPath(new URL('./fixtures/bundled-pdf.ts', import.meta.url));
const outdir = mkdtempSync(join(tmpdir(), 'umj-infra-bundle-pdf-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** The banner of infra/lib/stateless/handler-function.ts (CommonJS code calling `require` in ESM). */
const ESM_REQUIRE_BANNER =
  "import{createRequire as __umjCreateRequire}from'node:module';const require=__umjCreateRequire(import.meta.url);";

describe('the bordereau PDF module bundled for the Lambda', () => {
  it('prints a PDF from the bundle alone (embedded fonts, no file or URL read)', async () => {
    const sortie = join(outdir, 'index.mjs');
    await build({
      entryPoints: [ENTRY],
      outfile: sortie,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      mainFields: ['module', 'main'],
      minify: true,
      banner: { js: ESM_REQUIRE_BANNER },
      logLevel: 'silent',
    });
    const probe = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(sortie)}); console.log(JSON.stringify(await m.handler()));`,
      ],
      { encoding: 'utf8', cwd: outdir },
    );
    expect(probe.status, probe.stderr).toBe(0);
    const resultat = JSON.parse(probe.stdout.trim().split('\n').pop()!) as { octets: number; debut: string };
    expect(resultat.debut).toBe('%PDF-');
    expect(resultat.octets).toBeGreaterThan(5000);
  }, 60_000);
});
