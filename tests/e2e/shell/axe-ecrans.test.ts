// 'gates that keep every route honest': axe-core on EVERY screen of the shared route table
// (shared/src/routes.ts, the table the SPA's router is built from), in a real browser against the local
// runtime: no serious or critical violation. Each page is opened by a role that may see it (the public
// pages signed out), through client-side navigation in one page per role (one load of the app each),
// and checked once its content is shown (no page loader, skeleton, spinner or busy region left).
// A page of the table that is neither checked here nor listed in EXEMPT with its reason fails the test.
import { ROUTES, rolesForAccess, type AccessGroup } from '@umj/shared/routes';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { authenticate, launchBrowser, newPage } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

type Account = keyof typeof DEMO_ACCOUNTS;

/** Pages of the table not checked here, each with its reason (none today). */
const EXEMPT: Readonly<Record<string, string>> = {};

/** The concrete URL of a page whose path has parameters or needs a query to show its content. */
const URLS: Readonly<Record<string, string>> = {
  '/admin/utilisateur/statut/:name': '/admin/utilisateur/statut/tous',
  '/admin/utilisateur/role/:name': '/admin/utilisateur/role/medecin',
  '/global/examinateur/statut/:name': '/global/examinateur/statut/tous',
  '/global/examinateur/role/:name': '/global/examinateur/role/medecin',
};

/** Who opens the pages of each access group (undefined: signed out). */
const OPENER: Readonly<Record<AccessGroup, Account | undefined>> = {
  public: undefined,
  signedIn: 'admin',
  anySecretariat: 'admin',
  admin: 'admin',
  examiner: 'medecinArgenteuil',
  doctor: 'medecinArgenteuil',
  psychologist: 'psychologueArgenteuil',
};

const PAGES = ROUTES.filter((r) => r.kind === 'page' && !(r.path in EXEMPT));

/** What shows while a screen is not ready: the route loader, skeletons, spinners, busy regions. */
const LOADING =
  '.umj-page-loader, .p-skeleton, .p-progress-spinner, .p-datatable-loading-overlay, [aria-busy="true"]';

/** Client-side navigation (the router listens to popstate): no new load of the app. */
async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await page.waitForURL((u) => u.pathname === url.split('?')[0]);
}

/**
 * Opens `url` and waits for ITS content. The router keeps the previous screen on show while the next
 * one's module loads, and two routes of the same component share their DOM: so a signed-in screen is
 * reached from a small page of another component (the spacer), whose element is marked and must be
 * gone before the check; a public page (each its own component) from the previous one, marked alike.
 */
async function open(page: Page, url: string, signedIn: boolean): Promise<void> {
  let marked = 'main > *';
  if (signedIn) {
    const [spacer, element] = url.startsWith('/sample/')
      ? ['/mon-compte', '.umj-account']
      : ['/sample/page-1', '.umj-sample'];
    await navigate(page, spacer);
    await page.locator(element).waitFor();
    marked = element;
  }
  await page.evaluate((selector) => {
    for (const el of document.querySelectorAll(selector)) el.setAttribute('data-axe-precedent', '');
  }, marked);
  await navigate(page, url);
  await page.waitForFunction(
    (loading) => {
      const main = document.querySelector('main');
      if (!main || (main.textContent ?? '').trim() === '') return false;
      if (document.querySelector('[data-axe-precedent]')) return false;
      return [...document.querySelectorAll<HTMLElement>(loading)].every((el) => el.offsetParent === null);
    },
    LOADING,
    { polling: 100 },
  );
}

describe('axe on every screen of the route table (no serious or critical violation)', () => {
  let browser: Browser;
  const pages = new Map<Account | 'anonyme', Page>();
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function pageOf(account: Account | undefined): Promise<Page> {
    const name = account ?? 'anonyme';
    let page = pages.get(name);
    if (!page) {
      page = await newPage(browser);
      if (account) await authenticate(page, appUrl(), DEMO_ACCOUNTS[account]);
      // One load of the app; every screen after it is a client-side navigation.
      await page.goto(`${appUrl()}${account ? '/mon-compte' : '/aide-aux-victimes'}`);
      await page.locator('main').waitFor();
      pages.set(name, page);
    }
    return page;
  }

  it('every page of the route table is checked or exempt with a reason', () => {
    const pages = ROUTES.filter((r) => r.kind === 'page').map((r) => r.path);
    expect(Object.keys(EXEMPT).filter((p) => !pages.includes(p))).toEqual([]);
    expect(Object.values(EXEMPT).filter((reason) => reason.trim() === '')).toEqual([]);
    expect(PAGES.filter((r) => r.path.includes(':') && !URLS[r.path]).map((r) => r.path)).toEqual([]);
    for (const route of PAGES) {
      const opener = OPENER[route.access];
      const roles = rolesForAccess(route.access);
      expect(opener === undefined ? roles === undefined : roles !== undefined, route.path).toBe(true);
    }
  });

  for (const route of PAGES) {
    const url = URLS[route.path] ?? route.path;
    const opener = OPENER[route.access];
    it(`${url} (${opener ?? 'signed out'}) has no serious or critical axe violation`, async () => {
      const page = await pageOf(opener);
      await open(page, url, opener !== undefined);
      // The screen itself (the <main> landmark): the shell around it is the same on every screen and
      // has its own axe tests (accessibility.test.ts); checking it 50 times would double the run time.
      expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
    });
  }
});
