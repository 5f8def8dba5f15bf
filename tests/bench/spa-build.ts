// What a route of the built SPA loads before it renders, computed from the build output alone
// (web/dist: index.html, vite's manifest and the chunk -> modules list the web build writes), not timed:
// the entry's static import graph (the <script> and its modulepreloads) and CSS, plus the route
// module's own static graph and CSS (the chunks react-router's lazy route loads before rendering it).
// Used by the first-route test (e2e/platform/first-route.test.ts) and `npm run bench`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface SpaBuild {
  dir: string;
  manifest: Record<string, ManifestChunk>;
  /** Chunk file -> source modules (repository-relative paths, or vite's virtual ids). */
  modules: Record<string, string[]>;
  /**
   * What index.html preloads besides the entry's graph (web/vite.config.ts `prechargerConnexion`: the
   * sign-in page's chunks and PrimeReact's light theme): fetched with the entry, awaited by the sign-in
   * page only.
   */
  preloads: string[];
}

export interface RouteLoad {
  /** JS and CSS files, in load order (entry first). */
  files: { file: string; gzip: number }[];
  gzip: number;
  /** Source modules of those JS files. */
  modules: string[];
}

export function readSpaBuild(dir: string): SpaBuild {
  const read = (name: string) => JSON.parse(readFileSync(join(dir, '.vite', name), 'utf8')) as unknown;
  const build: SpaBuild = {
    dir,
    manifest: read('manifest.json') as Record<string, ManifestChunk>,
    modules: read('chunk-modules.json') as Record<string, string[]>,
    preloads: [],
  };
  const entree = new Set(routeLoad(build, []).files.map((f) => f.file));
  const liens = readFileSync(join(dir, 'index.html'), 'utf8').matchAll(
    /<link rel="(?:module)?preload"[^>]* href="\/([^"]+)"/g,
  );
  build.preloads = [...liens].map((m) => m[1]!).filter((file) => !entree.has(file));
  return build;
}

const gzipCache = new Map<string, number>();
/** Gzip size (level 9) of a file of the build. */
export function chunkGzip(build: Pick<SpaBuild, 'dir'>, file: string): number {
  const path = join(build.dir, file);
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    gzipCache.set(path, size);
  }
  return size;
}

/** Manifest key of a source module given relative to web/ (e.g. `src/features/auth/signin-page.tsx`). */
function chunkKey(build: SpaBuild, source: string): string {
  if (build.manifest[source]) return source;
  throw new Error(`Module absent du manifeste de la construction : ${source}`);
}

/**
 * The files loaded before `routeModules` (manifest keys: sources relative to web/, in the order the
 * router loads them, e.g. the signed-in layout then the page) render, after the entry (index.html).
 */
export function routeLoad(build: SpaBuild, routeModules: readonly string[]): RouteLoad {
  const seen = new Set<string>();
  const js: string[] = [];
  const css: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = build.manifest[key];
    if (!chunk) throw new Error(`Morceau absent du manifeste : ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    js.push(chunk.file);
    for (const sheet of chunk.css ?? []) if (!css.includes(sheet)) css.push(sheet);
  };
  visit('index.html');
  for (const route of routeModules) visit(chunkKey(build, route));
  const files = [...js, ...css].map((file) => ({ file, gzip: chunkGzip(build, file) }));
  return {
    files,
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    modules: js.flatMap((file) => build.modules[file] ?? []),
  };
}

/** Every JS chunk of the build with its own gzip size; `dynamic` for a lazy module (e.g. a route's). */
export function jsChunks(build: SpaBuild): { src: string; file: string; gzip: number; dynamic: boolean }[] {
  return Object.values(build.manifest)
    .filter((c) => c.file.endsWith('.js'))
    .map((c) => ({
      src: c.src ?? c.file,
      file: c.file,
      gzip: chunkGzip(build, c.file),
      dynamic: c.isDynamicEntry === true,
    }));
}

/** The signed-in layout's module: loaded (with its static imports) before any signed-in screen renders. */
export const SIGNED_IN_LAYOUT = 'src/app/shell/layout/signed-in-layout.tsx';

/** The signed-in screens' route modules (manifest keys): the lazy page modules of the product features. */
export function screenModules(build: SpaBuild): string[] {
  return Object.values(build.manifest)
    .filter((c) => c.isDynamicEntry && c.src?.startsWith('src/features/') && c.src.endsWith('-page.tsx'))
    .map((c) => c.src!)
    .filter((src) => !/^src\/features\/(public|auth)\//.test(src))
    .sort();
}

/**
 * The public pages' modules as `web/src/app/route-modules.ts` declares them (PUBLIC_PAGES: path ->
 * `() => import('../features/…')`, the error pages `() => import('./shell/errors/…')`), as manifest keys.
 */
export function publicPageModules(routeModulesSource: string): Map<string, string> {
  const block = /export const PUBLIC_PAGES[^{]*\{([\s\S]*?)\n\};/.exec(routeModulesSource)?.[1] ?? '';
  const pages = new Map<string, string>();
  for (const [, path, target] of block.matchAll(/'([^']+)':\s*\(\)\s*=>\s*import\('(\.{1,2}\/[^']+)'\)/g))
    if (path && target)
      pages.set(path, `src/${target.startsWith('./') ? `app/${target.slice(2)}` : target.slice(3)}`);
  return pages;
}

/** Features of the signed-out pages (docs/product-rules.md#screens public routes). */
const PUBLIC_FEATURES = ['public', 'auth'];
/** The shell's widgets every page has (the error pages and boundary, the theme, the overlay and snackbar). */
const PUBLIC_SHELL_WIDGETS = /^(errors|theme|overlay)\//;
/** The signed-out shell: its layout, the loader and the language choice. */
const PUBLIC_SHELL = [
  'layout/signed-out-layout.tsx',
  'layout/page-loader.tsx',
  'header/language-switcher.tsx',
  'header/language-dropdown.tsx',
  'header/language-names.ts',
  'header/globe-icon.tsx',
];
/**
 * shared/ modules a signed-out page may load: the route table and its rules (roles, working office),
 * the menu as data and its navigation helpers (the coming-soon page names the screen coming), the API's paths and error body,
 * the docs/product-rules.md#constants, the sign-in schemas (loaded by the public forms after their first render).
 */
const PUBLIC_SHARED = [
  'routes',
  'roles',
  'bureau-identite',
  'menu',
  'menu-navigation',
  'api-paths',
  'api-error',
  'constantes',
  'auth',
];

/**
 * Product code ("public pages load no product code"): the signed-in screens and shell, the
 * generic list/edit/export components, the office/file/realtime libraries, the French texts of the
 * product screens, and shared/ domain modules beyond sign-in and routing.
 */
export function isProductModule(id: string): boolean {
  let m = /^web\/src\/features\/([^/]+)\//.exec(id);
  if (m) return !PUBLIC_FEATURES.includes(m[1] ?? '');
  m = /^web\/src\/app\/shell\/(.+)$/.exec(id);
  if (m) return !PUBLIC_SHELL.includes(m[1] ?? '') && !PUBLIC_SHELL_WIDGETS.test(m[1] ?? '');
  if (/^web\/src\/(components|lib\/(bureaux|files|realtime))\//.test(id)) return true;
  m = /^shared\/src\/([^/]+)\.ts$/.exec(id);
  if (m) return !PUBLIC_SHARED.includes(m[1] ?? '');
  return false;
}
