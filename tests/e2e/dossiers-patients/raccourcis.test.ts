// The keys a secretary expects (docs/architecture.md#keyboard-shortcuts), in headless Chromium against the
// seeded runtime: in the patient-file list ↓/↑ choose a row (aria-selected, announced, the page turned
// past its last row) and Enter opens it, "/" puts the cursor in the search box, where a letter or an
// arrow triggers nothing; in the file form Ctrl+S saves, Esc closes a clean form and asks first for a
// typed one; the user's menu opens the "Raccourcis clavier" dialog listing them; no serious axe
// violation. Also the doctor's agenda on a phone: an empty suggestions panel is one line. Screenshots
// (French and Arabic) under tests/artifacts/screens/. Creates files of its own (unique names): sequential.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { api, appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { authenticate, launchBrowser, newPage } from '../support/browser.ts';
import { dossierDuJour } from '../support/dossier-du-jour.ts';
import { openList, POLL, rows, SCREENS, seriousViolations } from '../listes/listes-support.ts';

const PATH = '/secretariat/dossier-patient/liste';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function ouvrir(browser: Browser, langue: 'fr' | 'ar' = 'fr', taille = DESKTOP) {
  const page = await newPage(browser, taille);
  await page.addInitScript((lng) => localStorage.setItem('langue', lng), langue);
  await authenticate(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
  return page;
}

async function capture(page: Page, nom: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}${nom}.png` });
}

const choisie = (page: Page) => page.locator('.umj-list-page .p-datatable-tbody tr[aria-selected="true"]');
const nomDe = (page: Page, index: number) =>
  rows(page).nth(index).locator('.umj-dossier-lien').innerText({ timeout: POLL.timeout });
const formulaire = (page: Page) => page.getByRole('dialog', { name: /^Dossier patient : / });

/** Opens the file from its address in the list and waits for its name field. */
async function ouvrirDossier(page: Page, bureauId: string, dossier: DossierPatientStocke) {
  await page.goto(`${appUrl()}${PATH}?dossier=${bureauId}~${dossier.id}`);
  const nom = formulaire(page).getByLabel('Nom du patient');
  await nom.waitFor(POLL);
  return nom;
}

describe('keyboard shortcuts of the patient files', { timeout: 180_000 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('in the list, ↓ and ↑ move the chosen row (aria-selected, announced), past the page’s last row the next page shows, and Enter opens the chosen file', async () => {
    const page = await ouvrir(browser);
    await openList(page, PATH);
    expect(await choisie(page).count()).toBe(0);

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => choisie(page).count(), POLL).toBe(1);
    expect(await rows(page).nth(0).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => rows(page).nth(1).getAttribute('aria-selected'), POLL).toBe('true');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => rows(page).nth(0).getAttribute('aria-selected'), POLL).toBe('true');
    const premier = await nomDe(page, 0);
    const annonce = page.locator('.umj-list-page p[role="status"][aria-live="polite"]').last();
    await expect.poll(() => annonce.textContent(), POLL).toContain(premier);
    expect(await seriousViolations(page)).toEqual([]);

    // Pages of 25: the 26th ↓ shows the second page with its first row chosen.
    for (let i = 1; i < 25; i += 1) await page.keyboard.press('ArrowDown');
    await expect.poll(() => rows(page).nth(24).getAttribute('aria-selected'), POLL).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('.p-paginator-page.p-highlight').textContent(), POLL).toBe('2');
    await expect.poll(() => rows(page).nth(0).getAttribute('aria-selected'), POLL).toBe('true');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.locator('.p-paginator-page.p-highlight').textContent(), POLL).toBe('1');
    await page.keyboard.press('ArrowUp');
    const choisi = await nomDe(page, 23);
    await expect.poll(() => rows(page).nth(23).getAttribute('aria-selected'), POLL).toBe('true');
    await capture(page, 'dossiers-liste-clavier-fr-desktop');

    await page.keyboard.press('Enter');
    await formulaire(page).filter({ hasText: choisi }).first().waitFor(POLL);
    expect(new URL(page.url()).searchParams.get('dossier')).not.toBeNull();
    await page.context().close();
  });

  it('"/" puts the cursor in the search box, where a letter, "/" and the arrows are typed, not shortcuts', async () => {
    const page = await ouvrir(browser);
    await openList(page, PATH);
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), POLL).toBe('dossiers-q');
    await page.keyboard.type('m/');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await page.locator('#dossiers-q').inputValue()).toBe('m/');
    expect(await choisie(page).count()).toBe(0);
    expect(await formulaire(page).count()).toBe(0);
    await page.context().close();
  });

  it('in the file form, Ctrl+S typed in a field saves the file (and closes it, as the save button)', async () => {
    const { bureauId, dossier, token } = await dossierDuJour('CLAVIER', 9 * 60);
    const page = await ouvrir(browser);
    const nom = await ouvrirDossier(page, bureauId, dossier);
    await nom.fill(`${dossier.nom} BIS`);
    await page.keyboard.press('Control+s');
    await expect.poll(() => formulaire(page).count(), POLL).toBe(0);
    const lu = await api<DossierPatientStocke>(`/bureaux/${bureauId}/dossiers-patients/${dossier.id}`, {
      token,
    });
    expect(lu.body.nom).toBe(`${dossier.nom} BIS`);
    await page.context().close();
  });

  it('Esc closes a file with nothing typed, and asks first when something typed is not saved', async () => {
    const { bureauId, dossier, token } = await dossierDuJour('CLAVIER', 9 * 60);
    const page = await ouvrir(browser);
    const nom = await ouvrirDossier(page, bureauId, dossier);
    await page.keyboard.press('Escape');
    await expect.poll(() => formulaire(page).count(), POLL).toBe(0);
    await expect.poll(() => new URL(page.url()).searchParams.get('dossier'), POLL).toBeNull();

    await ouvrirDossier(page, bureauId, dossier);
    await nom.fill(`${dossier.nom} TER`);
    await page.keyboard.press('Escape');
    const confirmation = page.locator('.p-confirm-dialog', { hasText: 'Modifications non enregistrées' });
    await confirmation.waitFor(POLL);
    await confirmation.getByRole('button', { name: 'Continuer la saisie' }).click();
    await expect.poll(() => confirmation.count(), POLL).toBe(0);
    expect(await nom.inputValue()).toBe(`${dossier.nom} TER`);

    await nom.focus();
    await page.keyboard.press('Escape');
    await confirmation.getByRole('button', { name: 'Fermer sans enregistrer' }).click();
    await expect.poll(() => formulaire(page).count(), POLL).toBe(0);
    const lu = await api<DossierPatientStocke>(`/bureaux/${bureauId}/dossiers-patients/${dossier.id}`, {
      token,
    });
    expect(lu.body.nom).toBe(dossier.nom);
    await page.context().close();
  });

  it.each(['fr', 'ar'] as const)(
    'the user’s menu opens "Raccourcis clavier" (%s), which lists every shortcut',
    async (langue) => {
      const page = await ouvrir(browser, langue);
      await openList(page, PATH);
      await capture(page, `dossiers-liste-${langue}-1280x800`);
      await page.locator('.umj-user__button').first().click();
      await page
        .getByRole('menuitem', { name: langue === 'fr' ? 'Raccourcis clavier' : 'اختصارات لوحة المفاتيح' })
        .click();
      const dialog = page.locator('.umj-raccourcis');
      await dialog.waitFor(POLL);
      const touches = await dialog.locator('kbd').allInnerTexts();
      expect(touches).toEqual(
        langue === 'fr'
          ? ['↓', '↑', 'Entrée', '/', 'Ctrl', 'S', 'Échap']
          : ['↓', '↑', 'Enter', '/', 'Ctrl', 'S', 'Esc'],
      );
      if (langue === 'fr') {
        for (const action of ['Ouvrir le dossier choisi', 'Aller à la recherche', 'Enregistrer le dossier']) {
          expect(await dialog.getByText(action).count()).toBe(1);
        }
      }
      expect(await seriousViolations(page)).toEqual([]);
      await capture(page, `raccourcis-${langue}-desktop`);
      await page.context().close();
    },
  );

  it.each(['fr', 'ar'] as const)(
    'on a phone (%s) the doctor’s agenda shows an empty suggestions panel on one line',
    async (langue) => {
      const page = await ouvrir(browser, langue, PHONE);
      await page.goto(`${appUrl()}/secretariat/rendez-vous/medecin`);
      const grille = page.locator('.umj-grille');
      await grille.waitFor(POLL);
      // The day before today: its times are past, no slot is suggested.
      await grille.getByRole('button').first().click();
      const panneau = page.locator('.umj-agenda-suggestions');
      await expect
        .poll(() => panneau.locator('p').first().innerText(), POLL)
        .toMatch(langue === 'fr' ? /^Aucun créneau libre le / : /لا توجد مواعيد متاحة/);
      const boite = await panneau.boundingBox();
      expect(boite!.height).toBeLessThan(48);
      await capture(page, `agenda-medecin-${langue}-390x844`);
      await page.context().close();
    },
  );
});
