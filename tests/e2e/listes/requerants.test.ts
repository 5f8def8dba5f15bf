// Requesters (/global/requerant/liste) in headless Chromium against the local runtime: a SIRET
// whose key is wrong is refused next to the field by shared's rule (14 digits, Luhn) before anything
// is sent; a valid one is saved (spaces removed), exported as CSV (parsed back) and deleted. axe-core
// on the dialog with its error; screenshots fr/ar.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { MESSAGE_SIRET_CLE, MESSAGE_SIRET_FORMAT } from '@umj/shared/listes';
import type { Browser } from 'playwright-core';
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
  screenshots,
  search,
  seriousViolations,
} from './listes-support.ts';

const PATH = '/global/requerant/liste';

describe('Requesters screen in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a requester with an invalid SIRET is refused at the field, nothing sent; a valid one is saved', async () => {
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
    await openList(page, PATH);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/requerants')
        posts.push(request.url());
    });
    const nom = `Parquet d'essai ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Ajouter' }).click();
    await dialog(page).getByLabel('Nom du requérant').fill(nom);
    await choose(page, 'Type de requérant', 'Parquet');
    const siret = dialog(page).getByLabel('SIRET');

    await siret.fill('7328293200007');
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await dialog(page).getByText(MESSAGE_SIRET_FORMAT).waitFor();

    await siret.fill('732 829 320 00075');
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    const error = dialog(page).getByText(MESSAGE_SIRET_CLE);
    await error.waitFor();
    expect(await siret.getAttribute('aria-invalid')).toBe('true');
    // The message is the field's description for screen readers.
    expect(await siret.getAttribute('aria-describedby')).toContain(await error.getAttribute('id'));
    expect(await seriousViolations(page)).toEqual([]);
    expect(posts).toEqual([]);

    await siret.fill('732 829 320 00074');
    await dialog(page).getByRole('button', { name: 'Enregistrer' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(posts).toHaveLength(1);
    await search(page, nom);
    await row(page, nom).waitFor(POLL);
    expect(await row(page, nom).textContent()).toContain('73282932000074');
    // The CSV export of the filtered list: office by name, type by label, SIRET as typed (spaces removed).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.data).toEqual([
      ['Nom', 'Bureau', 'Type', 'Adresse', 'SIRET', 'Code service', 'Notes'],
      [nom, 'Argenteuil', 'Parquet', '', '73282932000074', '', ''],
    ]);
    await page.getByRole('button', { name: `Supprimer « ${nom} »` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect.poll(() => row(page, nom).count(), POLL).toBe(0);
    await page.context().close();
  });

  for (const language of ['fr', 'ar'] as const) {
    for (const device of DEVICES) {
      if (screenCase(language, device[0]))
        it(`screenshots of the list and the dialog (${language}, ${device[0]})`, async () => {
          await screenshots(browser, { path: PATH, name: 'requerants', language, device, openDialog: true });
        });
    }
  }
});
