// Vite configuration of the SPA: dev proxy to the local runtime, build to web/dist, vendor chunks.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/**
 * Vendor libraries get their own long-lived chunks (react, react-query, i18next in the entry; zod in
 * the chunks that validate, loaded when needed); everything else (PrimeReact components, screens) is
 * split by route through lazy route modules. Budget: at most 200 KB gzip of JS and CSS
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
];

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

export default defineConfig({
  plugins: [react(), chunkModules()],
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
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
});
