// Interaction to next paint of the daily screens with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset does), and a returning user's list rows.
// Headless Chromium driven by playwright-core (trusted input events): each interaction is tried
// INTERACTION_TRIES times after one untimed try (its lazy chunks loaded), and its duration is the
// Event Timing API's (PerformanceObserver 'event', durationThreshold 16: the longest entry of the try's
// interaction, input delay + handlers + the next paint); under 16 ms the browser reports nothing and
// 16 ms is counted. The 75th percentile is budgeted (bench/budgets.ts), the try's longest task
// ('longtask' entries) printed beside it. Where the effect waits for the server (a file's form with its
// data, a moved status), the time until it is painted is printed too.
import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { authenticate, launchBrowser } from '../e2e/support/browser.ts';
import { DEMO_ACCOUNTS } from '../e2e/support/app.ts';
import { activerTempsCpu, arreterProfil, demarrerProfil, PROFIL, tempsCpu } from './profil-cpu.ts';
import type { INTERACTIONS_BUDGETEES } from './budgets.ts';
import { percentile } from './report.ts';

const INTERACTION_TRIES = Number(process.env.INTERACTION_TRIES ?? 10);
export const CPU_RALENTI = 4;
const ATTENTE = { timeout: 60_000 };

/** Collects the Event Timing and long task entries of the page (read then cleared by `lireEntrees`). */
function observer() {
  const w = window as unknown as { __umjEvents: unknown[]; __umjTaches: unknown[] };
  w.__umjEvents = [];
  w.__umjTaches = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[])
      if (e.interactionId) w.__umjEvents.push({ id: e.interactionId, debut: e.startTime, duree: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__umjTaches.push({ debut: e.startTime, duree: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

interface Entrees {
  events: { id: number; debut: number; duree: number }[];
  taches: { debut: number; duree: number }[];
}

const lireEntrees = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __umjEvents: unknown[]; __umjTaches: unknown[] };
    const lues = { events: w.__umjEvents, taches: w.__umjTaches };
    w.__umjEvents = [];
    w.__umjTaches = [];
    return lues;
  }) as Promise<Entrees>;

/** Two frames then a task: the paint that follows what is on the page now has happened. */
const apresPeinture = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))),
        ),
      ),
  );

export interface Essai {
  /** Its interaction's longest Event Timing entry (16 when none was reported). */
  inp: number;
  longestTask: number;
  /** Milliseconds from the input to the paint of its awaited effect, when the interaction has one. */
  effet?: number;
  /** The main thread's CPU time of the try (bench/profil-cpu.ts `tempsCpu`), unslowed ms. */
  cpu: number;
}

export interface Interaction {
  /** Its budget (bench/budgets.ts). */
  cle: (typeof INTERACTIONS_BUDGETEES)[number];
  name: string;
  user: string;
  path: string;
  /** The screen ready for the first try (untimed, CPU not slowed). */
  preparer(page: Page): Promise<void>;
  /** One try: the input, then its visible effect awaited; `i` counts the tries. */
  essayer(page: Page, i: number): Promise<void>;
  /** After a try, back to the state of the next one (untimed). */
  remettre?(page: Page, i: number): Promise<void>;
  /** The try's effect waits for the server: its painted time is printed beside the INP. */
  effetAttendu?: boolean;
}

const POLL = { timeout: 30_000 };

/** The list's search box (the server's, in the filter bar). */
const rechercheListe = (page: Page) => page.getByRole('search', { name: 'Filtres' }).getByLabel('Recherche');
const boutonsOuvrir = (page: Page) => page.getByRole('button', { name: /^Ouvrir le dossier de / });
const dialogueDossier = (page: Page) => page.getByRole('dialog', { name: /Dossier patient/ });
const statut = (dialog: Locator, nom: string) =>
  dialog.getByRole('button', { name: nom, exact: true }).first();

async function attendreCalme(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await apresPeinture(page);
}

const LISTE = '/secretariat/dossier-patient/liste';
const AGENDA = '/secretariat/rendez-vous/medecin';

export const INTERACTIONS: readonly Interaction[] = [
  {
    cle: 'search letter',
    name: "a letter typed in the list's search box",
    user: DEMO_ACCOUNTS.secretariatArgenteuil,
    path: LISTE,
    preparer: async (page) => {
      await boutonsOuvrir(page).first().waitFor(ATTENTE);
      await rechercheListe(page).click();
    },
    // Focused by script (no interaction of its own): a render of the list may have taken the focus.
    essayer: async (page) => {
      await rechercheListe(page).focus();
      await page.keyboard.press('m');
      await page.waitForFunction(
        () => (document.activeElement as HTMLInputElement | null)?.value.endsWith('m'),
        undefined,
        POLL,
      );
    },
    // Erased before the search is sent (400 ms after the last key): the month's rows stay.
    remettre: async (page) => {
      await page.keyboard.press('Backspace');
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === '');
      await page.waitForTimeout(600);
      await attendreCalme(page);
    },
  },
  {
    cle: 'file opened',
    name: 'a file opened from the list (its form painted with its data)',
    user: DEMO_ACCOUNTS.secretariatArgenteuil,
    path: LISTE,
    effetAttendu: true,
    preparer: (page) => boutonsOuvrir(page).first().waitFor(ATTENTE),
    essayer: async (page, i) => {
      const bouton = boutonsOuvrir(page).nth(i % 5);
      const nom = (await bouton.getAttribute('aria-label'))?.replace(/^Ouvrir le dossier de /, '');
      await bouton.click();
      // The form painted with the file: its name in the patient's name field.
      await page.waitForFunction(
        (nom) =>
          [...document.querySelectorAll<HTMLInputElement>('[role=dialog] input')].some(
            (i) => i.value === nom,
          ),
        nom,
        POLL,
      );
    },
    remettre: async (page) => {
      await page.keyboard.press('Escape');
      await dialogueDossier(page).waitFor({ state: 'detached', ...POLL });
      await attendreCalme(page);
    },
  },
  {
    cle: 'status moved',
    name: "a file's status moved (RDV pris ↔ Arrivé, in its form)",
    user: DEMO_ACCOUNTS.secretariatArgenteuil,
    path: `${LISTE}?statut=10`,
    effetAttendu: true,
    preparer: async (page) => {
      await boutonsOuvrir(page).first().waitFor(ATTENTE);
      await boutonsOuvrir(page).first().click();
      await statut(dialogueDossier(page), 'Arrivé').waitFor(ATTENTE);
      await attendreCalme(page);
    },
    essayer: async (page, i) => {
      const cible = statut(dialogueDossier(page), i % 2 === 0 ? 'Arrivé' : 'RDV pris');
      await cible.click();
      await page.waitForFunction(
        (nom) =>
          [...document.querySelectorAll('[role=dialog] button[aria-pressed="true"]')].some(
            (b) => b.textContent?.trim() === nom,
          ),
        i % 2 === 0 ? 'Arrivé' : 'RDV pris',
        POLL,
      );
    },
    remettre: attendreCalme,
  },
  {
    cle: 'agenda week',
    name: "the agenda's week changed",
    user: DEMO_ACCOUNTS.secretariatArgenteuil,
    path: AGENDA,
    effetAttendu: true,
    preparer: async (page) => {
      await page.locator('.umj-grille').getByRole('button', { name: 'Suivant' }).waitFor(ATTENTE);
      await attendreCalme(page);
    },
    // The week's dates shown (the toolbar's title and the days' headers) change at the click.
    essayer: async (page, i) => {
      const avant = await page.locator('.umj-grille').textContent();
      await page
        .locator('.umj-grille')
        .getByRole('button', { name: i % 2 === 0 ? 'Suivant' : 'Précédent' })
        .click();
      await page.waitForFunction(
        (avant) => document.querySelector('.umj-grille')?.textContent !== avant,
        avant,
        POLL,
      );
    },
    remettre: attendreCalme,
  },
  {
    cle: 'offices changed',
    name: "the header's offices changed (an office ticked in the selector)",
    user: DEMO_ACCOUNTS.admin,
    path: '/initialUrl',
    preparer: async (page) => {
      const selector = page.locator('.umj-bureaux__select[data-pc-name="multiselect"]');
      await selector.waitFor(ATTENTE);
      await page
        .locator('.umj-bureaux__select .p-icon-spin, .umj-bureaux__select .pi-spin')
        .waitFor({ state: 'detached', ...ATTENTE });
      await selector.click();
      await page.locator('.p-multiselect-panel li[role=option]').first().waitFor(ATTENTE);
    },
    essayer: async (page, i) => {
      const option = page.locator('.p-multiselect-panel li[role=option]').filter({ hasText: 'Chartres' });
      await option.click();
      await page.waitForFunction(
        (coche) =>
          [...document.querySelectorAll('.p-multiselect-panel li[role=option]')].some(
            (li) => li.textContent?.includes('Chartres') && li.getAttribute('aria-selected') === coche,
          ),
        i % 2 === 0 ? 'false' : 'true',
        POLL,
      );
    },
    remettre: attendreCalme,
  },
  {
    cle: 'notifications opened',
    name: 'the notifications opened',
    user: DEMO_ACCOUNTS.secretariatArgenteuil,
    path: LISTE,
    preparer: async (page) => {
      await page.locator('.umj-notifications__bouton').first().waitFor(ATTENTE);
      await attendreCalme(page);
    },
    essayer: async (page) => {
      await page.locator('.umj-notifications__bouton').first().click();
      await page.locator('.umj-notifications').first().waitFor(POLL);
    },
    remettre: async (page) => {
      await page.keyboard.press('Escape');
      await page
        .locator('.umj-notifications')
        .first()
        .waitFor({ state: 'detached', ...POLL });
      await attendreCalme(page);
    },
  },
];

async function ouvrir(context: BrowserContext, url: string, user: string, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(observer);
  await authenticate(page, url, user);
  await page.goto(`${url}${path}`);
  return page;
}

async function unEssai(page: Page, cdp: CDPSession, interaction: Interaction, i: number): Promise<Essai> {
  await lireEntrees(page);
  const avant = await page.evaluate(() => performance.now());
  const cpuAvant = await tempsCpu(cdp);
  await interaction.essayer(page, i);
  const peint = await apresPeinture(page);
  const cpu = (await tempsCpu(cdp)) - cpuAvant;
  // Event Timing entries are reported after their paint: a frame or two later.
  await page.waitForTimeout(100);
  const { events, taches } = await lireEntrees(page);
  const miens = events.filter((e) => e.debut >= avant);
  const inp = Math.max(16, ...miens.map((e) => e.duree));
  const debut = miens.length ? Math.min(...miens.map((e) => e.debut)) : avant;
  const longestTask = Math.max(0, ...taches.filter((t) => t.debut + t.duree >= avant).map((t) => t.duree));
  return { inp, longestTask, cpu, ...(interaction.effetAttendu ? { effet: peint - debut } : {}) };
}

export interface FiguresInteraction {
  interaction: Interaction;
  essais: Essai[];
  p75: number;
  profil: string[];
}

export async function mesurerInteractions(
  url: string,
  liste: readonly Interaction[] = INTERACTIONS,
): Promise<FiguresInteraction[]> {
  const browser = await launchBrowser();
  const resultats: FiguresInteraction[] = [];
  try {
    for (const interaction of liste) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
      });
      const page = await ouvrir(context, url, interaction.user, interaction.path);
      await interaction.preparer(page);
      // One untimed try: the chunks it loads and the first renders of what it shows.
      await interaction.essayer(page, 0);
      await interaction.remettre?.(page, 0);
      const cdp: CDPSession = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RALENTI });
      await activerTempsCpu(cdp);
      if (PROFIL) await demarrerProfil(cdp);
      const essais: Essai[] = [];
      for (let i = 1; i <= INTERACTION_TRIES; i++) {
        essais.push(await unEssai(page, cdp, interaction, i));
        await interaction.remettre?.(page, i);
      }
      const profil = PROFIL ? await arreterProfil(cdp) : [];
      resultats.push({
        interaction,
        essais,
        p75: percentile(
          essais.map((e) => e.inp),
          75,
        ),
        profil,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return resultats;
}
