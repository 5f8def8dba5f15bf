// Configuration screens in headless Chromium against the local runtime: an administrator edits
// an exam type's tariff (typed in euros with a decimal comma) through the confirmation dialog of docs/product-rules.md#calls
// and the list shows it after a reload; no serious axe violation on the four screens; screenshots of
// zones, slots, exam types and settings in French and Arabic (RTL), desktop and mobile.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { authenticate, couleursAnneau, launchBrowser, newPage, screenCase } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));
const CONFIRM_TEXT =
  "Les configurations doivent être correctes pour que l'application fonctionne. Voulez-vous continuer ?";

const SCREEN_PATHS = {
  zones: '/configuration/dvzone/liste',
  creneaux: '/configuration/dvcreneau/liste',
  'types-examen': '/configuration/typeexamen/liste',
  reglages: '/configuration/reglages',
} as const;

type Entry = { cle: string; valeur: unknown; version: number };

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${appUrl()}${path}`);
  await page.locator('.umj-list-page .p-datatable-tbody tr').first().waitFor();
}

describe('configuration screens in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("calls, money: the administrator edits an exam type's tariff through the confirmation dialog; the list shows it after a reload", async () => {
    const token = await loginToken(DEMO_ACCOUNTS.admin);
    const before = (await api<Entry[]>('/configuration', { token })).body.find(
      (e) => e.cle === 'typesDExamen',
    )!;
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
    await open(page, SCREEN_PATHS['types-examen']);
    await page.locator('.umj-list-page').getByRole('searchbox').fill('IPMp');
    await expect.poll(() => page.locator('.p-datatable-tbody tr').count()).toBe(1);

    await page.getByRole('button', { name: 'Modifier « IPMp »' }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.locator('form') });
    await expect.poll(() => dialog.getByLabel(/^Tarif HT/).inputValue()).toBe('180,00');
    await dialog.getByLabel(/^Tarif HT/).fill('181,25');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: CONFIRM_TEXT });
    await confirm.getByRole('button', { name: 'Continuer' }).click();
    await page.getByText('Configuration enregistrée.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Stored in cents, with the next version; this session gets no reload alert (docs/product-rules.md#session).
    const after = (await api<Entry[]>('/configuration', { token })).body.find(
      (e) => e.cle === 'typesDExamen',
    )!;
    expect((after.valeur as { id: number; tarif: number }[]).find((x) => x.id === 25)?.tarif).toBe(18125);
    expect(after.version).toBe(before.version + 1);

    await page.reload();
    await page.locator('.umj-list-page .p-datatable-tbody tr').first().waitFor();
    await page.locator('.umj-list-page').getByRole('searchbox').fill('IPMp');
    await expect.poll(() => page.locator('.p-datatable-tbody tr').first().textContent()).toMatch(/181,25/);
    expect(await page.getByRole('alert').filter({ hasText: "L'application a été mise à jour" }).count()).toBe(
      0,
    );

    // Leave the seeded tariffs as they were for the other browser tests.
    const restored = await api('/configuration/typesDExamen', {
      method: 'PATCH',
      token,
      body: { cle: 'typesDExamen', valeur: before.valeur, version: after.version },
    });
    expect(restored.status).toBe(200);
    await page.context().close();
  });

  it('entities: the administrator creates a zone with its days and office, sees it usable, then deletes it', async () => {
    const page = await newPage(browser, { width: 1366, height: 800 });
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
    await open(page, SCREEN_PATHS.zones);
    const nom = `Zone ${Date.now().toString(36)}`;

    await page.getByRole('button', { name: 'Ajouter' }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.locator('form') });
    await dialog.getByLabel(/^Nom/).fill(nom);
    await dialog.locator('.p-multiselect').first().click();
    await page.getByRole('option', { name: 'Lundi' }).click();
    await page.getByRole('option', { name: 'Mardi' }).click();
    await dialog.locator('.p-dialog-title').click();
    await dialog.locator('.p-dropdown').click();
    await page.getByRole('option', { name: 'Chartres' }).click();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: CONFIRM_TEXT })
      .getByRole('button', { name: 'Continuer' })
      .click();
    await page.getByText('Configuration enregistrée.').first().waitFor();

    const row = page.locator('.p-datatable-tbody tr', { hasText: nom });
    await expect.poll(() => row.textContent()).toMatch(/Lundi, Mardi.*Chartres.*Utilisable/);

    await page.getByRole('button', { name: `Supprimer « ${nom} »` }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: `Supprimer « ${nom} » ?` })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await page
      .getByRole('dialog')
      .filter({ hasText: CONFIRM_TEXT })
      .getByRole('button', { name: 'Continuer' })
      .click();
    await expect.poll(() => row.count()).toBe(0);
    await page.context().close();
  });

  it('a required field focused as its dialog opens is ringed in the primary colour, not the red of an error', async () => {
    const page = await newPage(browser, { width: 1366, height: 800 });
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
    await open(page, SCREEN_PATHS.zones);
    await page.getByRole('button', { name: 'Ajouter' }).click();
    const nom = page
      .getByRole('dialog')
      .filter({ has: page.locator('form') })
      .getByLabel(/^Nom/);
    await expect.poll(() => nom.evaluate((champ) => champ === document.activeElement)).toBe(true);
    const couleurs = await couleursAnneau(nom);
    expect(couleurs.anneau).toBe(couleurs.primaire);
    expect(couleurs.anneau).not.toBe(couleurs.secondaire);
    await page.context().close();
  });

  it('no serious or critical axe violation on the zones, slots, exam types and settings screens', async () => {
    const page = await newPage(browser, { width: 1366, height: 800 });
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
    for (const path of Object.values(SCREEN_PATHS)) {
      await open(page, path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.context().close();
    // Four screens, each opened and checked by axe: past the file's 60 s when the CI runs the browser
    // tier's two parts beside the bundles tier on two cores.
  }, 120_000);

  for (const language of ['fr', 'ar'] as const) {
    for (const [device, width, height] of [
      ['desktop', 1366, 800],
      ['mobile', 390, 844],
    ] as const) {
      if (screenCase(language, device))
        it(`screenshots of the four configuration screens (${language}, ${device})`, async () => {
          const page = await newPage(browser, { width, height });
          await page.addInitScript((lng) => localStorage.setItem('langue', lng), language);
          await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
          mkdirSync(SCREENS, { recursive: true });
          for (const [name, path] of Object.entries(SCREEN_PATHS)) {
            await open(page, path);
            expect(await page.evaluate(() => document.documentElement.dir)).toBe(
              language === 'ar' ? 'rtl' : 'ltr',
            );
            await page.screenshot({
              path: `${SCREENS}configuration-${name}-${language}-${device}.png`,
              fullPage: true,
            });
          }
          await open(page, SCREEN_PATHS.zones);
          await page.locator('.umj-list-heading button').click();
          await page.getByRole('dialog').waitFor();
          await page
            .getByRole('dialog')
            .getByRole('button', { name: /Enregistrer|Save|حفظ/ })
            .click();
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${SCREENS}configuration-zone-dialog-${language}-${device}.png` });
          await page.context().close();
        });
    }
  }
});
