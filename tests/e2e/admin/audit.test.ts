// The audit trail screen (/admin/audit) in headless Chromium against the local runtime: an administrator
// of every office sees today's entries (its own sign-in among them), filters them by user, exports as
// CSV exactly the rows the screen shows for that filter (parsed back and compared with the answer the
// screen shows) and runs the integrity check of the sealed digests; an administrator of Argenteuil
// sees the entries of Argenteuil only, in French and Arabic, without the verification; a secretary is
// refused by the server (403) and never sees the screen; axe-core on the screen; screenshots in French
// and Arabic (RTL), desktop and phone (docs/security.md#audit-trail).
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import type { EntreeAudit } from '@umj/shared/audit';
import { formatInstantParis } from '@umj/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { authenticate, launchBrowser, newPage, screenCase } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));
const POLL = { timeout: 30_000 };
const DEVICES = [
  ['desktop', 1366, 800],
  ['mobile', 390, 844],
] as const;

/** The next answer of GET /audit the page receives whose query matches `parametres`. */
function reponseAudit(page: Page, parametres: Record<string, string> = {}) {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname === '/v1/audit' &&
      Object.entries(parametres).every(([cle, valeur]) => url.searchParams.get(cle) === valeur)
    );
  }, POLL);
}

/**
 * Opens the screen and waits until it shows the entries of its first answer (returned): the row count
 * says them all, the list is no longer busy.
 */
async function openAudit(page: Page, query = ''): Promise<EntreeAudit[]> {
  const reponse = reponseAudit(page);
  await page.goto(`${appUrl()}/admin/audit${query}`);
  const { elements } = (await (await reponse).json()) as { elements: EntreeAudit[] };
  await ecranMontre(page, elements.length);
  return elements;
}

/** Waits until the list shows `n` rows of its answer, out of its loading state. */
async function ecranMontre(page: Page, n: number): Promise<void> {
  await expect.poll(() => page.locator('.umj-list-page').getAttribute('aria-busy'), POLL).toBe('false');
  await expect.poll(() => page.locator('.umj-list-count').textContent(), POLL).toMatch(`${n} / ${n}`);
}

/** The CSV the screen exports, parsed: its header and its lines. */
async function exporterCsv(page: Page): Promise<{ entete: string[]; lignes: string[][] }> {
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
  return { entete: entete!, lignes };
}

describe('Audit trail screen in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("an administrator of every office filters today's entries by user: the CSV holds exactly the rows the screen shows for that filter; the digests are checked", async () => {
    // Entries of another user today, which the filter must leave out of the screen and the CSV.
    await loginToken(DEMO_ACCOUNTS.secretariatArgenteuil);
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
    await openAudit(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe("Journal d'audit");

    // Filtered by user (applied on Enter): the screen shows the filtered answer once it arrived.
    const reponse = reponseAudit(page, { utilisateur: DEMO_ACCOUNTS.admin });
    await page.getByLabel('Utilisateur', { exact: true }).fill(DEMO_ACCOUNTS.admin);
    await page.getByLabel('Utilisateur', { exact: true }).press('Enter');
    const { elements } = (await (await reponse).json()) as { elements: EntreeAudit[] };
    expect(elements.length).toBeGreaterThan(0);
    expect(elements.every((e) => e.adresseEmail === DEMO_ACCOUNTS.admin)).toBe(true);
    await ecranMontre(page, elements.length);
    const rows = page.locator('.p-datatable-tbody tr');
    for (const texte of await rows.allTextContents()) expect(texte).toContain(DEMO_ACCOUNTS.admin);

    // The CSV: exactly the rows of that answer, in the screen's order (every page, not only the shown one).
    const { entete, lignes } = await exporterCsv(page);
    expect(entete).toEqual(
      expect.arrayContaining(['Date (heure de Paris)', 'Utilisateur', 'Action', 'Résultat']),
    );
    const [date, utilisateur, action] = ['Date (heure de Paris)', 'Utilisateur', 'Action'].map((c) =>
      entete.indexOf(c),
    );
    expect(lignes.map((l) => [l[date!], l[utilisateur!], l[action!]])).toEqual(
      elements.map((e) => [formatInstantParis(new Date(e.date), true), e.adresseEmail, e.action]),
    );

    // The integrity check of the period's digests.
    await page.getByRole('button', { name: "Vérifier l'intégrité" }).click();
    const verification = page.getByRole('region', { name: "Vérification de l'intégrité" });
    await expect
      .poll(() => verification.textContent(), POLL)
      .toMatch(/Journal intègre|anomalie\(s\) détectée\(s\)/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  for (const language of ['fr', 'ar'] as const) {
    it(`an administrator of Argenteuil sees the entries of Argenteuil only, without the verification of the digests (${language})`, async () => {
      // Entries of today in Argenteuil, Paris Nord and Chartres (each account's sign-in).
      for (const compte of ['secretariatArgenteuil', 'secretariatParisNord', 'externeChartres'] as const) {
        await loginToken(DEMO_ACCOUNTS[compte]);
      }
      const page = await newPage(browser);
      await page.addInitScript((lng) => localStorage.setItem('langue', lng), language);
      await authenticate(page, appUrl(), DEMO_ACCOUNTS.adminArgenteuil);
      const elements = await openAudit(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');

      // What the server answered the screen: Argenteuil's entries only, the secretary's among them.
      expect(new Set(elements.map((e) => e.bureauId))).toEqual(new Set(['argenteuil']));
      expect(elements.map((e) => e.adresseEmail)).toContain(DEMO_ACCOUNTS.secretariatArgenteuil);
      // What the screen shows: every row of the office of Argenteuil, none of another office's staff.
      const textes = await page.locator('.p-datatable-tbody tr').allTextContents();
      expect(textes.length).toBeGreaterThan(0);
      for (const texte of textes) {
        expect(texte).toContain('Argenteuil');
        expect(texte).not.toMatch(/parisnord|chartres/);
      }
      // Its offices named, and the verification (every office's digests) not offered.
      await expect
        .poll(() => page.locator('.umj-periode-aide').allTextContents())
        .toContainEqual(expect.stringContaining('Argenteuil'));
      expect(await page.locator('.umj-audit-verification').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      // The office filter offers its own office only.
      await page.locator('.p-dropdown', { has: page.locator('#audit-bureau') }).click();
      await expect
        .poll(() => page.locator('.p-dropdown-panel li[role=option]').allTextContents())
        .toEqual(expect.arrayContaining(['Argenteuil']));
      expect(
        (await page.locator('.p-dropdown-panel li[role=option]').allTextContents()).filter((o) =>
          /Chartres|Paris Nord/.test(o),
        ),
      ).toEqual([]);
      await page.keyboard.press('Escape');

      mkdirSync(SCREENS, { recursive: true });
      for (const [device, width, height] of DEVICES) {
        if (!screenCase(language, device)) continue;
        await page.setViewportSize({ width, height });
        await page.screenshot({ path: `${SCREENS}audit-bureaux-${language}-${device}.png`, fullPage: true });
      }
      await page.context().close();
    });
  }

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
    for (const [device, width, height] of DEVICES) {
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
