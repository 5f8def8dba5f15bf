// In headless Chromium against the local runtime ("What it must show": a photo uploaded shows
// its thumbnail; "Header search"): the secretary of Argenteuil finds a seeded patient by name with the
// top bar's search and opens the file; then finds a file of this run by keyboard, uploads a JPEG made
// in the page to its attachments (presigned POST to the storage, preview made by the server) and sees
// its 320-pixel thumbnail. The report worklist lists files with their deadline state. Axe on the
// worklist. One screenshot case (French desktop by default; SCREENSHOTS=all adds Arabic on a phone).
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import type { DossierPatientStocke, PageDossiers } from '@umj/shared/dossiers-api';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { authenticate, launchBrowser, newPage, screenCase, signIn } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));
const POLL = { timeout: 30_000 };
const DEVICES = [
  ['desktop', 1366, 800],
  ['phone', 390, 844],
] as const;

/** A JPEG drawn in the page (640 × 480), as the bytes a user's file would hold. */
async function jpegDuNavigateur(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = '#c0392b';
    ctx.fillRect(0, 0, 640, 480);
    ctx.fillStyle = '#f1c40f';
    ctx.fillRect(160, 120, 320, 240);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.9),
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** The header's search box (desktop: in the top bar). */
const rechercheEntete = (page: Page) => page.getByRole('combobox', { name: 'Rechercher un dossier patient' });

async function arrange() {
  const token = await loginToken(DEMO_ACCOUNTS.secretariatArgenteuil);
  const moi = await api<{ bureaux: { id: string; nom: string }[] }>('/utilisateurs/moi', { token });
  const bureauId = moi.body.bureaux.find((b) => b.nom === 'Argenteuil')?.id ?? '';
  const aujourdhui = jourParis(new Date());
  const seeded = await api<PageDossiers>(
    `/bureaux/${bureauId}/dossiers-patients?du=${isoDepuisJour(aujourdhui - 30)}&au=${isoDepuisJour(aujourdhui)}&limite=100`,
    { token },
  );
  expect(seeded.status).toBe(200);
  const seed = seeded.body.elements.find((d) => d.nom.trim() !== '' && d.examinateur !== null);
  expect(seed, 'the demo seed holds named files of the last 30 days').toBeDefined();
  return { token, bureauId, aujourdhui, seed: seed as DossierPatientStocke };
}

describe('header search and attachments in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('the header search finds a seeded patient by name and opens the file; a photo uploaded shows its thumbnail', async () => {
    const { token, bureauId, aujourdhui, seed } = await arrange();
    const nom = `PHOTO ${randomUUID().slice(0, 8).toUpperCase()}`;
    const cree = await api<DossierPatientStocke>(`/bureaux/${bureauId}/dossiers-patients`, {
      method: 'POST',
      token,
      body: {
        nom,
        lieu: 10,
        rendezVousDate: aujourdhui,
        rendezVousHeure: 11 * 60,
        examinateur: seed.examinateur,
        montantHT: 8050,
        montantTVA: 1610,
      },
    });
    expect(cree.status).toBe(201);

    const page = await newPage(browser);
    await signIn(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);

    // A seeded patient by name: the best matches list it with its status; a click opens its file.
    const box = rechercheEntete(page);
    await box.fill(seed.nom);
    const option = page.getByRole('option').filter({ hasText: seed.nom }).first();
    await option.waitFor(POLL);
    expect(await option.textContent()).toContain(seed.statut?.nom ?? '');
    await option.click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/secretariat/dossier-patient/liste');
    const ouvert = new URL(page.url()).searchParams.get('dossier') ?? '';
    expect(ouvert.startsWith(`${bureauId}~`)).toBe(true);
    const lu = await api<DossierPatientStocke>(
      `/bureaux/${bureauId}/dossiers-patients/${ouvert.slice(bureauId.length + 1)}`,
      { token },
    );
    expect(lu.body.nom).toBe(seed.nom);
    const dialogSeed = page.getByRole('dialog').filter({ hasText: `Dossier patient : ${seed.nom}` });
    await dialogSeed.locator('#dossier-nom').waitFor(POLL);
    expect(await dialogSeed.locator('#dossier-nom').inputValue()).toBe(seed.nom);
    await dialogSeed.getByRole('button', { name: 'Fermer' }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('dossier'), POLL).toBeNull();
    // The dialog gone (its closing gives the focus back): the search box keeps what is typed next.
    await dialogSeed.waitFor({ state: 'detached', ...POLL });

    // The run's own file by keyboard: arrow to the first match, Enter opens it.
    await box.fill(nom.toLowerCase());
    await page.getByRole('option').filter({ hasText: nom }).first().waitFor(POLL);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('dossier'), POLL)
      .toBe(`${bureauId}~${cree.body.id}`);

    // Attachments tab: a JPEG made in the page goes to the storage; its preview comes back 320 wide.
    const dialog = page.getByRole('dialog').filter({ hasText: `Dossier patient : ${nom}` });
    await dialog.getByRole('tab', { name: 'Pièces jointes' }).click();
    const jpeg = await jpegDuNavigateur(page);
    await dialog.locator('input[type="file"][data-genre="photo"]').setInputFiles({
      name: 'plaie-avant-bras.jpg',
      mimeType: 'image/jpeg',
      buffer: jpeg,
    });
    const vignette = dialog.locator('.umj-pieces__grille img[alt="plaie-avant-bras.jpg"]');
    await vignette.waitFor(POLL);
    expect([await vignette.getAttribute('width'), await vignette.getAttribute('height')]).toEqual([
      '320',
      '240',
    ]);
    await expect
      .poll(() => vignette.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), POLL)
      .toBe(320);
    const pieces = await api<{ elements: { nom: string; apercu320W: number | null }[] }>(
      `/bureaux/${bureauId}/dossiers-patients/${cree.body.id}/pieces`,
      { token },
    );
    expect(pieces.body.elements.map((p) => [p.nom, p.apercu320W])).toEqual([['plaie-avant-bras.jpg', 320]]);
    await page.context().close();
  }, 240_000);

  for (const language of ['fr', 'ar'] as const) {
    for (const [device, width, height] of DEVICES) {
      if (screenCase(language, device))
        it(`the report worklist and the header search (${language}, ${device}); axe`, async () => {
          const page = await newPage(browser, { width, height });
          await page.addInitScript((lng) => localStorage.setItem('langue', lng), language);
          await authenticate(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
          await page.goto(`${appUrl()}/secretariat/dprapport`);
          await page.locator('.umj-rapport-etat').first().waitFor(POLL);
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(
            language === 'ar' ? 'rtl' : 'ltr',
          );
          expect(await seriousViolations(page)).toEqual([]);
          mkdirSync(SCREENS, { recursive: true });
          await page.screenshot({ path: `${SCREENS}rapports-${language}-${device}.png` });
          if (device === 'desktop') {
            await page.locator('.umj-recherche input').fill('ma');
            await page.getByRole('option').first().waitFor(POLL);
            await page.screenshot({ path: `${SCREENS}recherche-entete-${language}-${device}.png` });
          }
          await page.context().close();
        }, 180_000);
    }
  }
});
