// 'What it must show': the shell in headless Chromium against the local runtime, per demo account.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { authenticate, launchBrowser, newPage, screenshot, signIn } from '../support/browser.ts';

interface Case {
  email: string;
  landing: string;
  forbidden: string;
  sees: string[];
  hidden: string[];
}

const CASES: Record<keyof typeof DEMO_ACCOUNTS, Case> = {
  admin: {
    email: DEMO_ACCOUNTS.admin,
    landing: '/secretariat/rendez-vous/medecin',
    forbidden: '/examinateur/statistiques',
    sees: ['/configuration/reglages', '/admin/bureau', '/secretariat/demande-de-visite'],
    hidden: ['/examinateur/statistiques'],
  },
  // An administrator of Argenteuil only: the administration menu, the audit trail among it.
  adminArgenteuil: {
    email: DEMO_ACCOUNTS.adminArgenteuil,
    landing: '/secretariat/rendez-vous/medecin',
    forbidden: '/examinateur/statistiques',
    sees: ['/admin/audit', '/admin/bureau', '/secretariat/demande-de-visite'],
    hidden: ['/examinateur/statistiques'],
  },
  secretariatArgenteuil: {
    email: DEMO_ACCOUNTS.secretariatArgenteuil,
    landing: '/secretariat/rendez-vous/medecin',
    forbidden: '/admin/bureau/liste',
    sees: ['/secretariat/rendez-vous/medecin', '/secretariat/demande-de-visite', '/global/requerant'],
    hidden: ['/configuration/reglages', '/admin/bureau'],
  },
  secretariatParisNord: {
    email: DEMO_ACCOUNTS.secretariatParisNord,
    landing: '/secretariat/demande-de-visite',
    forbidden: '/examinateur/comptabilite',
    sees: ['/secretariat/demande-de-visite', '/secretariat/dossier-patient'],
    hidden: ['/secretariat/rendez-vous/medecin', '/secretariat/disponibiliterv/medecin'],
  },
  externeChartres: {
    email: DEMO_ACCOUNTS.externeChartres,
    landing: '/secretariat/rendez-vous/medecin',
    forbidden: '/admin/utilisateur/statut/tous',
    sees: ['/secretariat/rendez-vous/medecin', '/global/examinateur'],
    hidden: ['/secretariat/demande-de-visite', '/secretariat/bordereau'],
  },
  medecinArgenteuil: {
    email: DEMO_ACCOUNTS.medecinArgenteuil,
    landing: '/examinateur/rendez-vous/medecin',
    forbidden: '/secretariat/statistiques',
    sees: ['/examinateur/rendez-vous/medecin', '/examinateur/demande-de-visite'],
    hidden: ['/examinateur/rendez-vous/psychologue', '/secretariat/demande-de-visite'],
  },
  medecinParisNord: {
    email: DEMO_ACCOUNTS.medecinParisNord,
    landing: '/examinateur/demande-de-visite',
    forbidden: '/secretariat/comptabilite',
    sees: ['/examinateur/demande-de-visite', '/examinateur/disponibilitedv'],
    hidden: ['/examinateur/rendez-vous/medecin', '/examinateur/disponibiliterv/medecin'],
  },
  psychologueArgenteuil: {
    email: DEMO_ACCOUNTS.psychologueArgenteuil,
    landing: '/examinateur/rendez-vous/psychologue',
    forbidden: '/examinateur/rendez-vous/medecin',
    sees: ['/examinateur/rendez-vous/psychologue', '/examinateur/disponibiliterv/psychologue'],
    hidden: ['/examinateur/demande-de-visite'],
  },
};

/** Hrefs of the side menu; the default navigation style's menu sits in the docked sidebar. */
async function menuHrefs(page: Page): Promise<string[]> {
  await page.locator('.umj-sidebar .umj-menu').first().waitFor();
  return page.$$eval('.umj-sidebar .umj-menu a', (links) => links.map((a) => a.getAttribute('href') ?? ''));
}

describe('shell in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [name, c] of Object.entries(CASES)) {
    it(`screens: ${name}: lands on the role home, sees its menu entries, gets the 404 with the url on a forbidden route`, async () => {
      const page = await newPage(browser);
      await signIn(page, appUrl(), c.email);
      await page.waitForURL((u) => u.pathname === c.landing);

      const hrefs = await menuHrefs(page);
      for (const href of c.sees) expect(hrefs, href).toContain(href);
      for (const href of c.hidden) expect(hrefs, href).not.toContain(href);

      await page.goto(`${appUrl()}${c.forbidden}`);
      await page.waitForURL((u) => u.pathname === '/error-pages/error-404');
      expect(new URL(page.url()).searchParams.get('url')).toBe(c.forbidden);
      await page.context().close();
    });
  }

  it('screens, office selector: stored under selectionBureaux as {bureaux:[ids]}, the page reloads on change, error state when empty', async () => {
    const page = await newPage(browser);
    await signIn(page, appUrl(), DEMO_ACCOUNTS.admin);
    // The selector's module loads after the page: its placeholder takes no click, nor does the
    // selector while it loads the offices (its spinning trigger). Waiting for the placeholder to go
    // is not enough: it may not be on the page yet. Wait for PrimeReact's own widget instead.
    const selector = page.locator('.umj-bureaux__select[data-pc-name="multiselect"]');
    await selector.waitFor();
    await page
      .locator('.umj-bureaux__select .p-icon-spin, .umj-bureaux__select .pi-spin')
      .waitFor({ state: 'detached' });
    await selector.click();
    const options = page.locator('.p-multiselect-panel li[role=option]');
    await expect.poll(() => options.count()).toBe(3);
    await options.filter({ hasText: 'Chartres' }).click();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selectionBureaux') ?? 'null'));
    expect(stored.bureaux).toHaveLength(2);

    const reloaded = page.waitForEvent('load');
    await page.locator('.umj-bureaux__select').click();
    await reloaded;
    await expect
      .poll(() => page.locator('.umj-bureaux__select .p-multiselect-label').textContent())
      .not.toContain('Chartres');

    await page.evaluate(() => localStorage.setItem('selectionBureaux', JSON.stringify({ bureaux: [] })));
    await page.reload();
    await expect.poll(() => page.getByText('Veuillez choisir au moins un bureau').isVisible()).toBe(true);
    await page.context().close();
  });

  it('product: Arabic switches the whole page to right-to-left', async () => {
    const page = await newPage(browser);
    await signIn(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
    // The dropdown's module loads after the page: its placeholder takes no click (and may not be on
    // the page yet), so wait for PrimeReact's own widget.
    await page.locator('.umj-header .umj-language[data-pc-name="dropdown"]').click();
    await page.locator('.p-dropdown-item', { hasText: 'العربية' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.locator('.umj-menu').first().textContent()).toContain('مواعيد الطبيب');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'shell-arabic-rtl');
    await page.context().close();
  });

  for (const mode of ['light', 'semi-dark', 'dark'] as const) {
    for (const layout of ['mini-sidebar-toggle', 'default', 'horizontal-default']) {
      it(`screens, screenshot: ${layout} in ${mode}`, async () => {
        const page = await newPage(browser);
        await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
        await page.goto(`${appUrl()}/sample/page-1?mode=${mode}&layout=${layout}`);
        await page.locator('.umj-shell').waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.mode)).toBe(mode);
        await screenshot(page, `shell-${layout}-${mode}`);
        await page.context().close();
      });
    }
  }
});
