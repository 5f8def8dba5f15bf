// Lighthouse 12 against the local runtime, for the interface part (bench/interface.ts): one page on
// its mobile preset (Lighthouse's default: simulated throttling, CPU 4×) or its desktop preset, the
// performance and accessibility scores, total blocking time, LCP, FCP and CLS. Chromium
// (/usr/bin/chromium) is launched by playwright-core with a fresh profile per run and a DevTools port
// Lighthouse connects to; a signed-in screen gets its token in localStorage first (the e2e support's
// `authenticate`: API login, token set on a small static file of the origin). A cold run measures the
// page on an empty cache; a returning run opens the page once in the same browser first, so the shell's
// files are cached (immutable assets, as CloudFront serves them) and Lighthouse keeps that cache
// (`disableStorageReset`). The server is warm: each page is opened once before the runs (its files
// compressed, its handlers loaded). Scores vary from run to run on a shared machine: each page is run
// LIGHTHOUSE_RUNS times and the median run (by performance score) is kept.
// With LIGHTHOUSE_CRITICAL_PATH=1 it also prints, for that run, what the simulated largest paint waited
// for: the requests and main-thread tasks of Lantern's pessimistic estimate that end in its second half,
// with their simulated start and end (docs/architecture.md#first-load-of-the-spa).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../prerequisites.mjs';
import { authenticate } from '../e2e/support/browser.ts';
import { table } from './report.ts';

export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CRITICAL_PATH = process.env.LIGHTHOUSE_CRITICAL_PATH === '1';

export interface LighthousePage {
  name: string;
  path: string;
  /** The user signed in before the page loads; none for the sign-in page. */
  user: string | null;
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  /** Milliseconds. */
  tbt: number;
  lcp: number;
  fcp: number;
  cls: number;
  /** The simulated largest paint's requests and tasks, by simulated start (LIGHTHOUSE_CRITICAL_PATH). */
  lcpSteps: LcpStep[];
}

interface LcpStep {
  /** Simulated milliseconds from the navigation. */
  start: number;
  end: number;
  what: string;
}

/**
 * The nodes Lantern replayed for the pessimistic largest paint of the last run, read from its
 * simulator's record of every simulation (then cleared): a request (path and compressed size) or a
 * main-thread task (its observed duration, which the simulation slows down: ×4, layout excepted).
 */
function lcpSteps(origin: string): LcpStep[] {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
  const steps: LcpStep[] = [];
  for (const [node, timing] of timings ?? []) {
    const what =
      node.type === 'network'
        ? `${node.request.url.replace(origin, '')} (${(node.request.transferSize / 1024).toFixed(1)} KB)`
        : `main-thread task, ${((node.endTime - node.startTime) / 1000).toFixed(0)} ms observed`;
    steps.push({ start: timing.startTime, end: timing.endTime, what });
  }
  Lantern.Simulation.Simulator.allNodeTimings.clear();
  return steps.sort((a, b) => a.start - b.start);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Lighthouse's presets: its default (mobile) and its desktop configuration. */
export type Preset = 'mobile' | 'desktop';

/** One Lighthouse run; `returning`: the page opened once before in the same browser (its files cached). */
async function lighthouseRun(
  url: string,
  page: LighthousePage,
  preset: Preset,
  returning: boolean,
): Promise<LighthouseFigures> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'umj-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    if (page.user || returning) {
      const tab = await context.newPage();
      if (page.user) await authenticate(tab, url, page.user);
      if (returning) await tab.goto(`${url}${page.path}`, { waitUntil: 'networkidle' });
      await tab.close();
    }
    const result = await lighthouse(
      `${url}${page.path}`,
      {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        // Keeps the token the sign-in put in localStorage, and the cache (fresh profile: cold unless returning).
        disableStorageReset: true,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse sans résultat : ${page.path}`);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    if (new URL(finalDisplayedUrl).pathname !== page.path)
      throw new Error(`Lighthouse a mesuré ${finalDisplayedUrl} au lieu de ${page.path}`);
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      performance: categories.performance?.score ?? NaN,
      accessibility: categories.accessibility?.score ?? NaN,
      tbt: value('total-blocking-time'),
      lcp: value('largest-contentful-paint'),
      fcp: value('first-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      lcpSteps: lcpSteps(url),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The SPA's built files, as the bench's runtime serves them. */
const SPA_ASSETS = fileURLToPath(new URL('../../web/dist/assets/', import.meta.url));

/**
 * Asks once for every built file, compressed as Chromium asks (brotli): the local runtime compresses a
 * file at its first request and keeps the result, as CloudFront's edge keeps a compressed object.
 * Without it the first run of each page waits for the compression of its files, which Lighthouse
 * counts as the server's response time of every request of the origin.
 */
export async function warmCompression(url: string): Promise<void> {
  // index.html (every client route), then the assets.
  const paths = ['/signin', ...readdirSync(SPA_ASSETS).map((file) => `/assets/${file}`)];
  for (let i = 0; i < paths.length; i += 8) {
    await Promise.all(
      paths.slice(i, i + 8).map(async (path) => {
        const res = await fetch(`${url}${path}`, {
          headers: { accept: 'text/html,*/*', 'accept-encoding': 'gzip, deflate, br, zstd' },
        });
        await res.arrayBuffer();
      }),
    );
  }
}

/**
 * Opens each page once in a plain browser before the measured runs, so that the handlers it calls have
 * been loaded (a first call imports the handler's module, as a Lambda's cold start does) and the
 * runtime's code is warm. Otherwise the first run of each page waits for those cold starts, which
 * Lighthouse counts as the origin's server response time for every request, the static files
 * included, and its main thread shares the machine's two cores with them: that run's figures are the
 * server's first call, not the page's load.
 */
export async function warmPages(url: string, pages: readonly LighthousePage[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  try {
    for (const page of pages) {
      const tab = await browser.newPage();
      if (page.user) await authenticate(tab, url, page.user);
      await tab.goto(`${url}${page.path}`, { waitUntil: 'networkidle' });
      await tab.close();
    }
  } finally {
    await browser.close();
  }
}

/** The median run of a page (by performance) and its table row. */
export async function medianRun(
  url: string,
  page: LighthousePage,
  preset: Preset,
  returning: boolean,
): Promise<{ median: LighthouseFigures; row: string[] }> {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRun(url, page, preset, returning));
  const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
  const row = [
    `${page.name} (${page.path}${returning ? ', returning' : ''})`,
    median.performance.toFixed(2),
    median.accessibility.toFixed(2),
    `${(median.fcp / 1000).toFixed(2)} s`,
    `${(median.lcp / 1000).toFixed(2)} s`,
    `${median.tbt.toFixed(0)} ms`,
    median.cls.toFixed(3),
    runs.map((r) => `${r.performance.toFixed(2)} (${r.tbt.toFixed(0)} ms)`).join(' / '),
  ];
  if (CRITICAL_PATH) {
    const late = median.lcpSteps.filter((step) => step.end >= median.lcp / 2);
    table(
      `What the simulated largest paint of ${page.name} (${preset}) waited for (its second half, pessimistic estimate)`,
      ['start', 'end', 'request or task'],
      late.map((step) => [`${step.start.toFixed(0)} ms`, `${step.end.toFixed(0)} ms`, step.what]),
    );
  }
  return { median, row };
}

export const LIGHTHOUSE_COLUMNS = [
  'page',
  'performance',
  'accessibility',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'performance (TBT) of each run',
];
