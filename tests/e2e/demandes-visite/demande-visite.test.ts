// Visit requests in headless Chromium against the local runtime ("What it must show", browser
// tests): the Paris Nord secretary lands on the visit requests (docs/product-rules.md#screens /initialUrl) and sees the demo
// requests' legal clock and the menu badge; the demo Paris Nord doctor is confirmed on duty in the
// Secteur Nord zone now (through the duty grid's PUT); a request recorded for a police station of the
// Nord sector is proposed to that doctor, who sees it appear live and records its outcome (the docs/product-rules.md#validation GaV
// message first, then Visite faite). One screenshot case (French desktop by default).
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHeure, isoDepuisJour, jourParis, minutesParis } from '@umj/shared/dates';
import type { GrilleDv } from '@umj/shared/disponibilites-dv-api';
import { DISPO, plageCreneau } from '@umj/shared/disponibilites';
import type { Creneau } from '@umj/shared/zones-creneaux';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { authenticate, launchBrowser, newPage, screenCase, signIn } from '../support/browser.ts';

const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));
const POLL = { timeout: 30_000 };
const BUREAU = 'paris-nord';
const ZONE_NORD = 70;

/** Picks `option` in the PrimeReact dropdown whose input has the id `inputId`. */
async function choisir(page: Page, inputId: string, option: string): Promise<void> {
  await page.locator(`div.p-dropdown:has(#${inputId})`).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
}

/**
 * Confirms the demo doctor (Confirmé !) on today's Secteur Nord slot covering `minutes`, and takes the
 * confirmation back from anyone else on that cell, through PUT .../disponibilites-dv as the secretary.
 */
async function confirmerDeGarde(token: string, medecinId: string, minutes: number): Promise<void> {
  const configuration = await api<{ cle: string; valeur: unknown }[]>('/configuration', { token });
  const creneaux = configuration.body.find((e) => e.cle === 'créneaux')?.valeur as Creneau[];
  const creneau = creneaux.find((c) => {
    const plage = plageCreneau(c);
    return c.zone === ZONE_NORD && plage.debut <= minutes && minutes < plage.fin;
  });
  expect(creneau, 'a Secteur Nord slot covers the request hour').toBeDefined();
  const jour = jourParis(new Date());
  const grille = await api<GrilleDv>(
    `/bureaux/${BUREAU}/disponibilites-dv?du=${isoDepuisJour(jour)}&jours=1`,
    { token },
  );
  expect(grille.status).toBe(200);
  const cellule = grille.body.lignes
    .find((l) => l.creneau.id === creneau!.id)
    ?.cellules.find((c) => c.jour === jour);
  const dispos = cellule?.disponibilites ?? [];
  const put = (examinateurId: string, choixSecretariat: number, version: number) =>
    api(`/bureaux/${BUREAU}/disponibilites-dv/${isoDepuisJour(jour)}/${creneau!.id}/${examinateurId}`, {
      method: 'PUT',
      token,
      body: { choixSecretariat, version },
    });
  for (const d of dispos) {
    if (
      d.examinateur.id !== medecinId &&
      (d.statut === DISPO.confirmeProvisoire || d.statut === DISPO.confirmeDefinitif)
    ) {
      expect((await put(d.examinateur.id, DISPO.nonDisponible, d.version)).status).toBe(200);
    }
  }
  const mienne = dispos.find((d) => d.examinateur.id === medecinId);
  if (mienne?.statut !== DISPO.confirmeDefinitif) {
    const res = await put(medecinId, DISPO.confirmeDefinitif, mienne?.version ?? 0);
    expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
  }
}

describe('visit requests in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('the Paris Nord secretary lands on the requests; a request is proposed to the doctor on duty, who sees it live and records the outcome (validation)', async () => {
    const tokenSecretariat = await loginToken(DEMO_ACCOUNTS.secretariatParisNord);
    const tokenMedecin = await loginToken(DEMO_ACCOUNTS.medecinParisNord);
    const medecin = await api<{ id: string; nomComplet: string }>('/utilisateurs/moi', {
      token: tokenMedecin,
    });
    // Before 08:00 the covering slot is yesterday's Soir, which the grid no longer lets anyone confirm:
    // the request is then recorded for 08:00 (today's Matin slot).
    const maintenant = minutesParis(new Date());
    const minutesDemande = Math.max(maintenant, 8 * 60);
    await confirmerDeGarde(tokenSecretariat, medecin.body.id, minutesDemande);

    // docs/product-rules.md#screens: /initialUrl sends a Paris Nord secretary to the visit requests.
    const secretariat = await newPage(browser);
    await signIn(secretariat, appUrl(), DEMO_ACCOUNTS.secretariatParisNord);
    expect(new URL(secretariat.url()).pathname).toBe('/secretariat/demande-de-visite');
    await secretariat.getByRole('heading', { name: 'Demandes de visite', level: 1 }).waitFor(POLL);
    // The demo requests: one past its limit (colour, icon and text), counted in the menu badge.
    await secretariat.getByText('Délai dépassé').first().waitFor(POLL);
    await secretariat
      .locator('a[href="/secretariat/demande-de-visite"] .umj-menu__badge')
      .first()
      .waitFor({ state: 'attached', ...POLL });

    // The doctor's own screen, open in a second browser.
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.medecinParisNord);
    await page.goto(`${appUrl()}/examinateur/demande-de-visite`);
    await page.getByRole('heading', { name: 'Demandes de visite', level: 1 }).waitFor(POLL);

    // The secretary records a request for a station of the Nord sector: the doctor on duty is proposed.
    const nom = `VISITE ${randomUUID().slice(0, 8).toUpperCase()}`;
    await secretariat.getByRole('button', { name: 'Nouvelle demande' }).click();
    const dialogue = secretariat.getByRole('dialog', { name: 'Nouvelle demande de visite' });
    await choisir(secretariat, 'demande-commissariat', 'Commissariat du 17e arrondissement');
    await dialogue.getByLabel('Personne gardée à vue').fill(nom);
    if (minutesDemande !== maintenant)
      await dialogue.getByLabel('Heure de la demande').fill(formatHeure(minutesDemande));
    await dialogue.getByLabel('Heure de garde à vue ou de prolongation').fill('06:15');
    await dialogue
      .getByText(`Médecin de garde proposé : ${medecin.body.nomComplet} (Secteur Nord,`)
      .waitFor(POLL);
    await dialogue.getByRole('button', { name: 'Enregistrer' }).click();
    await dialogue.waitFor({ state: 'hidden', ...POLL });
    await secretariat.getByRole('heading', { name: nom }).waitFor(POLL);

    // The doctor sees it appear without reloading, with its countdown, and records the outcome.
    const carte = page.getByRole('listitem', { name: nom });
    await carte.waitFor(POLL);
    await expect.poll(() => carte.getByText('Dans le délai').count(), POLL).toBe(1);

    // The outcome is recorded before the person's identity is typed: a visit made moves the request to
    // Examiné with the rules before Examiné only (docs/product-rules.md#on-status-change).
    await carte.getByRole('button', { name: `Enregistrer l'issue — ${nom}` }).click();
    const issue = page.getByRole('dialog', { name: `Issue de la visite — ${nom}` });
    // Through its label, as a user does; again until it holds (the dialog may still be entering).
    await expect
      .poll(async () => {
        await issue.locator('label', { hasText: 'Visite effectuée' }).click();
        return issue.getByLabel('Visite effectuée').isChecked();
      }, POLL)
      .toBe(true);
    await issue.getByRole('button', { name: 'Enregistrer' }).click();
    await issue.getByText('Veuillez choisir une conclusion').waitFor(POLL);
    await choisir(page, 'issue-conclusion', 'Compatible');
    await issue.getByRole('button', { name: 'Enregistrer' }).click();
    await issue.waitFor({ state: 'hidden', ...POLL });
    await carte.getByText('Visite faite : Compatible (dans le délai)').waitFor(POLL);
    await carte.getByText('Terminée').waitFor(POLL);

    // The secretary's screen follows live too.
    await secretariat
      .getByRole('listitem', { name: nom })
      .getByText('Visite faite : Compatible (dans le délai)')
      .waitFor(POLL);
    if (screenCase('fr', 'desktop')) {
      mkdirSync(SCREENS, { recursive: true });
      await secretariat.screenshot({ path: `${SCREENS}demandes-visite-fr-desktop.png`, fullPage: true });
    }
  }, 90_000);
});
