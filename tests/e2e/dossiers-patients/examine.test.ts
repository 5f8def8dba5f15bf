// The move to Examiné in headless Chromium against the local runtime (docs/product-rules.md#on-status-change):
// the Argenteuil secretary opens a file at Arrivé without its examination data and marks it Examiné (the
// visit is done, the exam type typed afterwards): the move is applied and the form shows the exam date
// and hour it stamped. Rapport en cours is then refused with the incomplete-file alert and the
// docs/product-rules.md#appointment-form messages at the examination data, until they are typed; then
// it is applied. In French and in Arabic (right to left, the translated buttons and alert); one screenshot
// of each language's Examiné in tests/artifacts/screens/.
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateFr, jourParis } from '@umj/shared/dates';
import { MESSAGE_DOSSIER_INCOMPLET } from '@umj/shared/dossier-patient';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { MESSAGES_RENDEZ_VOUS } from '@umj/shared/rendez-vous-form';
import { statutDossier } from '@umj/shared/statuts-dossier';
import { api, appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { authenticate, launchBrowser, newPage } from '../support/browser.ts';
import { dossierDuJour } from '../support/dossier-du-jour.ts';

const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));
const POLL = { timeout: 30_000 };

/** The Arabic texts of the screen, as the SPA shows them (its locale file). */
const ARABE = JSON.parse(
  readFileSync(new URL('../../../web/src/i18n/locales/ar/dossiers-patients.json', import.meta.url), 'utf8'),
) as { statut: Record<string, string>; dialogueStatut: { incomplet: string } };

/** What the test reads on the screen, per language: the status buttons and the refusal's alert. */
const TEXTES = {
  fr: {
    examine: statutDossier(30).nom,
    rapportEnCours: statutDossier(40).nom,
    incomplet: MESSAGE_DOSSIER_INCOMPLET,
  },
  ar: {
    examine: ARABE.statut.examine!,
    rapportEnCours: ARABE.statut.rapportEnCours!,
    incomplet: ARABE.dialogueStatut.incomplet,
  },
} as const;

/** A field of the form, found by its docs/product-rules.md#entities name (whatever the language). */
const champ = (dialog: Locator, nom: string) => dialog.locator(`[data-champ="${nom}"]`);

/** Picks an option of the PrimeReact dropdown of the field `nom`. */
async function choisir(page: Page, dialog: Locator, nom: string, option: string | RegExp): Promise<void> {
  await champ(dialog, nom).locator('div.p-dropdown').first().click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option }).first().click();
}

/** A file of the demo doctor at Arrivé, today, without any examination data (arranged through the API). */
async function dossierArrive(): Promise<{ bureauId: string; dossier: DossierPatientStocke; token: string }> {
  const { bureauId, dossier: cree, token } = await dossierDuJour('EXAMINE', 14 * 60);
  const arrive = await api<DossierPatientStocke>(`/bureaux/${bureauId}/dossiers-patients/${cree.id}/statut`, {
    method: 'POST',
    token,
    body: { statut: 20, version: cree.version },
  });
  expect(arrive.status, JSON.stringify(arrive.body)).toBe(200);
  expect(arrive.body).toMatchObject({ examenDate: null, sexe: '', examenType: null });
  return { bureauId, dossier: arrive.body, token };
}

describe('the move to Examiné in the browser', { timeout: 180_000 }, () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  for (const langue of ['fr', 'ar'] as const) {
    it(`${langue}: the secretary marks an Arrivé file Examiné without its examination data and sees the exam date and hour; Rapport en cours is refused until the data are typed, then applied`, async () => {
      // Arrange: a file at Arrivé, opened from its link in the patient-file list.
      const textes = TEXTES[langue];
      const { bureauId, dossier, token } = await dossierArrive();
      const page = await newPage(browser);
      if (langue === 'ar') await page.addInitScript(() => localStorage.setItem('langue', 'ar'));
      await authenticate(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
      await page.goto(`${appUrl()}/secretariat/dossier-patient/liste?dossier=${bureauId}~${dossier.id}`);
      if (langue === 'ar') {
        await expect.poll(() => page.evaluate(() => document.documentElement.dir), POLL).toBe('rtl');
      }
      const dialog = page.getByRole('dialog').filter({ has: page.locator('[data-champ="examenDate"]') });
      await dialog.waitFor(POLL);
      const statut = (nom: string) => dialog.getByRole('button', { name: nom, exact: true }).first();
      const dateExamen = champ(dialog, 'examenDate').locator('input').first();
      const heureExamen = champ(dialog, 'examenHeure').locator('input').first();
      await expect
        .poll(() => champ(dialog, 'nom').locator('input').first().inputValue(), POLL)
        .toBe(dossier.nom);
      expect(await dateExamen.inputValue()).toBe('');

      // Act: Examiné, with no examination data.
      await statut(textes.examine).click();

      // Assert: applied, the exam date and hour filled by the move, no alert.
      await expect.poll(() => statut(textes.examine).getAttribute('aria-pressed'), POLL).toBe('true');
      await expect.poll(() => dateExamen.inputValue(), POLL).toBe(formatDateFr(jourParis(new Date())));
      expect(await heureExamen.inputValue()).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(await dialog.getByText(textes.incomplet).count()).toBe(0);
      const examine = await api<DossierPatientStocke>(
        `/bureaux/${bureauId}/dossiers-patients/${dossier.id}`,
        {
          token,
        },
      );
      expect(examine.body).toMatchObject({ statut: { id: 30 }, sexe: '', examenType: null });
      expect(examine.body.examenHeure).toBe(await heureExamen.inputValue());
      await champ(dialog, 'examenHeure').scrollIntoViewIfNeeded();
      mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({ path: `${SCREENS}dossier-examine-${langue}-desktop.png` });

      // Rapport en cours is refused: the alert, and the examination data asked at their fields.
      await statut(textes.rapportEnCours).click();
      await dialog.getByText(textes.incomplet).waitFor(POLL);
      for (const nom of ['dateDeNaissance', 'sexe', 'commissariat', 'regie', 'examenType']) {
        const message = champ(dialog, nom).locator('.p-error');
        await expect.poll(() => message.count(), POLL).toBe(1);
        if (langue === 'fr') {
          expect(await message.textContent()).toBe(
            MESSAGES_RENDEZ_VOUS[nom as keyof typeof MESSAGES_RENDEZ_VOUS],
          );
        }
      }
      expect(await statut(textes.rapportEnCours).getAttribute('aria-pressed')).toBe('false');
      await page.screenshot({ path: `${SCREENS}dossier-examine-refus-${langue}-desktop.png` });

      // Typed as the secretariat gets them, then Rapport en cours again: applied.
      await champ(dialog, 'dateDeNaissance').locator('input').first().fill('12/04/1988');
      await choisir(page, dialog, 'sexe', 'Femme');
      await choisir(page, dialog, 'commissariat', /Commissariat/);
      await champ(dialog, 'regie').locator('input').first().fill('Régie du tribunal');
      await choisir(page, dialog, 'examenType', /^ITT$/);
      await champ(dialog, 'examenConclusion').locator('input').first().fill('4');
      await expect.poll(() => champ(dialog, 'dateDeNaissance').locator('.p-error').count(), POLL).toBe(0);
      await statut(textes.rapportEnCours).click();
      await expect.poll(() => statut(textes.rapportEnCours).getAttribute('aria-pressed'), POLL).toBe('true');
      const rapport = await api<DossierPatientStocke>(
        `/bureaux/${bureauId}/dossiers-patients/${dossier.id}`,
        {
          token,
        },
      );
      expect(rapport.body).toMatchObject({
        statut: { id: 40 },
        dateDeNaissance: '1988-04-12',
        sexe: 'Femme',
        regie: 'Régie du tribunal',
        examenType: { nom: 'ITT' },
        examenConclusion: '4',
        examenDate: examine.body.examenDate,
        examenHeure: examine.body.examenHeure,
      });
      await page.context().close();
    });
  }
});
