// Dates that cannot be misread (components/champ-date) in headless Chromium set to English (en-US),
// whose native date fields would read 01/11/2026 as 11 January: the secretary of Argenteuil opens a
// file of this run (?dossier=), types 01/11/2026 as the birth date and saves; the API stores
// 1 November (2026-11-01) and the field shows 01/11/2026. Screenshots of the field with its calendar
// open, in French (and in Arabic with SCREENSHOTS=all), go to tests/artifacts/screens/.
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jourParis } from '@umj/shared/dates';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { authenticate, launchBrowser, newPage, screenCase } from '../support/browser.ts';

const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));
const POLL = { timeout: 30_000 };

async function arrange() {
  const token = await loginToken(DEMO_ACCOUNTS.secretariatArgenteuil);
  const moi = await api<{ bureaux: { id: string; nom: string }[] }>('/utilisateurs/moi', { token });
  const bureauId = moi.body.bureaux.find((b) => b.nom === 'Argenteuil')?.id ?? '';
  const examinateurs = await api<{ id: string; nomComplet: string }[]>('/examinateurs?role=medecin', {
    token,
  });
  const medecin = examinateurs.body[0] as { id: string; nomComplet: string };
  const nom = `DATES ${randomUUID().slice(0, 8).toUpperCase()}`;
  const cree = await api<DossierPatientStocke>(`/bureaux/${bureauId}/dossiers-patients`, {
    method: 'POST',
    token,
    body: {
      nom,
      lieu: 10,
      rendezVousDate: jourParis(new Date()),
      rendezVousHeure: 8 * 60,
      examinateur: { id: medecin.id, nomComplet: medecin.nomComplet },
      montantHT: 8050,
      montantTVA: 1610,
      requisitionFournie: false,
    },
  });
  expect(cree.status, JSON.stringify(cree.body)).toBe(201);
  return { token, bureauId, id: cree.body.id, nom };
}

/** Opens the file's form in `page` (signed in as the secretary, UI language `langue`). */
async function ouvrirFormulaire(page: Page, bureauId: string, id: number, nom: string, langue = 'fr') {
  await authenticate(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
  if (langue !== 'fr') await page.evaluate((l) => localStorage.setItem('langue', l), langue);
  return afficherDossier(page, bureauId, id, nom);
}

/** Opens the file's form from its URL (`?dossier=`) in a signed-in `page`. */
async function afficherDossier(page: Page, bureauId: string, id: number, nom: string) {
  await page.goto(
    `${appUrl()}/secretariat/dossier-patient/liste?${new URLSearchParams({ dossier: `${bureauId}~${id}` }).toString()}`,
  );
  const dialogue = page.getByRole('dialog').filter({ hasText: nom });
  await dialogue.locator('#dossier-dateDeNaissance').waitFor(POLL);
  return dialogue;
}

/** Opens the birth date's calendar and saves a screenshot of the form with it. */
async function photographier(page: Page, dialogue: ReturnType<Page['getByRole']>, nom: string) {
  await dialogue.locator('[data-champ="dateDeNaissance"] button.p-datepicker-trigger').click();
  await page.locator('.p-datepicker').first().waitFor(POLL);
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}${nom}.png` });
  await page.keyboard.press('Escape');
}

describe('date fields in an English-language browser', { timeout: 120_000 }, () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('typing 01/11/2026 as a birth date in an en-US browser saves 1 November (2026-11-01), shown 01/11/2026', async () => {
    const { token, bureauId, id, nom } = await arrange();
    const page = await newPage(browser, { locale: 'en-US' });
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    const dialogue = await ouvrirFormulaire(page, bureauId, id, nom);
    const naissance = dialogue.getByLabel('Date de naissance');
    expect(await naissance.getAttribute('placeholder')).toBe('jj/mm/aaaa');

    await naissance.fill('01/11/2026');
    await naissance.press('Tab');
    expect(await naissance.inputValue()).toBe('01/11/2026');
    await dialogue.getByRole('button', { name: 'Enregistrer' }).click();
    // A save without a warning closes the form.
    await dialogue.waitFor({ state: 'detached', ...POLL });

    await expect
      .poll(
        async () =>
          (await api<DossierPatientStocke>(`/bureaux/${bureauId}/dossiers-patients/${id}`, { token })).body
            .dateDeNaissance,
        POLL,
      )
      .toBe('2026-11-01');
    // Opened again, the form shows the stored date as dd/mm/yyyy.
    const rouvert = await afficherDossier(page, bureauId, id, nom);
    expect(await rouvert.getByLabel('Date de naissance').inputValue()).toBe('01/11/2026');

    if (screenCase('fr', 'desktop')) await photographier(page, rouvert, 'champ-date-fr-desktop');
    await page.context().close();

    if (screenCase('ar', 'desktop')) {
      const arabe = await newPage(browser, { locale: 'en-US' });
      const formulaire = await ouvrirFormulaire(arabe, bureauId, id, nom, 'ar');
      // The same digits in Arabic: dd/mm/yyyy.
      expect(await formulaire.locator('#dossier-dateDeNaissance').inputValue()).toBe('01/11/2026');
      await photographier(arabe, formulaire, 'champ-date-ar-desktop');
      await arabe.context().close();
    }
  });
});
