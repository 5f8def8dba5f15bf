// Blank documents (/global/documentsvierges/liste) in headless Chromium against the local
// runtime (s3rver behind the presigned POST policy): a file over 20 Mo is refused in the browser before
// any upload; a PDF is uploaded (progress, then registration), downloaded through the short-lived link
// with the same bytes, and deleted with its file. A doctor downloads but has no write action.
// axe-core; screenshots fr/ar.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { authenticate, launchBrowser, newPage, screenCase } from '../support/browser.ts';
import {
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

const PATH = '/global/documentsvierges/liste';

/** A small but real PDF, with bytes of every value so that any re-encoding would show. */
function pdf(): Buffer {
  const binaire = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1'),
    binaire,
    Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

describe('Blank documents screen in the browser', () => {
  let browser: Browser;
  // The file over 20 Mo is given by its path: Playwright hands a local browser the path, where a buffer
  // would cross the protocol as 27 MB of base64 (most of this test's time on a loaded machine).
  const dossier = mkdtempSync(join(tmpdir(), 'umj-documents-vierges-'));
  const tropGros = join(dossier, 'trop-gros.pdf');
  beforeAll(async () => {
    writeFileSync(tropGros, Buffer.alloc(20 * 1024 * 1024 + 1, 0x25));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dossier, { recursive: true, force: true });
  });

  it('a PDF uploaded by the administrator without office (a global list) is downloaded with the same bytes, then deleted', async () => {
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
    await openList(page, PATH);
    const nom = `Formulaire d'essai ${Date.now().toString(36)}`;
    const bytes = pdf();

    await page.getByRole('button', { name: 'Ajouter' }).click();
    await dialog(page).getByLabel('Nom du document').fill(nom);
    await dialog(page).getByLabel('Description').fill('Document de test');
    const input = dialog(page).locator('input[type=file]');
    // Over 20 Mo: refused before any upload, in French, at the field.
    await input.setInputFiles(tropGros);
    await dialog(page).getByText('Le fichier ne doit pas dépasser 20 Mo').waitFor();
    await input.setInputFiles({ name: 'formulaire-essai.pdf', mimeType: 'application/pdf', buffer: bytes });
    await dialog(page).getByText('formulaire-essai.pdf').waitFor();
    const [upload] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/s3/'),
      ),
      dialog(page).getByRole('button', { name: 'Enregistrer' }).click(),
    ]);
    expect(upload.status()).toBe(204);
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByText('Objet créé').waitFor();

    await search(page, nom);
    await row(page, nom).waitFor(POLL);
    expect(await row(page, nom).textContent()).toContain('formulaire-essai.pdf');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Télécharger « ${nom} »` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('formulaire-essai.pdf');
    expect(readFileSync((await download.path())!).equals(bytes)).toBe(true);

    await page.getByRole('button', { name: `Supprimer « ${nom} »` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Objet supprimé').waitFor();
    await expect.poll(() => row(page, nom).count(), POLL).toBe(0);
    await page.context().close();
  });

  it('access: a doctor downloads the seeded documents but may not add or delete; no serious axe violation', async () => {
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.medecinArgenteuil);
    await openList(page, PATH);
    expect(await rows(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Ajouter' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Supprimer « / }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: /^Télécharger « / })
        .first()
        .click(),
    ]);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  for (const language of ['fr', 'ar'] as const) {
    for (const device of DEVICES) {
      if (screenCase(language, device[0]))
        it(`screenshots of the list and the dialog (${language}, ${device[0]})`, async () => {
          await screenshots(browser, {
            path: PATH,
            name: 'documents-vierges',
            language,
            device,
            openDialog: true,
          });
        });
    }
  }
});
