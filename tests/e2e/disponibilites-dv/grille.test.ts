// Duty grid in headless Chromium against the local runtime ("What it must show", browser
// tests): the demo Argenteuil doctor declares itself wished on a slot (one click per choice on its
// grid), the Argenteuil secretary sees it and confirms it in two clicks (the doctor, then Confirmé ?),
// and the doctor's open grid shows the confirmation live (realtime 'Disponibilite'). A day beyond the
// demo grid's four weeks, so the cell starts at the docs/product-rules.md#availability default. One screenshot case (French desktop).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import { appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { authenticate, launchBrowser, newPage, screenCase } from '../support/browser.ts';

const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));
const POLL = { timeout: 30_000 };

describe('duty grid in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('a doctor declares its availability, the secretariat confirms it in two clicks, the doctor sees it live', async () => {
    // A day 30 to 89 days ahead (a re-run on the same data picks another one most of the time).
    const jour = isoDepuisJour(jourParis(new Date()) + 30 + Math.floor(Math.random() * 60));
    // Typed as the date field reads it (dd/mm/yyyy).
    const saisie = jour.split('-').reverse().join('/');
    const medecin = await newPage(browser);
    await authenticate(medecin, appUrl(), DEMO_ACCOUNTS.medecinArgenteuil);
    await medecin.goto(`${appUrl()}/examinateur/disponibilitedv`);
    await medecin
      .getByRole('heading', { name: 'Disponibilités DV — grille des gardes', level: 1 })
      .waitFor(POLL);
    await medecin.getByLabel('Début').fill(saisie);
    await medecin.getByRole('button', { name: '1 jour' }).click();
    // The grid of 7 days stays on show until the day's arrives: one cell of the slot left, that day's.
    await expect
      .poll(() => medecin.getByRole('button', { name: /^Dépôt Matin .* : / }).count(), POLL)
      .toBe(1);
    const cellule = (statut: string) =>
      medecin.getByRole('button', { name: new RegExp(`^Dépôt Matin .* : ${statut.replace('?', '\\?')}$`) });
    // docs/product-rules.md#availability: Non Disponible -> Disponible -> Souhaité, one click each.
    await cellule('Non Disponible').click();
    await cellule('Disponible').click();
    await cellule('Souhaité').waitFor(POLL);

    const secretariat = await newPage(browser);
    await authenticate(secretariat, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
    await secretariat.goto(`${appUrl()}/secretariat/disponibilitedv`);
    await secretariat.getByLabel('Début').fill(saisie);
    await secretariat.getByRole('button', { name: '1 jour' }).click();
    const ligne = secretariat.getByRole('row', { name: /^Dépôt Matin/ });
    await expect
      .poll(() => ligne.getByRole('button', { name: /^Confirmer la garde Dépôt Matin/ }).count(), POLL)
      .toBe(1);
    await ligne.getByText('Médecin Argenteuil').waitFor(POLL);
    await ligne.getByRole('button', { name: /^Confirmer la garde Dépôt Matin/ }).click();
    const dialogue = secretariat.getByRole('dialog');
    await dialogue.getByLabel(/Médecin Argenteuil/).check({ force: true });
    await dialogue.getByRole('button', { name: 'Confirmé ?' }).click();
    await dialogue.waitFor({ state: 'hidden', ...POLL });
    await expect.poll(() => ligne.getByText('Confirmé ?').count(), POLL).toBeGreaterThan(0);

    // The doctor's open grid follows without a reload; the cell is no longer the doctor's to change.
    await cellule('Confirmé ?').waitFor(POLL);
    expect(await cellule('Confirmé ?').isDisabled()).toBe(true);
    if (screenCase('fr', 'desktop')) {
      // This week of the demo grid: confirmations, wishes and the flagged conflicts.
      await secretariat.getByRole('button', { name: '7 jours' }).click();
      await secretariat.getByRole('button', { name: "Aujourd'hui" }).click();
      await secretariat
        .getByText('Aucun médecin confirmé dans les prochaines 48 heures')
        .first()
        .waitFor(POLL);
      mkdirSync(SCREENS, { recursive: true });
      await secretariat.screenshot({ path: `${SCREENS}disponibilites-dv-fr-desktop.png`, fullPage: true });
    }
  }, 90_000);
});
