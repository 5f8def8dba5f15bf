// Offices (/admin/bureau/liste) in headless Chromium against the local runtime: an administrator
// creates an office with a logo (preview before upload, thumbnail from the storage after), renames it,
// exports the filtered list as CSV (parsed back) and deletes it after a confirmation naming it; keyboard
// use and axe-core on the list and the dialog; screenshots in French and Arabic (RTL), desktop and mobile.
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { authenticate, launchBrowser, newPage, screenCase } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));

/** A 16×16 blue PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFUlEQVR4nGNgiFpNGhrVMKph+GoAABdxBRDBCsC8AAAAAElFTkSuQmCC',
  'base64',
);

async function openOffices(page: Page): Promise<void> {
  await page.goto(`${appUrl()}/admin/bureau/liste`);
  await page.locator('.umj-list-page .p-datatable-tbody tr').first().waitFor();
}

const row = (page: Page, nom: string) => page.locator('.p-datatable-tbody tr', { hasText: nom });
const dialog = (page: Page) => page.getByRole('dialog');

describe('Offices screen in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the administrator creates an office with a logo, renames it, exports CSV and deletes it', async () => {
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
    await openOffices(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Bureaux');
    const nom = `Pontoise ${Date.now().toString(36)}`;
    const renamed = `${nom} Gare`;

    // Create, with the logo previewed before any upload.
    await page.getByRole('button', { name: 'Ajouter' }).click();
    await dialog(page).getByLabel('Nom du bureau').fill(nom);
    await dialog(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    const preview = dialog(page).getByRole('img', { name: 'Aperçu : Logo' });
    await expect.poll(() => preview.getAttribute('src')).toMatch(/^blob:/);
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByText('Objet créé').waitFor();

    // The thumbnail comes from the storage through the presigned GET URL.
    const thumbnail = row(page, nom).getByRole('img', { name: `Logo ${nom}` });
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(16);

    // Rename.
    await page.getByRole('button', { name: `Modifier « ${nom} »` }).click();
    await dialog(page).getByLabel('Nom du bureau').fill(renamed);
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await row(page, renamed).waitFor();

    // CSV of the filtered rows.
    await page.getByRole('searchbox', { name: 'Rechercher dans la liste' }).fill(renamed);
    await expect.poll(() => page.locator('.p-datatable-tbody tr').count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Bureaux \d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.data).toEqual([
      ['Logo', 'Nom'],
      ['Oui', renamed],
    ]);

    // XLSX of the same rows; its second sheet lists the search used and the export date.
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/^Bureaux \d{4}-\d{2}-\d{2}\.xlsx$/);
    const files = unzipSync(new Uint8Array(readFileSync((await xlsx.path())!)));
    const xml = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    expect(xml('xl/workbook.xml')).toMatch(/name="Données".*name="Filtres"/s);
    const strings = xml('xl/sharedStrings.xml');
    for (const text of ['Logo', 'Nom', renamed, 'Recherche', "Date de l'export"]) {
      expect(strings.replace(/&apos;/g, "'")).toContain(text);
    }
    expect(xml('xl/worksheets/sheet1.xml').match(/<row /g)).toHaveLength(2);

    // Delete after a confirmation naming the office.
    await page.getByRole('button', { name: `Supprimer « ${renamed} »` }).click();
    const confirm = page.getByRole('dialog');
    await expect
      .poll(() => confirm.textContent())
      .toContain(`Supprimer « ${renamed} » ? Cette action est définitive.`);
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Objet supprimé').waitFor();
    await expect.poll(() => row(page, renamed).count()).toBe(0);
    await page.context().close();
  });

  it('keyboard only — create opens from the keyboard, Escape closes; no serious axe violation on the list or the dialog', async () => {
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
    await openOffices(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Rechercher dans la liste' }).focus();
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Shift+Tab');
      reached = await page.evaluate(() => document.activeElement?.textContent?.trim() === 'Ajouter');
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.id))
      .toBe('champ-nom');
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await dialog(page).getByText('Veuillez entrer le nom du bureau').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    // Row buttons are reachable with Tab and named after the office.
    await page.getByRole('button', { name: 'Modifier « Argenteuil »' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).getByLabel('Nom du bureau').inputValue()).toBe('Argenteuil');
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('no serious axe violation in dark mode, list and dialog with an error shown', async () => {
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
    await page.goto(`${appUrl()}/admin/bureau/liste?mode=dark`);
    await page.locator('.umj-list-page .p-datatable-tbody tr').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Modifier « Chartres »' }).click();
    await dialog(page).getByLabel('Nom du bureau').fill('');
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await dialog(page).getByText('Veuillez entrer le nom du bureau').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  for (const language of ['fr', 'ar'] as const) {
    for (const [device, width, height] of [
      ['desktop', 1366, 800],
      ['mobile', 390, 844],
    ] as const) {
      if (screenCase(language, device))
        it(`screenshots of the list and the dialog (${language}, ${device})`, async () => {
          const page = await newPage(browser, { width, height });
          await page.addInitScript((lng) => localStorage.setItem('langue', lng), language);
          await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
          await openOffices(page);
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(
            language === 'ar' ? 'rtl' : 'ltr',
          );
          mkdirSync(SCREENS, { recursive: true });
          await page.screenshot({ path: `${SCREENS}bureaux-${language}-${device}.png`, fullPage: true });
          await page.locator('.umj-list-heading button').click();
          await dialog(page).waitFor();
          // Shown (end of the opening animation): the first field has the focus.
          await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('champ-nom');
          await page.screenshot({ path: `${SCREENS}bureaux-dialog-${language}-${device}.png` });
          await page.context().close();
        });
    }
  }
});
