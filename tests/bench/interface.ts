// The interface part of the bench (`npm run bench -- --only=interface`): what a person feels on the five
// daily screens, against the bench's local runtime (the built SPA, the demo data as `npm start` seeds
// it; run before the parts that fill the table), with the budgets of bench/budgets.ts:
//  - Lighthouse 12 (bench/lighthouse.ts), desktop then mobile preset, of `/signin` (cold cache) and the
//    signed-in screens as a returning user (signed in as the role whose home the screen is);
//  - interaction to next paint with the CPU slowed 4× (bench/interactions.ts), each with its longest task;
//  - a returning user's patient-file list: its rows painted after the navigation, on the desktop
//    preset's network (40 ms, 10 Mbps; CPU not slowed), median of 3.
// The machine's load average is printed with the figures (the machine is shared: times depend on it).
// INTERFACE_PROFIL=1 also prints CPU profiles (bench/profil-cpu.ts) of each interaction's tries and of
// each screen's opening with the CPU slowed 4× (docs/architecture.md#main-thread-work-of-the-screens).
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { authenticate, launchBrowser } from '../e2e/support/browser.ts';
import { DEMO_ACCOUNTS } from '../e2e/support/app.ts';
import { type BudgetCheck, type BudgetName, type EcranQuotidien } from './budgets.ts';
import { CPU_RALENTI, mesurerInteractions } from './interactions.ts';
import {
  LIGHTHOUSE_COLUMNS,
  LIGHTHOUSE_RUNS,
  medianRun,
  warmCompression,
  warmPages,
  type LighthousePage,
  type Preset,
} from './lighthouse.ts';
import { activerTempsCpu, arreterProfil, demarrerProfil, PROFIL, tempsCpu } from './profil-cpu.ts';
import { percentile, table } from './report.ts';

export interface Ecran extends LighthousePage {
  name: EcranQuotidien;
  /** What shows the screen is there with its data (the profile of its opening stops there). */
  pret: string;
}

export const ECRANS: readonly Ecran[] = [
  { name: '/signin', path: '/signin', user: null, pret: 'input[name="adresseEmail"]' },
  {
    name: 'patient-file list',
    path: '/secretariat/dossier-patient/liste',
    user: DEMO_ACCOUNTS.secretariatArgenteuil,
    pret: '.umj-list-page tbody button',
  },
  {
    name: 'agenda',
    path: '/secretariat/rendez-vous/medecin',
    user: DEMO_ACCOUNTS.secretariatArgenteuil,
    pret: '.umj-grille [role=button], .umj-grille button',
  },
  // Paris Nord's secretariat: the visit requests are its home.
  {
    name: 'visit requests',
    path: '/secretariat/demande-de-visite',
    user: DEMO_ACCOUNTS.secretariatParisNord,
    // Its requests as cards (none may be waiting): its title, then the network idle.
    pret: 'h1',
  },
  {
    name: 'duty grid',
    path: '/secretariat/disponibilitedv',
    user: DEMO_ACCOUNTS.secretariatArgenteuil,
    pret: 'table',
  },
];

/** "load average 3.2 / 3.5 / 3.6 (1, 5, 15 min)". */
const charge = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1, 5, 15 min)`;

const nom = (preset: Preset, ecran: EcranQuotidien, figure: string) =>
  `Lighthouse ${preset} ${ecran}: ${figure}` as BudgetName;

async function lighthouseFigures(url: string, budgets: BudgetCheck): Promise<void> {
  for (const preset of ['desktop', 'mobile'] as const) {
    const rows: string[][] = [];
    const avant = charge();
    for (const ecran of ECRANS) {
      const { median, row } = await medianRun(url, ecran, preset, ecran.user !== null);
      rows.push(row);
      budgets.check(nom(preset, ecran.name, 'total blocking time'), median.tbt);
      if (preset === 'desktop') {
        budgets.check(nom(preset, ecran.name, 'performance'), median.performance);
        budgets.check(nom(preset, ecran.name, 'accessibility'), median.accessibility);
        budgets.check(nom(preset, ecran.name, 'CLS'), median.cls);
      } else if (['/signin', 'patient-file list', 'agenda'].includes(ecran.name)) {
        budgets.check(nom(preset, ecran.name, 'performance'), median.performance);
      }
    }
    table(
      `Lighthouse 12, ${preset} preset (median run of ${LIGHTHOUSE_RUNS} by performance; before: ${avant}, after: ${charge()})`,
      LIGHTHOUSE_COLUMNS,
      rows,
    );
  }
}

/**
 * The paint after `selector` shows, in ms from the navigation's start (polled at each frame), as
 * `window.__umjPeint`. A script's text, not a function: tsx compiles a function's inner arrows with a
 * naming helper (`__name`) the page does not have, and the init script then threw at each page.
 */
const attendrePeinture = (selector: string) => `(() => {
  const verifier = () => {
    if (document.querySelector(${JSON.stringify(selector)}))
      requestAnimationFrame(() => setTimeout(() => (window.__umjPeint = performance.now())));
    else requestAnimationFrame(verifier);
  };
  requestAnimationFrame(verifier);
})();`;

/** A returning user opens the list again: its rows painted, ms after the navigation (median of 3). */
async function lignesRevenant(url: string): Promise<number[]> {
  const liste = ECRANS[1]!;
  const browser = await launchBrowser();
  const fois: number[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, locale: 'fr-FR' });
    const page = await context.newPage();
    await authenticate(page, url, liste.user!);
    await page.goto(`${url}${liste.path}`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // Lighthouse's desktop preset: 40 ms, 10 Mbps down and up.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: (10 * 1024 * 1024) / 8,
      uploadThroughput: (10 * 1024 * 1024) / 8,
    });
    await page.addInitScript({ content: attendrePeinture(liste.pret) });
    for (let i = 0; i < 3; i++) {
      await page.goto(`${url}/favicon.svg`);
      await page.goto(`${url}${liste.path}`);
      await page.waitForFunction(() => (window as { __umjPeint?: number }).__umjPeint, undefined, {
        timeout: 60_000,
      });
      fois.push(await page.evaluate(() => (window as unknown as { __umjPeint: number }).__umjPeint));
    }
  } finally {
    await browser.close();
  }
  return fois;
}

/**
 * The main thread's CPU time of each screen's opening for a returning user (bench/profil-cpu.ts
 * `tempsCpu`: thread time, load-independent), from the navigation to the screen ready with its data
 * and the network idle; median of 3. Printed, not budgeted: what a change removes, where the
 * Lighthouse figures of a shared machine move with its load.
 */
export async function cpuOuvertures(url: string): Promise<(string | number)[][]> {
  const browser = await launchBrowser();
  const rows: (string | number)[][] = [];
  try {
    for (const ecran of ECRANS) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
      const page = await context.newPage();
      if (ecran.user) await authenticate(page, url, ecran.user);
      await page.goto(`${url}${ecran.path}`, { waitUntil: 'networkidle' });
      const cdp = await context.newCDPSession(page);
      await activerTempsCpu(cdp);
      const fois: number[] = [];
      for (let i = 0; i < 3; i++) {
        await page.goto(`${url}/favicon.svg`);
        const avant = await tempsCpu(cdp);
        await page.goto(`${url}${ecran.path}`);
        await page.locator(ecran.pret).first().waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        fois.push((await tempsCpu(cdp)) - avant);
      }
      rows.push([
        ecran.name,
        `${percentile(fois, 50).toFixed(0)} ms`,
        fois.map((f) => f.toFixed(0)).join(' / '),
      ]);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** CPU profiles of each screen's opening (returning user, CPU 4×), printed (INTERFACE_PROFIL=1). */
export async function profilsOuverture(url: string, ecrans: readonly Ecran[] = ECRANS): Promise<void> {
  const browser = await launchBrowser();
  try {
    for (const ecran of ecrans) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
      const page: Page = await context.newPage();
      if (ecran.user) await authenticate(page, url, ecran.user);
      await page.goto(`${url}${ecran.path}`, { waitUntil: 'networkidle' });
      await page.goto(`${url}/favicon.svg`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RALENTI });
      await demarrerProfil(cdp);
      await page.goto(`${url}${ecran.path}`);
      await page.locator(ecran.pret).first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      console.log(`\nCPU profile, ${ecran.name} opened (returning user, CPU ${CPU_RALENTI}×):`);
      for (const ligne of await arreterProfil(cdp)) console.log(`  ${ligne}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

export async function interfaceFigures(url: string, budgets: BudgetCheck): Promise<void> {
  await warmCompression(url);
  await warmPages(url, ECRANS);
  table(
    "Main-thread CPU time of each screen's opening, returning user (thread time: independent of the load)",
    ['screen', 'median of 3', 'runs'],
    await cpuOuvertures(url),
  );
  await lighthouseFigures(url, budgets);

  const avant = charge();
  const interactions = await mesurerInteractions(url);
  table(
    `Interaction to next paint, CPU ${CPU_RALENTI}× slower (Event Timing API; before: ${avant}, after: ${charge()})`,
    [
      'interaction',
      'p75',
      'limit',
      'longest task (p75 try, max)',
      'painted with its effect (p75)',
      'main-thread CPU (p75)',
      'tries',
    ],
    interactions.map(({ interaction, essais, p75 }) => {
      const taches = essais.map((e) => e.longestTask);
      const effets = essais.flatMap((e) => (e.effet === undefined ? [] : [e.effet]));
      return [
        interaction.name,
        `${p75.toFixed(0)} ms`,
        '200 ms',
        `${percentile(taches, 75).toFixed(0)} ms, ${Math.max(...taches).toFixed(0)} ms`,
        effets.length ? `${percentile(effets, 75).toFixed(0)} ms` : '',
        `${percentile(
          essais.map((e) => e.cpu),
          75,
        ).toFixed(0)} ms`,
        essais.map((e) => e.inp.toFixed(0)).join(' '),
      ];
    }),
  );
  for (const { interaction, p75 } of interactions) budgets.check(`INP (CPU 4×) ${interaction.cle}: p75`, p75);
  if (PROFIL) {
    for (const { interaction, profil } of interactions) {
      console.log(`\nCPU profile, ${interaction.name} (tries, CPU ${CPU_RALENTI}×):`);
      for (const ligne of profil) console.log(`  ${ligne}`);
    }
    await profilsOuverture(url);
  }

  const fois = await lignesRevenant(url);
  table(
    `Returning user: the patient-file list's rows painted after navigation (desktop preset's network; ${charge()})`,
    ['figure', 'median of 3', 'limit', 'runs'],
    [
      [
        'rows painted',
        `${percentile(fois, 50).toFixed(0)} ms`,
        '1000 ms',
        fois.map((f) => f.toFixed(0)).join(' / '),
      ],
    ],
  );
  budgets.check('returning user, desktop: patient-file list rows painted', percentile(fois, 50));
}
