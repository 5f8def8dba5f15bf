// A billed patient file in headless Chromium against the local runtime (docs/api.md#errors,
// DOSSIER_FACTURE): a validated file of this run billed through the API; the secretary of Argenteuil
// opens it from the patient-file list: read-only but its notes and the examiner's feedback, status
// buttons disabled, the bordereau's number a link; the link opens the bordereau, which the secretary
// cancels; the file, opened again from the bordereau's line, can then be edited and saved.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bordereau } from '@umj/shared/bordereaux';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { api, appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { launchBrowser, newPage, screenshot, signInAt } from '../support/browser.ts';
import { dossierFacturable } from '../support/dossier-facturable.ts';

const POLL = { timeout: 30_000 };

describe('a billed file is frozen while its bordereau stands, in the browser', { timeout: 180_000 }, () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('a billed file opens read-only with its bordereau link; after cancelling the bordereau it can be edited', async () => {
    const { token, bureauId, requerant, dossier, numero } = await dossierFacturable();
    const facture = await api<Bordereau>(`/bureaux/${bureauId}/bordereaux`, {
      method: 'POST',
      token,
      body: { requerantId: requerant.id, dossiers: [{ id: dossier.id, version: dossier.version }] },
    });
    expect(facture.status, JSON.stringify(facture.body)).toBe(201);
    const numeroBordereau = facture.body.numero;

    const page = await newPage(browser, { width: 1366, height: 800 });
    await signInAt(
      page,
      appUrl(),
      DEMO_ACCOUNTS.secretariatArgenteuil,
      `/secretariat/dossier-patient/liste?${new URLSearchParams({ dossier: `${bureauId}~${dossier.id}` }).toString()}`,
    );
    const dialog = page.getByRole('dialog', { name: /Dossier patient/ });
    await dialog.waitFor(POLL);
    await dialog
      .getByText(
        `Ce dossier figure sur le bordereau n° ${numeroBordereau}. Annulez ce bordereau pour le modifier.`,
        { exact: false },
      )
      .waitFor(POLL);
    await expect.poll(() => dialog.getByLabel('Nom du patient').isDisabled(), POLL).toBe(true);
    expect(await dialog.getByLabel("Date de l'examen").isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Montant HT').isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Notes', { exact: true }).isDisabled()).toBe(false);
    expect(await dialog.getByLabel("Retour de l'examinateur").isDisabled()).toBe(false);
    expect(await dialog.getByRole('button', { name: 'Rapport en cours', exact: true }).isDisabled()).toBe(
      true,
    );
    expect(await dialog.getByRole('button', { name: 'Annulé', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'dossier-facture-lecture-seule-fr-desktop');

    // The number is a link to the bordereau's screen, where the secretary cancels it.
    await dialog.getByRole('link', { name: numeroBordereau, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/secretariat/bordereau/afficher');
    expect(new URL(page.url()).searchParams.get('numero')).toBe(numeroBordereau);
    await page.getByRole('heading', { level: 1, name: `Bordereau n° ${numeroBordereau}` }).waitFor(POLL);
    await page.getByRole('button', { name: 'Annuler le bordereau' }).click();
    const confirmation = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({
        hasText: `Annuler le bordereau n° ${numeroBordereau} ?`,
      });
    await confirmation.waitFor(POLL);
    await confirmation.getByRole('button', { name: 'Annuler le bordereau' }).click();
    await page.getByText('Ce bordereau est annulé', { exact: false }).waitFor(POLL);

    // Released: the file opened from the bordereau's line is editable and saved.
    await page.locator('tr', { hasText: numero }).getByRole('button').click();
    const libere = page.getByRole('dialog', { name: /Dossier patient/ });
    await libere.waitFor(POLL);
    await expect.poll(() => libere.getByLabel('Nom du patient').isDisabled(), POLL).toBe(false);
    expect(await libere.getByText('Ce dossier figure sur le bordereau', { exact: false }).count()).toBe(0);
    const nom = `${dossier.nom} CORRIGE`;
    await libere.getByLabel('Nom du patient').fill(nom);
    await libere.getByRole('button', { name: 'Enregistrer' }).click();
    await expect
      .poll(
        async () =>
          (
            await api<DossierPatientStocke>(`/bureaux/${bureauId}/dossiers-patients/${dossier.id}`, {
              token,
            })
          ).body.nom,
        POLL,
      )
      .toBe(nom);
    await page.close();
  });
});
