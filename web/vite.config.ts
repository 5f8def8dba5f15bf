// Vite configuration of the SPA: dev proxy to the local runtime, build to web/dist, vendor chunks.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/**
 * Vendor libraries every screen needs get their own long-lived chunks; everything else (PrimeReact
 * components, screens) is split by route through lazy route modules, so the sign-in route only loads
 * what it renders (budget: < 250 KB gzip of initial JavaScript).
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

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
});
