// Vite configuration of the SPA: dev proxy to the local runtime, build to web/dist, vendor chunks.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/**
 * Vendor libraries get their own long-lived chunks (react, react-query, i18next in the entry; zod in
 * the chunks that validate, loaded when needed); everything else (PrimeReact components, screens) is
 * split by route through lazy route modules. Budget: at most 216 KB gzip of JS and CSS
 * before a public page renders, and no product code there (tests/e2e/platform/first-route.test.ts,
 * docs/architecture.md "First load of the SPA").
 */
const VENDOR_GROUPS = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
    priority: 3,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 2,
  },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
  // The form mechanism's library (lib/forms/use-form.ts): one file for the public forms and the screens
  // (its zod resolver stays with the schemas, in the chunks that validate).
  { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/, priority: 2 },
  // The shell's dependencies that the entry or a signed-out page holds stay where they are (by default a
  // group pulls its modules' dependencies in); the strict execution order below keeps them in order.
  { name: shellChunk, priority: 1, includeDependenciesRecursively: false },
];

const sourceRoot = fileURLToPath(new URL('./src/', import.meta.url));
/** The signed-in layout, loaded before every signed-in screen (tests/bench/spa-build.ts SIGNED_IN_LAYOUT). */
const SIGNED_IN_LAYOUT = `${sourceRoot}app/shell/layout/signed-in-layout.tsx`;
/** The entry's module, and the pages shown signed out (their chunks must not load the signed-in shell). */
const ENTRY = `${sourceRoot}main.tsx`;
const PUBLIC_PAGE = /[\\/]src[\\/](features[\\/](public|auth)|app[\\/]shell[\\/]errors)[\\/]/;

interface GraphContext {
  getModuleInfo(id: string): { importedIds: string[]; dynamicallyImportedIds: string[] } | null;
}

/** The modules `from` loads before it runs: itself and its static imports, recursively. */
function staticGraph(ctx: GraphContext, from: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

let shell: { ctx: GraphContext; modules: Set<string> } | undefined;

/**
 * The chunk of the signed-in shell: the modules the signed-in layout loads, but for those of the entry
 * and of the signed-out pages. Without it, the small modules a screen shares with the layout (a
 * PrimeReact Message, the office selection hooks) were copied into the screen's chunk by the inlining
 * below, and downloaded twice (30 to 76 KB of source per screen).
 */
function shellChunk(id: string, ctx: GraphContext): string | null {
  if (shell?.ctx !== ctx) {
    const all = staticGraph(ctx, [ENTRY]);
    // What the entry imports dynamically stays out: the routes' modules (the layout itself stays the
    // chunk its route loads, importing this one) and what the application fetches as it starts (the
    // offices' query, beside the user's: in the shell, its request would wait for the shell's download).
    const dynamic = [...all].flatMap((m) => ctx.getModuleInfo(m)?.dynamicallyImportedIds ?? []);
    const publicPages = dynamic.filter((m) => PUBLIC_PAGE.test(m));
    const signedOut = new Set([...all, ...staticGraph(ctx, publicPages), ...dynamic]);
    const modules = new Set([...staticGraph(ctx, [SIGNED_IN_LAYOUT])].filter((m) => !signedOut.has(m)));
    shell = { ctx, modules };
  }
  return shell.modules.has(id) ? 'shell' : null;
}

/** Shared chunks under this size (bytes of source, before minification) are inlined into their users. */
const INLINE_COMMON_CHUNKS_BELOW = 32 * 1024;

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Writes `dist/.vite/chunk-modules.json` (chunk file -> the source modules it holds, relative to the
 * repository) beside vite's manifest: with it, the first-route test (tests/e2e/platform/first-route)
 * and `npm run bench` tell which code a page loads before it renders, from the build output alone.
 */
function chunkModules(): Plugin {
  return {
    name: 'umj-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = output.moduleIds.map((id) =>
          id.startsWith('\0') ? id.slice(1) : relative(repositoryRoot, id).split('\\').join('/'),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modules, null, 1),
      });
    },
  };
}

/** The page every visitor without a session goes through (directly, or from the home page it is sent to). */
const SIGNIN_PAGE = `${sourceRoot}features/auth/signin-page.tsx`;
/**
 * PrimeReact's theme of the default mode (app/shell/theme/primereact-theme.ts links it at the start; a
 * user in dark mode gets the dark one, and fetched this one for nothing once).
 */
const LIGHT_THEME = /primereact[\\/]resources[\\/]themes[\\/]lara-light-blue[\\/]theme\.css$/;

/**
 * index.html fetches the sign-in page's chunks (its route module's static graph) and PrimeReact's light
 * theme with the entry's files, instead of after the entry has run: on a first visit over a slow link
 * they were two more round trips before the sign-in form showed (the chunks asked by the router, the
 * theme by the theme provider). Preloads only: the router and the theme provider still load and apply
 * them, from the cache; a returning user has them cached already. The page's two stylesheets (1 KB
 * each) are left to the router: preloaded, Chrome warned on every other page that they went unused.
 */
function prechargerConnexion(): Plugin {
  return {
    name: 'umj-precharger-connexion',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const sorties = Object.values(bundle ?? {});
        const chunks = new Map(
          sorties.flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])),
        );
        // The chunk files a chunk loads before it runs (its static imports), as the module graph's.
        const graphe: GraphContext = {
          getModuleInfo: (file) => ({
            importedIds: chunks.get(file)?.imports ?? [],
            dynamicallyImportedIds: [],
          }),
        };
        const entree = staticGraph(
          graphe,
          [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName),
        );
        const page = [...chunks.values()].find((c) => c.facadeModuleId === SIGNIN_PAGE);
        const theme = sorties.find(
          (o) => o.type === 'asset' && o.originalFileNames.some((n) => LIGHT_THEME.test(n)),
        );
        if (!page || !theme)
          throw new Error('umj-precharger-connexion: page de connexion ou thème introuvable');
        const js = [...staticGraph(graphe, [page.fileName])].filter((f) => !entree.has(f));
        return [
          ...js.map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
          })),
          // Linked by the theme provider without crossorigin: the preload matches it.
          { tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${theme.fileName}` } },
        ].map((tag) => ({ ...tag, injectTo: 'head' as const }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), chunkModules(), prechargerConnexion()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  preview: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: each chunk's static and dynamic imports and CSS (read by the tests and
    // the bench to compute what a route loads).
    manifest: true,
    rolldownOptions: {
      // Required by the inlining below: unused exports of an entry may be dropped.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: VENDOR_GROUPS,
          // The small chunks rolldown makes for code that several routes share (a 1 KB shared/ module,
          // a PrimeReact icon) are copied into the chunks that use them, one shared runtime keeping one
          // instance of each module: a screen then loads about 30 files instead of 60 to 90, and each
          // file costs a round trip on a slow link (https://rolldown.rs/in-depth/inline-common-chunks).
          // It turns on strictExecutionOrder (modules run in source order whatever their chunk), which
          // costs about 3 KB gzip on the sign-in page (docs/architecture.md#first-load-of-the-spa).
          experimentalInlineCommonChunks: {
            maxSize: INLINE_COMMON_CHUNKS_BELOW,
            // Chunks holding styles stay files (Vite emits a style module's CSS from every chunk listing it).
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
});
