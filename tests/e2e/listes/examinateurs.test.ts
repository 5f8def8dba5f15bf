// Examiners (/global/examinateur/statut/:name, /role/:name) in headless Chromium against the
// local runtime: the secretariat of Argenteuil sees the doctors and psychologists of its office only,
// filtered by role and by status from the route, the filter links navigating; CSV and XLSX exports read
// back; axe-core; screenshots in French and Arabic (RTL), desktop and mobile.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { authenticate, launchBrowser, newPage, screenCase } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));
const POLL = { timeout: 20_000 };

const rows = (page: Page) => page.locator('.umj-list-page .p-datatable-tbody tr');
/** Rows holding `text`, looked for through the list's search box (the list paginates by 10). */
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
async function find(page: Page, text: string): Promise<number> {
  await page.locator('.umj-list-search input').fill(text);
  await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/\d/);
  return row(page, text).count();
}

async function openExaminers(page: Page, filter: string): Promise<void> {
  await page.goto(`${appUrl()}/global/examinateur/${filter}`);
  await rows(page).first().waitFor(POLL);
  await page
    .locator('.p-skeleton')
    .first()
    .waitFor({ state: 'detached', ...POLL });
}

/** Follows a filter link and waits for the list of the new route (its link current, rows loaded). */
async function navigate(page: Page, link: string, pathname: string): Promise<void> {
  await page.getByRole('link', { name: link, exact: true }).click();
  await page.waitForURL((u) => u.pathname === pathname);
  await expect
    .poll(() => page.getByRole('link', { name: link, exact: true }).getAttribute('aria-current'))
    .toBe('page');
  await page
    .locator('.p-skeleton')
    .first()
    .waitFor({ state: 'detached', ...POLL });
}

/** An examiner of an office, created (and deactivated when asked) by the administrator through the API. */
async function examiner(
  token: string,
  role: 'medecin' | 'psychologue',
  bureau: string,
  actif: boolean,
): Promise<string> {
  const suffix = randomUUID().slice(0, 8);
  const nomComplet = `${role === 'medecin' ? 'Dr Essai' : 'Psy Essai'} ${suffix}`;
  const created = await api<{ id: string; version: number }>('/utilisateurs', {
    method: 'POST',
    token,
    body: {
      nomComplet,
      adresseEmail: `${role}.${suffix}@umj.example`,
      role,
      bureauIds: [bureau],
      rpps: '10000000001',
    },
  });
  expect(created.status).toBe(201);
  if (!actif) {
    const patched = await api(`/utilisateurs/${created.body.id}`, {
      method: 'PATCH',
      token,
      body: { actif: false, version: created.body.version },
    });
    expect(patched.status).toBe(200);
  }
  return nomComplet;
}

describe('Examiners screen in the browser', () => {
  let browser: Browser;
  let inactiveDoctor: string;
  let psychologist: string;
  let otherOffice: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await loginToken(DEMO_ACCOUNTS.admin);
    inactiveDoctor = await examiner(token, 'medecin', 'argenteuil', false);
    psychologist = await examiner(token, 'psychologue', 'argenteuil', true);
    otherOffice = await examiner(token, 'medecin', 'chartres', true);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('screens: role/medecin then statut/inactifs and statut/actifs, for the secretariat of Argenteuil (its office only)', async () => {
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
    await openExaminers(page, 'role/medecin');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Examinateurs');
    await row(page, 'Médecin Argenteuil').waitFor(POLL);
    expect(await row(page, 'Médecin Argenteuil').textContent()).toContain('medecin.argenteuil@umj.example');
    expect(await find(page, inactiveDoctor)).toBe(1); // any status under a role filter
    expect(await row(page, inactiveDoctor).textContent()).toContain('10000000001');

    // Exports of the visible rows: CSV read back; the XLSX filters sheet names the route's filter and
    // the selected offices (list pattern).
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^Examinateurs \d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await csv.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const email = inactiveDoctor.replace('Dr Essai ', 'medecin.') + '@umj.example';
    expect(Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true }).data).toEqual([
      ['Nom complet', 'Rôle', 'Bureaux', 'Téléphone', 'N° RPPS', 'Adresse e-mail', 'Actif'],
      [inactiveDoctor, 'Médecin', 'Argenteuil', '', '10000000001', email, 'Non'],
    ]);
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);
    const files = unzipSync(new Uint8Array(readFileSync((await xlsx.path())!)));
    const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    for (const part of ['Rôle', 'Médecin', 'Bureaux sélectionnés', 'Argenteuil', 'Recherche', inactiveDoctor])
      expect(strings).toContain(part);
    expect(await find(page, psychologist)).toBe(0);
    expect(await find(page, 'Psychologue Argenteuil')).toBe(0);
    expect(await find(page, 'Médecin Paris Nord')).toBe(0); // another office
    expect(await find(page, otherOffice)).toBe(0);
    expect(await page.getByRole('link', { name: 'Médecin', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );

    await navigate(page, 'Inactifs', '/global/examinateur/statut/inactifs');
    await expect.poll(() => find(page, inactiveDoctor), POLL).toBe(1);
    expect(await find(page, 'Médecin Argenteuil')).toBe(0);

    await navigate(page, 'Actifs', '/global/examinateur/statut/actifs');
    await expect.poll(() => find(page, psychologist), POLL).toBe(1);
    expect(await find(page, 'Psychologue Argenteuil')).toBe(1);
    expect(await find(page, inactiveDoctor)).toBe(0);
    await find(page, '');
    // Read-only list.
    expect(await page.getByRole('button', { name: 'Ajouter' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  for (const language of ['fr', 'ar'] as const) {
    for (const [device, width, height] of [
      ['desktop', 1366, 800],
      ['mobile', 390, 844],
    ] as const) {
      if (screenCase(language, device))
        it(`screenshots of the examiners list (${language}, ${device})`, async () => {
          const page = await newPage(browser, { width, height });
          await page.addInitScript((lng) => localStorage.setItem('langue', lng), language);
          await authenticate(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
          await openExaminers(page, 'statut/tous');
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(
            language === 'ar' ? 'rtl' : 'ltr',
          );
          mkdirSync(SCREENS, { recursive: true });
          await page.screenshot({ path: `${SCREENS}examinateurs-${language}-${device}.png`, fullPage: true });
          await page.context().close();
        });
    }
  }
});
