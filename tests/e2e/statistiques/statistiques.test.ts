// Statistics in headless Chromium against the local runtime ("What it must show", browser
// tests): the secretariat of Argenteuil opens /secretariat/statistiques on the demo data; every table's
// chart is drawn by chart.js (a canvas with role="img", its text alternative, pixels painted) beside its
// data table, and the XLSX export downloads one sheet per table plus the filters sheet. One screenshot
// case (French desktop by default; SCREENSHOTS=all adds Arabic and the phone, and the accounting screen).
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLES_STATISTIQUES } from '@umj/shared/statistiques';
import { appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { launchBrowser, newPage, screenCase, signIn } from '../support/browser.ts';

const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));
const POLL = { timeout: 30_000 };
const DEVICES = [
  ['desktop', 1366, 800],
  ['phone', 390, 844],
] as const;

describe('statistics in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  for (const language of ['fr', 'ar'] as const) {
    for (const [device, width, height] of DEVICES) {
      if (!screenCase(language, device)) continue;
      it(`the statistics page draws its charts and exports them to XLSX (${language}, ${device})`, async () => {
        const page = await newPage(browser, { width, height });
        await page.addInitScript((lng) => localStorage.setItem('langue', lng), language);
        await signIn(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
        // Three months around today: the demo files lie around the seed's day (a lean read for CI).
        const jour = (decalage: number) =>
          new Date(Date.now() + decalage * 86_400_000).toISOString().slice(0, 10);
        const periode = `du=${jour(-60)}&au=${jour(30)}`;
        await page.goto(`${appUrl()}/secretariat/statistiques?${periode}`);

        const graphiques = page.locator('canvas[role="img"]');
        await expect.poll(() => graphiques.count(), POLL).toBe(TABLES_STATISTIQUES.length);
        // Each canvas carries its text alternative and chart.js painted it (pixels not all transparent).
        for (const canvas of await graphiques.all()) {
          expect((await canvas.getAttribute('aria-label'))?.length ?? 0).toBeGreaterThan(10);
        }
        await expect
          .poll(
            () =>
              graphiques.evaluateAll((elements) =>
                elements.every((c) => {
                  const canvas = c as HTMLCanvasElement;
                  if (canvas.width === 0 || canvas.height === 0) return false;
                  const pixels = canvas
                    .getContext('2d')!
                    .getImageData(0, 0, canvas.width, canvas.height).data;
                  for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 0) return true;
                  return false;
                }),
              ),
            POLL,
          )
          .toBe(true);
        const statuts = page.locator('section[data-table="statut"]');
        expect(await statuts.locator('tbody tr').count()).toBeGreaterThanOrEqual(6);
        if (language === 'fr') {
          expect(await statuts.locator('canvas').getAttribute('aria-label')).toMatch(
            /^Par statut : RDV pris \d+/,
          );
        }

        if (language === 'fr' && device === 'desktop') {
          const [telechargement] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: 'Exporter (Excel)' }).click(),
          ]);
          expect(telechargement.suggestedFilename()).toMatch(/^Statistiques \d{4}-\d{2}-\d{2}\.xlsx$/);
          const fichiers = unzipSync(new Uint8Array(readFileSync((await telechargement.path())!)));
          const classeur = strFromU8(fichiers['xl/workbook.xml'] ?? new Uint8Array());
          const feuilles = [...classeur.matchAll(/<sheet [^>]*name="([^"]+)"/g)].map((m) => m[1]);
          expect(feuilles).toHaveLength(TABLES_STATISTIQUES.length + 1);
          expect(feuilles[0]).toBe('Par statut');
          expect(feuilles.at(-1)).toBe('Filtres');
          const textes = strFromU8(fichiers['xl/sharedStrings.xml'] ?? new Uint8Array());
          for (const texte of ['Libellé', 'Nombre', 'Période', 'Bureaux', 'Argenteuil', 'RDV pris']) {
            expect(textes).toContain(texte);
          }
        }

        mkdirSync(SCREENS, { recursive: true });
        await page.screenshot({ path: `${SCREENS}statistiques-${language}-${device}.png`, fullPage: true });
        if (process.env.SCREENSHOTS === 'all') {
          await page.goto(`${appUrl()}/secretariat/comptabilite?${periode}`);
          await page.locator('.umj-compta-totaux').waitFor({ timeout: 60_000 });
          await page.screenshot({ path: `${SCREENS}comptabilite-${language}-${device}.png`, fullPage: true });
        }
        await page.context().close();
      }, 120_000);
    }
  }
});
