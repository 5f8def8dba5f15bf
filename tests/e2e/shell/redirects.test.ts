// 'Routing and access': the redirect rules of docs/product-rules.md#screens followed by the real router in the browser.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { authenticate, launchBrowser, newPage } from '../support/browser.ts';

async function landsOn(page: Page, from: string, to: string): Promise<void> {
  await page.goto(`${appUrl()}${from}`);
  await page.waitForURL((u) => `${u.pathname}${u.search}` === to);
}

describe('redirect rules in the browser (screens)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('screens, signed out: root and private paths go to /acceuil, an unknown path to the 404', async () => {
    const page = await newPage(browser);
    await landsOn(page, '/', '/acceuil');
    await landsOn(page, '/secretariat/statistiques', '/acceuil');
    await landsOn(page, '/nimporte/quoi', '/error-pages/error-404');
    await page.context().close();
  });

  it('screens, signed in: root and public sign-in pages go to the role home; bare parents to their list', async () => {
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
    await landsOn(page, '/', '/secretariat/rendez-vous/medecin');
    await landsOn(page, '/signin', '/secretariat/rendez-vous/medecin');
    await landsOn(page, '/configuration/dprapport', '/configuration/dprapport/liste');
    await landsOn(page, '/global/examinateur', '/global/examinateur/statut/tous');
    await landsOn(page, '/admin/utilisateur', '/admin/utilisateur/statut/tous');
    await landsOn(page, '/error-pages/maintenance', '/error-pages/maintenance');
    await page.context().close();
  });

  it("screens: a hidden menu item's page sends to the fallback (Paris Nord secretariat: doctor appointments -> visit requests)", async () => {
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.secretariatParisNord);
    await landsOn(page, '/secretariat/rendez-vous/medecin', '/secretariat/demande-de-visite');
    await page.context().close();
  });
});
