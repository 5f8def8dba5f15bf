// The wide lists at 1280 × 800 (docs/architecture.md#wide-lists), in headless Chromium against the
// seeded runtime: users, police stations, requesters, bordereaux, the payment split and the audit trail show their
// default columns with no sideways scroll of the document or of the table, in French and Arabic.
// Screenshots under tests/artifacts/screens/.
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { authenticate, launchBrowser, newPage } from '../support/browser.ts';
import { POLL, SCREENS } from './listes-support.ts';

const LISTES = [
  ['utilisateurs', '/admin/utilisateur/statut/tous', DEMO_ACCOUNTS.admin],
  ['commissariats', '/global/commissariat/liste', DEMO_ACCOUNTS.admin],
  ['requerants', '/global/requerant/liste', DEMO_ACCOUNTS.admin],
  ['bordereaux', '/secretariat/bordereau/liste', DEMO_ACCOUNTS.secretariatArgenteuil],
  ['repartition-paiement', '/secretariat/repartition-paiement/liste', DEMO_ACCOUNTS.secretariatArgenteuil],
  ['audit', '/admin/audit', DEMO_ACCOUNTS.admin],
] as const;

describe('Wide lists at 1280 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(
    LISTES.flatMap(([nom, path, compte]) =>
      (['fr', 'ar'] as const).map((l) => [nom, path, compte, l] as const),
    ),
  )(
    'the %s list (%s, signed in as %s) has no sideways scroll at 1280 px in language %s',
    async (nom, path, compte, language) => {
      const page = await newPage(browser, { width: 1280, height: 800 });
      await page.addInitScript((lng) => localStorage.setItem('langue', lng), language);
      await authenticate(page, appUrl(), compte);
      await page.goto(`${appUrl()}${path}`);
      await page.locator('.p-datatable-tbody tr').first().waitFor(POLL);
      await expect.poll(() => page.locator('.p-skeleton').count(), POLL).toBe(0);
      const debords = await page.evaluate(() =>
        [document.documentElement, ...document.querySelectorAll('.p-datatable-wrapper, .p-virtualscroller')]
          .filter((e) => e.scrollWidth > e.clientWidth)
          .map((e) => `${e.className || e.tagName}: ${e.scrollWidth} > ${e.clientWidth}`),
      );
      mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({ path: `${SCREENS}liste-large-${nom}-${language}-desktop.png` });
      expect(debords).toEqual([]);
      await page.context().close();
    },
  );
});
