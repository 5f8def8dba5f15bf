// Police stations (/global/commissariat/liste) in headless Chromium against the local runtime:
// an administrator creates a police station of Argenteuil and the secretariat of Argenteuil, already on
// the list in another browser context, sees it appear without reloading (msgToClient ModificationTable
// Commissariat, docs/product-rules.md#calls); the secretariat of Paris Nord does not see it (office scope, docs/product-rules.md#access); the
// entry is then edited and deleted. axe-core on the list and the dialog; screenshots fr/ar.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { authenticate, launchBrowser, newPage, screenCase } from '../support/browser.ts';
import {
  choose,
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

const PATH = '/global/commissariat/liste';
/** The sector cell (second column) of the row of `nom`. */
const secteur = (page: Page, nom: string) => row(page, nom).locator('td').nth(1).textContent();

describe('Police stations screen in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a police station created by the administrator appears on the open list of the secretariat of its office without reloading; not for another office', async () => {
    const nom = `Commissariat d'essai ${Date.now().toString(36)}`;
    const secretariat = await newPage(browser);
    await authenticate(secretariat, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
    await openList(secretariat, PATH);
    await search(secretariat, nom);
    await expect.poll(() => row(secretariat, nom).count()).toBe(0);
    // A mark in the page's memory: a reload would lose it.
    await secretariat.evaluate(() => Object.assign(window, { umjSansRechargement: true }));

    const autreBureau = await newPage(browser);
    await authenticate(autreBureau, appUrl(), DEMO_ACCOUNTS.secretariatParisNord);
    await openList(autreBureau, PATH);
    await search(autreBureau, nom);

    const admin = await newPage(browser);
    await authenticate(admin, appUrl(), DEMO_ACCOUNTS.admin);
    await openList(admin, PATH);
    await admin.getByRole('button', { name: 'Ajouter' }).click();
    await dialog(admin).getByLabel('Nom du commissariat').fill(nom);
    await choose(admin, 'Secteur', '95');
    await choose(admin, 'Bureau', 'Argenteuil');
    await dialog(admin).getByLabel('Téléphone').fill('01 34 10 20 30');
    await dialog(admin).getByLabel('Adresse e-mail').fill('accueil.essai@interieur.gouv.fr');
    await dialog(admin).getByRole('button', { name: 'Enregistrer' }).click();
    await dialog(admin).waitFor({ state: 'detached' });
    await admin.getByText('Objet créé').waitFor();

    // The secretariat of Argenteuil: the new row, without any reload.
    await row(secretariat, nom).waitFor(POLL);
    expect(await row(secretariat, nom).locator('td').nth(2).textContent()).toBe('Argenteuil');
    expect(await secteur(secretariat, nom)).toBe('95');
    expect(
      await secretariat.evaluate(() => (window as { umjSansRechargement?: boolean }).umjSansRechargement),
    ).toBe(true);
    // Paris Nord never sees an entry of Argenteuil.
    await autreBureau.waitForTimeout(1500);
    expect(await row(autreBureau, nom).count()).toBe(0);

    // The secretariat edits it; then deletes it after the confirmation naming it.
    await secretariat.getByRole('button', { name: `Modifier « ${nom} »` }).click();
    await choose(secretariat, 'Secteur', '78');
    await dialog(secretariat).getByRole('button', { name: 'Enregistrer' }).click();
    await dialog(secretariat).waitFor({ state: 'detached' });
    await search(admin, nom);
    await expect.poll(() => secteur(admin, nom), POLL).toBe('78');
    await secretariat.getByRole('button', { name: `Supprimer « ${nom} »` }).click();
    await secretariat.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await secretariat.getByText('Objet supprimé').waitFor();
    await expect.poll(() => row(admin, nom).count(), POLL).toBe(0);
    for (const page of [secretariat, autreBureau, admin]) await page.context().close();
  }, 180_000);

  it('access: a doctor reads the police stations of the office without any write action; no serious axe violation', async () => {
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.medecinArgenteuil);
    await openList(page, PATH);
    expect(await rows(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Ajouter' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Modifier « / }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('no serious axe violation on the administrator’s list and create dialog', async () => {
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
    await openList(page, PATH);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Ajouter' }).click();
    await dialog(page).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  for (const language of ['fr', 'ar'] as const) {
    for (const device of DEVICES) {
      if (screenCase(language, device[0]))
        it(`screenshots of the list and the dialog (${language}, ${device[0]})`, async () => {
          await screenshots(browser, {
            path: PATH,
            name: 'commissariats',
            language,
            device,
            openDialog: true,
          });
        });
    }
  }
});
