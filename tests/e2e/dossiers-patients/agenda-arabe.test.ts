// Words across the product, in Arabic (right to left) in headless Chromium against the local runtime:
// an appointment of the doctor's agenda shows one line of its title in its 15-minute box and the whole
// title (patient, status, kind) as its tooltip; the status in that title, the file's status badge and the status buttons
// are translated (docs/product-rules.md#statuses: the stored value stays French). Screenshots in
// tests/artifacts/screens/ (agenda-ar-*.png).
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jourParis } from '@umj/shared/dates';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { authenticate, launchBrowser, newPage } from '../support/browser.ts';

const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));
const POLL = { timeout: 30_000 };

describe('Arabic agenda and statuses in the browser', { timeout: 180_000 }, () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('an appointment shows one line of its title in its box and the whole title as its tooltip, its status in Arabic; the file shows its status badge and buttons in Arabic', async () => {
    const token = await loginToken(DEMO_ACCOUNTS.medecinArgenteuil);
    const moi = await api<{ id: string; nomComplet: string; bureaux: { id: string; nom: string }[] }>(
      '/utilisateurs/moi',
      { token },
    );
    const bureauId = moi.body.bureaux.find((b) => b.nom === 'Argenteuil')?.id ?? '';
    const patient = `مريض اختبار طويل الاسم ${randomUUID().slice(0, 6)} عبد الرحمن بن محمد`;
    const secretariat = await loginToken(DEMO_ACCOUNTS.secretariatArgenteuil);
    const cree = await api<{ id: number }>(`/bureaux/${bureauId}/dossiers-patients`, {
      method: 'POST',
      token: secretariat,
      body: {
        nom: patient,
        lieu: 10,
        rendezVousDate: jourParis(new Date()),
        rendezVousHeure: 20 * 60 + 30,
        examinateur: { id: moi.body.id, nomComplet: moi.body.nomComplet },
        montantHT: 8050,
        montantTVA: 1610,
      },
    });
    expect(cree.status, JSON.stringify(cree.body)).toBe(201);

    const page = await newPage(browser, { width: 1366, height: 900 });
    await page.addInitScript(() => localStorage.setItem('langue', 'ar'));
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.medecinArgenteuil);
    await page.goto(`${appUrl()}/examinateur/rendez-vous/medecin`);
    // The direction follows the Arabic texts, loaded after the page's load event.
    await expect.poll(() => page.evaluate(() => document.documentElement.dir), POLL).toBe('rtl');

    const evenement = page.locator('.umj-rdv', { hasText: patient }).first();
    await evenement.waitFor(POLL);
    const contenu = evenement.locator('.umj-rdv-contenu');
    // The whole title: the patient, the status in Arabic (RDV pris), no French status name.
    const titre = (await contenu.getAttribute('title')) ?? '';
    expect(titre).toContain(patient);
    expect(titre).toContain('تم حجز الموعد');
    expect(titre).not.toContain('RDV pris');
    // The 15-minute box holds one line of it ending in "…" (shrunk to the box) and nothing spills out.
    const mesure = await contenu.locator('.umj-rdv-titre').evaluate((el) => {
      const boite = el.closest('.umj-rdv') as HTMLElement;
      return {
        blanc: getComputedStyle(el).whiteSpace,
        fin: getComputedStyle(el).textOverflow,
        dansLaBoite: el.getBoundingClientRect().width <= boite.getBoundingClientRect().width,
        boite: getComputedStyle(boite).overflow,
      };
    });
    expect(mesure).toEqual({ blanc: 'nowrap', fin: 'ellipsis', dansLaBoite: true, boite: 'hidden' });
    await evenement.scrollIntoViewIfNeeded();
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}agenda-ar-evenement.png` });

    // The file itself: the status badge and the status buttons in Arabic.
    await evenement.click();
    const dialog = page.getByRole('dialog').first();
    await dialog.waitFor(POLL);
    await expect
      .poll(() => dialog.locator('.umj-badge-statut').first().innerText(), POLL)
      .toBe('تم حجز الموعد');
    for (const nom of [
      'تم حجز الموعد',
      'وصل',
      'تم الفحص',
      'ملغى',
      'التقرير قيد الإعداد',
      'تم اعتماد التقرير',
    ])
      expect(await dialog.getByRole('button', { name: nom, exact: true }).count(), nom).toBeGreaterThan(0);
    expect(await dialog.getByRole('button', { name: 'Arrivé', exact: true }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENS}agenda-ar-dossier-statuts.png` });
    await page.context().close();
  });
});
