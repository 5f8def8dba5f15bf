// Report types (/configuration/dprapport/liste) in headless Chromium against the local runtime:
// the administrator creates a report type for two exam types of the configuration with a model document
// (uploaded through the presigned POST), downloads the model with the same bytes and deletes the entry;
// the secretariat reads the list without write actions. axe-core; screenshots fr/ar.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { authenticate, launchBrowser, newPage, screenCase } from '../support/browser.ts';
import {
  DEVICES,
  dialog,
  openList,
  POLL,
  row,
  rows,
  screenshots,
  search,
  seriousViolations,
} from './listes-support.ts';

const PATH = '/configuration/dprapport/liste';

describe('Report types screen in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the administrator creates a report type with exam types and a model, downloads the model, deletes it', async () => {
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
    await openList(page, PATH);
    const nom = `Rapport d'essai ${Date.now().toString(36)}`;
    const modele = Buffer.from('%PDF-1.4\nmodèle de rapport\n%%EOF\n', 'utf8');

    await page.getByRole('button', { name: 'Ajouter' }).click();
    await dialog(page).getByLabel('Nom du type de rapport').fill(nom);
    await dialog(page).getByLabel('Délai de remise (jours)').fill('15');
    await dialog(page).locator('.p-multiselect').click();
    for (const type of ['EMP', 'K90']) {
      await page.locator('li[role=option]', { hasText: new RegExp(`^${type}$`) }).click();
    }
    // Closes the options panel (Escape would close the dialog too).
    await dialog(page).getByLabel('Nom du type de rapport').click();
    await expect.poll(() => page.locator('li[role=option]').count()).toBe(0);
    await dialog(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'modele-essai.pdf', mimeType: 'application/pdf', buffer: modele });
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await dialog(page).waitFor({ state: 'detached', ...POLL });
    await page.getByText('Objet créé').waitFor();

    await search(page, nom);
    await row(page, nom).waitFor(POLL);
    const text = await row(page, nom).textContent();
    expect(text).toContain('EMP, K90');
    expect(text).toContain('modele-essai.pdf');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Télécharger le modèle de « ${nom} »` }).click(),
    ]);
    expect(readFileSync((await download.path())!).equals(modele)).toBe(true);

    await page.getByRole('button', { name: `Supprimer « ${nom} »` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect.poll(() => row(page, nom).count(), POLL).toBe(0);
    await page.context().close();
  });

  it('access: the secretariat reads the report types without any write action; no serious axe violation', async () => {
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
    await openList(page, PATH);
    expect(await rows(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Ajouter' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Modifier « / }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  for (const language of ['fr', 'ar'] as const) {
    for (const device of DEVICES) {
      if (screenCase(language, device[0]))
        it(`screenshots of the list and the dialog (${language}, ${device[0]})`, async () => {
          await screenshots(browser, { path: PATH, name: 'dprapports', language, device, openDialog: true });
        });
    }
  }
});
