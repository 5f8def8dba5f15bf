// The audit trail screen (/admin/audit) in headless Chromium against the local runtime: an administrator
// of every office sees today's entries (its own sign-in among them), filters them by user, exports the
// filtered rows as CSV (parsed back) and runs the integrity check of the sealed digests; a secretary is
// refused by the server (403) and never sees the screen; axe-core on the screen; screenshots in French
// and Arabic (RTL), desktop and phone (docs/security.md#audit-trail).
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { authenticate, launchBrowser, newPage, screenCase } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));
const POLL = { timeout: 30_000 };

async function openAudit(page: Page, query = ''): Promise<void> {
  await page.goto(`${appUrl()}/admin/audit${query}`);
  // A row of an entry (an e-mail address), not a loading placeholder.
  await page.locator('.umj-list-page .p-datatable-tbody tr', { hasText: '@' }).first().waitFor(POLL);
}

describe('Audit trail screen in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("an administrator of every office sees today's entries, filters them by user, exports them as CSV and checks the digests", async () => {
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
    await openAudit(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe("Journal d'audit");

    // Filtered by user (applied on Enter): every row is the administrator's.
    await page.getByLabel('Utilisateur', { exact: true }).fill(DEMO_ACCOUNTS.admin);
    await page.getByLabel('Utilisateur', { exact: true }).press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('utilisateur')).toBe(DEMO_ACCOUNTS.admin);
    // The rows shown before the filtered answer arrives are the unfiltered ones: wait for the filtered.
    const rows = page.locator('.p-datatable-tbody tr');
    await expect
      .poll(async () => {
        const textes = await rows.allTextContents();
        return textes.length > 0 && textes.every((texte) => texte.includes(DEMO_ACCOUNTS.admin));
      }, POLL)
      .toBe(true);

    // CSV of the filtered rows: a header line, then one line per entry, all the administrator's.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [entete, ...lignes] = Papa.parse<string[]>(csv.slice(1), {
      delimiter: ';',
      skipEmptyLines: true,
    }).data;
    expect(entete).toEqual(expect.arrayContaining(['Date', 'Utilisateur', 'Action', 'Résultat']));
    // Every filtered row, not only the page shown.
    expect(lignes.length).toBeGreaterThanOrEqual(await rows.count());
    const colonne = entete!.indexOf('Utilisateur');
    for (const ligne of lignes) expect(ligne[colonne]).toContain(DEMO_ACCOUNTS.admin);

    // The integrity check of the period's digests.
    await page.getByRole('button', { name: "Vérifier l'intégrité" }).click();
    const verification = page.getByRole('region', { name: "Vérification de l'intégrité" });
    await expect
      .poll(() => verification.textContent(), POLL)
      .toMatch(/Journal intègre|anomalie\(s\) détectée\(s\)/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('a secretary is refused the audit trail by the server and never sees the screen', async () => {
    const token = await loginToken(DEMO_ACCOUNTS.secretariatArgenteuil);
    const jour = new Date().toISOString().slice(0, 10);
    expect((await api(`/audit?du=${jour}&au=${jour}`, { token })).status).toBe(403);
    expect((await api(`/audit/verification?du=${jour}&au=${jour}`, { token })).status).toBe(403);

    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
    await page.goto(`${appUrl()}/admin/audit`);
    await expect.poll(() => new URL(page.url()).pathname, POLL).not.toBe('/admin/audit');
    expect(await page.getByRole('heading', { name: "Journal d'audit" }).count()).toBe(0);
    await page.context().close();
  });

  for (const language of ['fr', 'ar'] as const) {
    for (const [device, width, height] of [
      ['desktop', 1366, 800],
      ['mobile', 390, 844],
    ] as const) {
      if (screenCase(language, device))
        it(`screenshots of the audit trail (${language}, ${device})`, async () => {
          const page = await newPage(browser, { width, height });
          await page.addInitScript((lng) => localStorage.setItem('langue', lng), language);
          await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
          await openAudit(page);
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(
            language === 'ar' ? 'rtl' : 'ltr',
          );
          mkdirSync(SCREENS, { recursive: true });
          await page.screenshot({ path: `${SCREENS}audit-${language}-${device}.png`, fullPage: true });
          await page.context().close();
        });
    }
  }
});
