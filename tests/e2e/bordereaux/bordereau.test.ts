// In headless Chromium against the local runtime ("What it must show": a bordereau created from
// the patient-file screen, its PDF previewed and downloaded). Arranged through the API: a validated file
// (copied from a seeded examined one) with a requisition and a requester, unique to this run. In the
// browser the secretary of Argenteuil opens /secretariat/bordereau/nouveau on that requester and day,
// keeps only that file ticked (totals follow), creates the bordereau and lands on it; the preview is the
// shared pdfmake definition rendered in the page (bytes start with %PDF-), the download is the server's
// PDF (download event, %PDF- header). One screenshot case (French desktop by default).
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bordereau } from '@umj/shared/bordereaux';
import { isoDepuisJour } from '@umj/shared/dates';
import { api, appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { launchBrowser, newPage, screenCase, screenshot, signIn } from '../support/browser.ts';
import { dossierFacturable as arrange } from '../support/dossier-facturable.ts';

const POLL = { timeout: 30_000 };

describe('a bordereau in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('a bordereau created from the patient-file screen, its PDF previewed and downloaded', async () => {
    const { token, bureauId, requerant, dossier, numero } = await arrange();
    const jour = isoDepuisJour(dossier.rendezVousDate as number);
    const page = await newPage(browser, { width: 1366, height: 800 });
    const cspRefus: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspRefus.push(m.text());
    });
    await signIn(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
    await page.goto(
      `${appUrl()}/secretariat/bordereau/nouveau?${new URLSearchParams({ bureau: bureauId, requerant: requerant.id, du: jour, au: jour }).toString()}`,
    );
    const ligne = page.locator('tr', { hasText: `FACTURE ${numero}` });
    await ligne.waitFor(POLL);

    // Only this run's file stays ticked (other billable files of that day are left for others).
    const autres = page.locator('tbody tr').filter({ hasNotText: `FACTURE ${numero}` });
    for (const autre of await autres.all()) {
      const coche = autre.locator('input[type="checkbox"]');
      if ((await coche.count()) > 0 && (await coche.isChecked())) await coche.click({ force: true });
    }
    await expect.poll(() => page.getByTestId('total-ttc').textContent(), POLL).toMatch(/96,60/);
    expect(await ligne.locator('input[type="checkbox"]').isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Créer le bordereau' }).click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/secretariat/bordereau/afficher');
    const numeroBordereau = new URL(page.url()).searchParams.get('numero') ?? '';
    expect(numeroBordereau).toMatch(/^\d{4}-\d{4,}$/);
    await page.getByRole('heading', { level: 1, name: `Bordereau n° ${numeroBordereau}` }).waitFor(POLL);
    await page.locator('td', { hasText: numero }).waitFor(POLL);
    const stocke = await api<Bordereau>(`/bureaux/${bureauId}/bordereaux/${numeroBordereau}`, { token });
    expect(stocke.body.lignes.map((l) => [l.dossierId, l.requisitionNumero])).toEqual([[dossier.id, numero]]);
    expect(stocke.body.totalTTC).toBe(9660);

    // Preview: pdfmake in the page renders the shared definition into the dialog's frame.
    await page.getByRole('button', { name: 'Aperçu PDF' }).click();
    const cadre = page.getByTestId('apercu-pdf');
    await cadre.waitFor(POLL);
    const source = (await cadre.getAttribute('src')) ?? '';
    expect(source.startsWith('blob:')).toBe(true);
    // The page's CSP reads neither blob: nor data: (connect-src 'self'): the previewed bytes are read
    // through the preview's own « Enregistrer cet aperçu » (the same Blob).
    const dialogue = page
      .getByRole('dialog')
      .filter({ hasText: `Aperçu du bordereau n° ${numeroBordereau}` });
    const [apercu] = await Promise.all([
      page.waitForEvent('download', POLL),
      dialogue.getByRole('button', { name: 'Enregistrer cet aperçu' }).click(),
    ]);
    expect(apercu.suggestedFilename()).toBe(`bordereau-${numeroBordereau}.pdf`);
    const octetsApercu = readFileSync(await apercu.path());
    expect(octetsApercu.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(octetsApercu.length).toBeGreaterThan(1000);
    if (screenCase('fr', 'desktop')) await screenshot(page, 'bordereau-apercu-fr-desktop');
    await dialogue.locator('.p-dialog-header-close').click();
    await dialogue.waitFor({ state: 'hidden', ...POLL });

    // Download: the server's PDF through its short-lived link.
    const [telechargement] = await Promise.all([
      page.waitForEvent('download', POLL),
      page.getByRole('button', { name: 'Télécharger le PDF' }).click(),
    ]);
    expect(telechargement.suggestedFilename()).toBe(`bordereau-${numeroBordereau}.pdf`);
    const chemin = await telechargement.path();
    expect(readFileSync(chemin).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(cspRefus).toEqual([]);
    await page.context().close();
  }, 120_000);
});
