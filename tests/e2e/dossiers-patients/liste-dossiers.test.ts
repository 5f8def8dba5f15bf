// The patient-file list on a desktop and on a phone (docs/architecture.md#wide-lists), in headless
// Chromium against the seeded runtime (the demo files of the current month, the default period):
// at 1280 × 800 at least 12 files on the first screen, one line each (a cut text whole in its tooltip),
// its main columns without sideways scroll (document and table), in French and Arabic;
// at 390 × 844 one card per file, at least three on the first screen, the filters in a closed panel;
// the column chooser's choice kept over a reload; the filters and the scroll position kept over
// opening and closing a file. Screenshots under tests/artifacts/screens/.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { authenticate, launchBrowser, newPage } from '../support/browser.ts';
import { openList, POLL, SCREENS } from '../listes/listes-support.ts';

const PATH = '/secretariat/dossier-patient/liste';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function listPage(
  browser: Browser,
  size: { width: number; height: number },
  language: 'fr' | 'ar' = 'fr',
  path = PATH,
): Promise<Page> {
  const page = await newPage(browser, size);
  await page.addInitScript((lng) => localStorage.setItem('langue', lng), language);
  await authenticate(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
  await openList(page, path);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
  return page;
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}${name}.png` });
}

const headers = (page: Page) =>
  page.locator('.umj-list-page .p-datatable-thead > tr:first-child > th').allInnerTexts();

describe('Patient-file list on a desktop and a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['fr', 'ar'] as const)(
    'at 1280 × 800 (%s) at least 12 files show without scrolling, one line each, with the main columns and no sideways scroll of the page or the table',
    async (language) => {
      const page = await listPage(browser, DESKTOP, language);
      await page.locator('.umj-list-page .p-datatable-tbody tr').first().waitFor(POLL);
      // The rows whose whole box is inside the window, and the height of each (one line of text).
      const lignes = await page.locator('.umj-list-page .p-datatable-tbody tr').evaluateAll((trs) =>
        trs
          .map((tr) => tr.getBoundingClientRect())
          .filter((b) => b.top >= 0 && b.bottom <= window.innerHeight)
          .map((b) => b.height),
      );
      expect(lignes.length).toBeGreaterThanOrEqual(12);
      for (const hauteur of lignes) expect(hauteur).toBeLessThan(40);
      // A text cut with an ellipsis is whole in the page (screen readers) and in its tooltip.
      const coupes = await page
        .locator('.umj-list-page .umj-cell-ligne')
        .evaluateAll((cellules) =>
          cellules
            .filter((c) => c.scrollWidth > c.clientWidth)
            .map((c) => [c.getAttribute('title'), (c.textContent ?? '').trim()]),
        );
      expect(coupes.length).toBeGreaterThan(0);
      for (const [titre, texte] of coupes) expect(texte!.slice(0, 3)).toBe(titre!.slice(0, 3));
      expect((await headers(page)).length).toBe(9); // eight columns and the actions
      if (language === 'fr') {
        expect((await headers(page)).map((h) => h.trim())).toEqual([
          'Rendez-vous',
          'Nom',
          'Statut',
          'Type',
          'Examinateur',
          "Type d'examen",
          'Commissariat',
          'Réquisition',
          'Actions',
        ]);
      }
      // Neither the document nor any scrolling box of the table (its wrapper, a virtual scroller).
      const debords = await page.evaluate(() =>
        [
          document.documentElement,
          ...document.querySelectorAll(
            '.umj-list-page .p-datatable-wrapper, .umj-list-page .p-virtualscroller',
          ),
        ]
          .filter((e) => e.scrollWidth > e.clientWidth)
          .map((e) => `${e.className || e.tagName}: ${e.scrollWidth} > ${e.clientWidth}`),
      );
      expect(debords).toEqual([]);
      expect(await page.locator('.umj-list-page .p-datatable-wrapper').count()).toBe(1);
      // Every header within the table's box.
      const boite = await page.locator('.umj-list-page .p-datatable-wrapper').boundingBox();
      for (const th of await page.locator('.umj-list-page .p-datatable-thead > tr:first-child > th').all()) {
        const b = await th.boundingBox();
        expect(b!.x).toBeGreaterThanOrEqual(boite!.x - 1);
        expect(b!.x + b!.width).toBeLessThanOrEqual(boite!.x + boite!.width + 1);
      }
      // One search box: the server's (the table has none of its own).
      expect(await page.locator('.umj-list-search').count()).toBe(0);
      // No row of column filters: the server's filters, on one line, hold them.
      expect(await page.locator('.umj-list-page .p-datatable-thead > tr').count()).toBe(1);
      expect(
        await page
          .getByRole('search')
          .getByLabel(/Recherche|بحث/)
          .count(),
      ).toBeGreaterThan(0);
      await screenshot(page, `dossiers-liste-${language}-desktop`);
      await page.context().close();
    },
  );

  it.each(['fr', 'ar'] as const)(
    'on a phone (%s) the first screen shows at least three file cards and the filters are in a closed panel',
    async (language) => {
      const page = await listPage(browser, PHONE, language);
      const cards = page.locator('.umj-list-card');
      await cards.first().waitFor(POLL);
      expect(await page.locator('.umj-list-page .p-datatable').count()).toBe(0);
      const visibles = await cards.evaluateAll(
        (all) => all.filter((c) => c.getBoundingClientRect().bottom <= window.innerHeight).length,
      );
      expect(visibles).toBeGreaterThanOrEqual(3);
      expect(await page.locator('details.umj-dossiers-panneau').getAttribute('open')).toBeNull();
      expect(await page.getByRole('search').isVisible()).toBe(false);
      // The card's actions are the row's: its name and its button open the file.
      await expect
        .poll(() =>
          cards
            .first()
            .getByRole('button', { name: /Ouvrir le dossier|فتح/ })
            .count(),
        )
        .toBe(1);
      const largeur = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(largeur[0]).toBeLessThanOrEqual(largeur[1]!);
      await screenshot(page, `dossiers-liste-${language}-mobile`);
      await page.locator('details.umj-dossiers-panneau > summary').click();
      await page.getByRole('search').waitFor(POLL);
      await screenshot(page, `dossiers-liste-filtres-${language}-mobile`);
      await page.context().close();
    },
  );

  it('opened from its address, the list asks once for the month of the URL’s filter (the route’s loader and the screen share the query)', async () => {
    const page = await newPage(browser, DESKTOP);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
    // The month's list of the filter: not the menu's counts (`lieu`) nor a file of its own.
    const mois: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/\/dossiers-patients$/.test(url.pathname) && url.searchParams.get('statut') === '30')
        mois.push(url.search);
    });
    await openList(page, `${PATH}?statut=30`);
    await page.locator('.umj-list-page .p-datatable-tbody tr').first().waitFor(POLL);
    expect(mois).toHaveLength(1);
    expect(new URLSearchParams(mois[0]).get('du')).toMatch(/^\d{4}-\d{2}-01$/);
    await page.context().close();
  });

  it('the column chooser shows an optional column, and the choice survives a reload', async () => {
    const page = await listPage(browser, DESKTOP);
    expect(await headers(page)).not.toContain('Montant HT');
    await page.locator('.umj-list-colonnes').click();
    await page.locator('li[role=option]', { hasText: 'Montant HT' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page), POLL).toContain('Montant HT');
    await page.reload();
    await page.locator('.umj-list-page .p-datatable-tbody tr').first().waitFor(POLL);
    expect(await headers(page)).toContain('Montant HT');
    expect(await page.evaluate(() => localStorage.getItem('colonnes:dossiers-patients'))).toContain(
      'montantHT',
    );
    await page.context().close();
  });

  it('the filters and the scroll position survive opening and closing a file', async () => {
    const page = await listPage(browser, { width: 1280, height: 600 });
    const filtres = page.getByRole('search', { name: 'Filtres' });
    const compte = page.locator('.umj-list-count');
    const tous = await compte.textContent();
    // The kind of appointment is one of the less used filters, behind "Plus de filtres".
    await filtres.getByRole('button', { name: 'Plus de filtres' }).click();
    const champLieu = filtres.locator('div.p-dropdown', {
      has: page.getByRole('combobox', { name: 'Type de rendez-vous', exact: true }),
    });
    await champLieu.click();
    await page.locator('.p-dropdown-panel').getByRole('option', { name: 'Rendez-vous médecin' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('lieu'), POLL).toBe('10');
    // The filtered rows are there (the count changed), then the page is scrolled to its end.
    await expect.poll(() => compte.textContent(), POLL).not.toBe(tous);
    const ouvrir = page.getByRole('button', { name: /^Ouvrir le dossier de / });
    await ouvrir.nth(2).waitFor(POLL);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scroll = await page.evaluate(() => window.scrollY);
    expect(scroll).toBeGreaterThan(0);

    // A file on screen after the scroll (the last row of the page).
    await ouvrir.last().click();
    const dialogue = page.getByRole('dialog', { name: /Dossier patient/ });
    await dialogue.waitFor(POLL);
    await expect.poll(() => new URL(page.url()).searchParams.get('dossier'), POLL).not.toBeNull();
    await dialogue.getByRole('button', { name: 'Fermer' }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('dossier'), POLL).toBeNull();

    expect(new URL(page.url()).searchParams.get('lieu')).toBe('10');
    expect(await champLieu.textContent()).toContain('Rendez-vous médecin');
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBe(scroll);
    await page.context().close();
  });
});
