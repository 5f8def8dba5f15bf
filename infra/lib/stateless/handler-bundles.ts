// The handlers' bundles, built by ONE esbuild run for every handler of the functions workspace.
// CDK bundles each function when it is constructed; NodejsFunction ran esbuild once per function (84
// processes, each parsing the AWS SDK and the shared code again: about two minutes of a synth). Here
// the first function to need its bundle builds them all (entry points are independent bundles: no
// code splitting, so each bundle is what a build of its entry alone would be), and each function's
// asset copies its own. The esbuild options are NodejsFunction's for these props (handler-function.ts).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { HANDLERS_DIR, REPO_ROOT } from '../paths.ts';

/** Lets CommonJS dependencies bundled into the ESM output keep calling `require` for Node built-ins. */
export const ESM_REQUIRE_BANNER =
  "import{createRequire as __umjCreateRequire}from'node:module';const require=__umjCreateRequire(import.meta.url);";

/** A handler module: it exports the function the template names (`index.handler`). */
const EXPORTS_HANDLER = /^export\s+(const|async\s+function|function)\s+handler\b/m;

/** Every source file of `dir` that exports `handler` (the entries of the app's functions). */
function handlerEntries(dir = HANDLERS_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => join(dir, f))
    .filter((f) => EXPORTS_HANDLER.test(readFileSync(f, 'utf8')))
    .sort();
}

/** entry -> the folder holding its index.mjs and index.mjs.map, for this process. */
const built = new Map<string, string>();
let workDir: string | null = null;

/**
 * Builds the bundles of `entries` in one esbuild run (ESM for Node 22, minified, source maps without
 * the sources' content, the AWS SDK bundled) into a temporary folder removed when the process exits.
 */
function buildAll(entries: readonly string[]): void {
  if (workDir === null) {
    const dir = mkdtempSync(join(tmpdir(), 'umj-bundles-'));
    workDir = dir;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  const out = mkdtempSync(join(workDir, 'lot-'));
  const entryPoints = entries.map((entry, i) => ({ in: entry, out: `${i}/index` }));
  buildSync({
    entryPoints,
    outdir: out,
    absWorkingDir: REPO_ROOT,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    outExtension: { '.js': '.mjs' },
    mainFields: ['module', 'main'],
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    banner: { js: ESM_REQUIRE_BANNER },
    logLevel: 'warning',
  });
  entries.forEach((entry, i) => built.set(entry, join(out, String(i))));
}

/**
 * Copies the bundle of `entry` (index.mjs, index.mjs.map) into `outputDir`. The first call for a
 * handler of the functions workspace builds every handler's bundle; an entry elsewhere (a test's
 * fixture) is built alone.
 */
export function copyBundle(entry: string, outputDir: string): void {
  const source = resolve(entry);
  if (!built.has(source)) {
    const inWorkspace = !relative(HANDLERS_DIR, source).startsWith('..');
    const batch = inWorkspace ? handlerEntries() : [];
    buildAll(batch.includes(source) ? batch : [source]);
  }
  cpSync(built.get(source)!, outputDir, { recursive: true });
}
