// Bench of the Lambda handlers: each route's handler bundled as on AWS (esbuild, minified ESM for
// Node 22), its size (minified, gzip) and its cold import in a fresh Node process; both also as a ratio
// to a bare DynamoDBDocumentClient bundled the same way (what any handler needs at least), so that the
// budgets do not depend on the machine.
import { build, type BuildOptions } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { apiRoutes, wsRoutes } from '@umj/functions/api/routes';
import type { BudgetCheck } from './budgets.ts';
import { percentile, table } from './report.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
/** Cold imports of the bare client timed: its median is the denominator of the cold-import ratios. */
const BARE_RUNS = 5;

const BARE_CLIENT = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
export const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
`;

const esbuildOptions: BuildOptions = {
  bundle: true,
  minify: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  // As on AWS (infra handler-access IMAGE_HANDLERS): sharp's native binaries stay beside the bundle.
  external: ['sharp'],
  logLevel: 'silent',
};

function coldImport(dir: string, file: string): number {
  const probe = join(dir, 'probe.mjs');
  writeFileSync(
    probe,
    `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`,
  );
  const run = spawnSync(process.execPath, [probe], {
    env: { ...process.env, TABLE_NAME: 'bench', FILES_BUCKET: 'bench', AWS_REGION: 'eu-west-3' },
    encoding: 'utf8',
  });
  return Number.parseFloat(run.stdout.trim());
}

export async function handlerFigures(root: string, budgets: BudgetCheck): Promise<void> {
  const entries = [...new Set([...apiRoutes.map((r) => r.handler), ...Object.values(wsRoutes)])].sort();
  // Under node_modules/.cache, so that the bundles' external packages (sharp) resolve as beside a Lambda.
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const out = mkdtempSync(join(cache, 'umj-bench-'));
  try {
    const bareFile = join(out, 'bare-document-client.mjs');
    await build({
      ...esbuildOptions,
      stdin: { contents: BARE_CLIENT, resolveDir: join(root, 'functions'), loader: 'ts' },
      outfile: bareFile,
    });
    const bareGzip = gzipSync(readFileSync(bareFile)).length;
    const bareMs = percentile(
      Array.from({ length: BARE_RUNS }, () => coldImport(out, bareFile)),
      50,
    );

    const rows: (string | number)[][] = [];
    const ratios: { size: number; cold: number }[] = [];
    for (const h of entries) {
      const file = join(out, `${h.replace(/\//g, '__')}.mjs`);
      await build({
        ...esbuildOptions,
        entryPoints: [join(root, 'functions/src/handlers', `${h}.ts`)],
        outfile: file,
      });
      const code = readFileSync(file);
      const gzip = gzipSync(code).length;
      const ms = coldImport(out, file);
      ratios.push({ size: gzip / bareGzip, cold: ms / bareMs });
      rows.push([
        h,
        kb(code.length),
        kb(gzip),
        `${(gzip / bareGzip).toFixed(2)} ×`,
        Number.isFinite(ms) ? `${ms.toFixed(0)} ms` : 'error',
        Number.isFinite(ms) ? `${(ms / bareMs).toFixed(2)} ×` : 'error',
      ]);
    }
    rows.push([
      '(bare DynamoDBDocumentClient)',
      kb(readFileSync(bareFile).length),
      kb(bareGzip),
      '1.00 ×',
      `${bareMs.toFixed(0)} ms (median of ${BARE_RUNS})`,
      '1.00 ×',
    ]);
    table(
      'Handlers: bundle size and cold import (fresh Node process), and as a ratio to a bare DynamoDBDocumentClient',
      ['handler', 'minified', 'gzip', 'gzip ratio', 'cold import', 'cold ratio'],
      rows,
    );
    const sizes = ratios.map((r) => r.size);
    const colds = ratios.map((r) => r.cold).filter((c) => Number.isFinite(c));
    budgets.check('handler bundle, largest / bare DocumentClient', Math.max(...sizes));
    budgets.check('handler bundle, median / bare DocumentClient', percentile(sizes, 50));
    budgets.check('handler cold import, median / bare DocumentClient', percentile(colds, 50));
    budgets.check('handlers that fail to import', ratios.length - colds.length);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
