// Patient-file list and form in headless Chromium against the local runtime ("What it must
// show", browser tests): the doctor of Argenteuil opens one of its RDV pris files from the list, marks
// it Arrivé then Examiné (docs/product-rules.md#on-status-change: the move sets the exam date, the
// examination data follow), fills the examination data, and the report is validated through the
// docs/product-rules.md#statuses requisition confirmation. The list filtered by status and search is
// exported to CSV, which holds the row. The refusal of a report status without the examination data:
// examine.test.ts.
// One screenshot case (French desktop by default; SCREENSHOTS=all adds Arabic on a phone).
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import { MESSAGE_CONFIRMATION_REQUISITION } from '@umj/shared/dossier-patient';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { authenticate, launchBrowser, newPage, screenCase } from '../support/browser.ts';

const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));
const POLL = { timeout: 30_000 };

/** Picks an option of a PrimeReact dropdown named `label` inside `scope`. */
async function choisir(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await scope
    .locator('div.p-dropdown', { has: page.getByRole('combobox', { name: label, exact: true }) })
    .first()
    .click();
  // The open panel's option (hidden native selects carry options of the same names).
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option }).first().click();
}

/** The message shown at a field of the form (fields carry their docs/product-rules.md#entities name). */
const erreurDe = (dialog: Locator, champ: string) => dialog.locator(`[data-champ="${champ}"] .p-error`);

// A long journey on a shared 2-core machine: each step waits for the page, the whole gets 3 minutes.
describe('patient-file list and form in the browser', { timeout: 180_000 }, () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('the doctor marks Arrivé then Examiné (the exam date set), fills the examination data, validates through the requisition dialog; the list filtered and exported holds the file', async () => {
    // Arrange: one RDV pris file of the demo doctor, today, with a name unique to this run.
    const token = await loginToken(DEMO_ACCOUNTS.medecinArgenteuil);
    const moi = await api<{ id: string; nomComplet: string; bureaux: { id: string; nom: string }[] }>(
      '/utilisateurs/moi',
      { token },
    );
    const bureauId = moi.body.bureaux.find((b) => b.nom === 'Argenteuil')?.id ?? '';
    const nom = `PARCOURS ${randomUUID().slice(0, 8).toUpperCase()}`;
    const cree = await api<DossierPatientStocke>(`/bureaux/${bureauId}/dossiers-patients`, {
      method: 'POST',
      token,
      body: {
        nom,
        lieu: 10,
        rendezVousDate: jourParis(new Date()),
        rendezVousHeure: 9 * 60 + 30,
        examinateur: { id: moi.body.id, nomComplet: moi.body.nomComplet },
        montantHT: 8050,
        montantTVA: 1610,
        requisitionFournie: false,
      },
    });
    expect(cree.status).toBe(201);
    expect(cree.body.statut?.nom).toBe('RDV pris');

    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.medecinArgenteuil);

    // The list filtered by status (RDV pris) and by the search text (sent to the server).
    await page.goto(`${appUrl()}/examinateur/dossier-patient/liste`);
    await page.getByRole('heading', { level: 1, name: 'Dossiers patients' }).waitFor(POLL);
    const filtres = page.getByRole('search', { name: 'Filtres' });
    // An examiner sees only its files: no examiner filter.
    await expect.poll(() => filtres.getByRole('combobox', { name: 'Examinateur' }).count()).toBe(0);
    await choisir(page, filtres, 'Statut', 'RDV pris');
    await expect.poll(() => new URL(page.url()).searchParams.get('statut'), POLL).toBe('10');
    await filtres.getByLabel('Recherche').fill(nom);
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), POLL).toBe(nom);
    expect(new URL(page.url()).searchParams.get('statut')).toBe('10');
    const lien = page.getByRole('button', { name: nom, exact: true });
    await lien.waitFor(POLL);

    // The row opens the form; its URL names the file.
    await lien.click();
    const dialog = page.getByRole('dialog', { name: /Dossier patient/ });
    await dialog.waitFor(POLL);
    expect(new URL(page.url()).searchParams.get('dossier')).toBe(`${bureauId}~${cree.body.id}`);
    const statut = (nomStatut: string) =>
      dialog.getByRole('button', { name: nomStatut, exact: true }).first();

    await statut('Arrivé').click();
    await expect.poll(() => statut('Arrivé').getAttribute('aria-pressed'), POLL).toBe('true');
    // Examiné, the examination data not typed yet: docs/product-rules.md#on-status-change forward rule,
    // the exam day and hour are set at Examiné, shown and editable.
    await statut('Examiné').click();
    await expect.poll(() => statut('Examiné').getAttribute('aria-pressed'), POLL).toBe('true');
    await expect
      .poll(() => dialog.getByLabel("Date de l'examen").inputValue(), POLL)
      .toBe(isoDepuisJour(jourParis(new Date())).split('-').reverse().join('/'));
    expect(await dialog.getByLabel("Date de l'examen").isDisabled()).toBe(false);

    // Filled, as the doctor types them.
    await dialog.getByLabel('Date de naissance').fill('12/04/1988');
    await choisir(page, dialog, 'Sexe', 'Homme');
    await choisir(page, dialog, 'Origine (commissariat)', /Commissariat/);
    await dialog.getByLabel('Régie').fill('Régie du tribunal');
    await choisir(page, dialog, "Type d'examen", /^ITT$/);
    await expect.poll(() => dialog.getByLabel('Montant HT').inputValue()).toMatch(/80,50/);
    await dialog.getByLabel('Conclusion').fill('3');
    await dialog.getByText('ITT : 3 jours').waitFor(POLL);
    expect(await erreurDe(dialog, 'dateDeNaissance').count()).toBe(0);

    if (screenCase('fr', 'desktop')) {
      mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({ path: `${SCREENS}dossier-form-fr-desktop.png` });
    }

    // The requisition box is unticked: the docs/product-rules.md#statuses confirmation, answered yes, validates the report.
    await statut('Rapport validé').click();
    const question = page.getByRole('dialog').filter({ hasText: MESSAGE_CONFIRMATION_REQUISITION });
    await question.waitFor(POLL);
    await question.getByRole('button', { name: 'Oui' }).click();
    await expect.poll(() => statut('Rapport validé').getAttribute('aria-pressed'), POLL).toBe('true');
    const stocke = await api<DossierPatientStocke>(`/bureaux/${bureauId}/dossiers-patients/${cree.body.id}`, {
      token,
    });
    expect(stocke.body).toMatchObject({
      statut: { id: 50 },
      sexe: 'Homme',
      dateDeNaissance: '1988-04-12',
      regie: 'Régie du tribunal',
      examenType: { nom: 'ITT' },
      examenConclusion: '3',
      requisitionFournie: false,
    });

    // Closed, the list follows (status filter now Rapport validé) and its CSV export holds the row.
    await dialog.getByRole('button', { name: 'Fermer' }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('dossier')).toBeNull();
    await dialog.waitFor({ state: 'hidden', ...POLL });
    await choisir(page, filtres, 'Statut', 'Rapport validé');
    await expect.poll(() => new URL(page.url()).searchParams.get('statut'), POLL).toBe('50');
    expect(new URL(page.url()).searchParams.get('q')).toBe(nom);
    await lien.waitFor(POLL);
    const telechargement = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV' }).click();
    const fichier = await (await telechargement).path();
    const csv = readFileSync(fichier, 'utf8');
    expect(csv).toContain(nom);
    expect(csv).toContain('Rapport validé');
    expect(csv).toContain('ITT');
  });
});
