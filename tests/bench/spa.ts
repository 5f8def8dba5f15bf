// Bench of the SPA:
// - from the build output (web/dist, bench/spa-build.ts): what a route loads before it renders (JS and
//   CSS, gzip) for every public page and every signed-in screen, each screen's own route chunk, and the
//   largest chunk of the build;
// - a Lighthouse-style LCP of /acceuil and /signin against the local runtime: headless Chromium with
//   the throttling of Lighthouse's mobile preset as DevTools applies it (CPU ×4; 150 ms RTT and
//   1.6 Mbps / 750 kbps, i.e. request latency 562.5 ms and 90 % of the throughputs, Lighthouse's
//   DEVTOOLS_RTT_ADJUSTMENT_FACTOR 3.75 and DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR 0.9), its mobile screen
//   (412 × 823, device pixel ratio 1.75), cold cache; LCP from a PerformanceObserver
//   'largest-contentful-paint' once the page is idle. A figure of this machine, not a test: printed,
//   not budgeted (the sizes above are).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalRuntime } from '@umj/functions/local/runtime';
import { launchBrowser } from '../e2e/support/browser.ts';
import type { BudgetCheck } from './budgets.ts';
import { percentile, table } from './report.ts';
import {
  chunkGzip,
  jsChunks,
  publicPageModules,
  readSpaBuild,
  routeLoad,
  screenModules,
  SIGNED_IN_LAYOUT,
} from './spa-build.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
/** Page loads per LCP figure (median shown). */
const LCP_RUNS = 3;

const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};
const NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};
const CPU_SLOWDOWN = 4;

export function spaSizeFigures(root: string, budgets: BudgetCheck): void {
  const build = readSpaBuild(join(root, 'web/dist'));
  const pages = publicPageModules(readFileSync(join(root, 'web/src/app/route-modules.ts'), 'utf8'));
  const publicRows = [...pages].map(([path, module]) => ({ path, load: routeLoad(build, [module]) }));
  const screens = screenModules(build).map((module) => ({
    module,
    load: routeLoad(build, [SIGNED_IN_LAYOUT, module]),
  }));
  const chunks = jsChunks(build).sort((a, b) => b.gzip - a.gzip);
  const largestScreenChunk = chunks.find((c) => c.dynamic && screens.some((s) => s.module === c.src));
  const entry = routeLoad(build, []);

  const heaviestScreens = [...screens].sort((a, b) => b.load.gzip - a.load.gzip);
  table(
    'SPA: JS + CSS (gzip) loaded before a route renders, from the build (budgets: 205 KB for a public page, 300 KB for a signed-in screen)',
    ['route', 'files', 'gzip'],
    [
      ['entry (index.html, its modulepreloads and CSS)', entry.files.length, kb(entry.gzip)],
      [
        'preloaded with the entry: /signin’s route (awaited by /signin only), the light theme',
        build.preloads.length,
        kb(build.preloads.reduce((sum, file) => sum + chunkGzip(build, file), 0)),
      ],
      ...publicRows.map(({ path, load }) => [path, load.files.length, kb(load.gzip)]),
      ...heaviestScreens
        .slice(0, 5)
        .map(({ module, load }) => [
          `signed-in: ${module.replace('src/features/', '')}`,
          load.files.length,
          kb(load.gzip),
        ]),
      [
        `(${heaviestScreens.length - 5} other signed-in screens, lightest)`,
        '',
        kb(heaviestScreens.at(-1)?.load.gzip ?? 0),
      ],
    ],
  );
  table(
    'SPA: largest chunks (gzip)',
    ['chunk', 'gzip'],
    [
      [`largest screen module: ${largestScreenChunk?.src ?? '-'}`, kb(largestScreenChunk?.gzip ?? 0)],
      ...chunks.slice(0, 3).map((c) => [c.file, kb(c.gzip)]),
    ],
  );
  budgets.check(
    'SPA first route, public pages (largest)',
    Math.max(...publicRows.map((r) => r.load.gzip)) / 1024,
  );
  budgets.check(
    'SPA first route, signed-in screens (largest)',
    (heaviestScreens[0]?.load.gzip ?? NaN) / 1024,
  );
  budgets.check(
    'SPA first route, signed-in screens: files (most)',
    Math.max(...screens.map((s) => s.load.files.length)),
  );
  budgets.check('SPA largest chunk (any, lazy)', (chunks[0]?.gzip ?? NaN) / 1024);
}

async function lcp(runtime: LocalRuntime, path: string): Promise<number> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ ...MOBILE, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number };
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${runtime.url}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
    // The observer's entries arrive after the paint: wait for the first one (a ceiling, not a measure).
    await page.waitForFunction(() => (window as unknown as { __lcp: number }).__lcp > 0, undefined, {
      timeout: 60_000,
    });
    const value = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
    await context.close();
    return value;
  } finally {
    await browser.close();
  }
}

export async function spaLcpFigures(runtime: LocalRuntime): Promise<void> {
  const rows: (string | number)[][] = [];
  for (const path of ['/acceuil', '/signin']) {
    const runs: number[] = [];
    for (let i = 0; i < LCP_RUNS; i++) runs.push(await lcp(runtime, path));
    rows.push([
      path,
      `${(percentile(runs, 50) / 1000).toFixed(2)} s`,
      runs.map((ms) => (ms / 1000).toFixed(2)).join(' / '),
    ]);
  }
  table(
    'SPA: Lighthouse-style LCP against the local runtime (mobile preset throttling via CDP, cold cache)',
    ['page', `LCP median of ${LCP_RUNS}`, 'runs'],
    rows,
  );
}
