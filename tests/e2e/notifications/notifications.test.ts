// Notifications in headless Chromium against the local runtime (docs/architecture.md#notifications): the
// Paris Nord doctor has its visit requests open; the secretariat records a request whose 3-hour limit
// is 20 minutes away, proposed to that doctor; the doctor's bell badge goes up live, without a reload
// (stream -> notification -> its frame to the doctor's connection -> ['Notification', 'liste'] refetch).
// Screenshots of the open bell panel in French and Arabic (tests/artifacts/screens/).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jourParis, minutesParis } from '@umj/shared/dates';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { authenticate, launchBrowser, newPage } from '../support/browser.ts';

const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));
const POLL = { timeout: 30_000 };
const BUREAU = 'paris-nord';

const badge = (page: Page) =>
  page
    .locator('[data-testid="badge-cloche"]')
    .first()
    .textContent({ timeout: 500 })
    .then((t) => Number(t ?? 0))
    .catch(() => 0);

describe('notifications in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a visit request near its 3-hour limit raises the proposed doctor’s bell live', async () => {
    const tokenSecretariat = await loginToken(DEMO_ACCOUNTS.secretariatParisNord);
    const tokenMedecin = await loginToken(DEMO_ACCOUNTS.medecinParisNord);
    const medecin = await api<{ id: string; nomComplet: string }>('/utilisateurs/moi', {
      token: tokenMedecin,
    });
    const commissariats = await api<{ id: string; nom: string; bureau?: { id: string } | null }[]>(
      `/commissariats?bureaux=${BUREAU}`,
      { token: tokenSecretariat },
    );
    expect(commissariats.status).toBe(200);
    const commissariat = commissariats.body[0]!;

    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.medecinParisNord);
    await page.goto(`${appUrl()}/examinateur/demande-de-visite`);
    await page.locator('.umj-notifications__bouton[data-canal="cloche"]').waitFor(POLL);
    // Whatever the demo data already holds, then one more.
    await page.waitForLoadState('networkidle');
    const avant = await badge(page);

    const debut = new Date(Date.now() - 160 * 60_000);
    const cree = await api<{ id: number }>(`/bureaux/${BUREAU}/dossiers-patients`, {
      method: 'POST',
      token: tokenSecretariat,
      body: {
        lieu: 30,
        nom: 'NOTIFIE Jean',
        rendezVousDate: jourParis(debut),
        rendezVousHeure: minutesParis(debut),
        gavHeureProlongation: '08:00',
        requisitionFournie: false,
        examinateur: { id: medecin.body.id, nomComplet: medecin.body.nomComplet },
        commissariat: { id: commissariat.id, nom: commissariat.nom },
        montantHT: 5750,
      },
    });
    expect(cree.status, JSON.stringify(cree.body)).toBe(201);
    await expect.poll(() => badge(page), POLL).toBe(avant + 1);

    await page.locator('.umj-notifications__bouton[data-canal="cloche"]').click();
    await page.getByText('Demande de visite bientôt hors délai (3 heures) : NOTIFIE Jean').waitFor(POLL);
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}notifications-cloche-fr.png` });

    await page.addInitScript(() => localStorage.setItem('langue', 'ar'));
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir), POLL).toBe('rtl');
    await page.locator('.umj-notifications__bouton[data-canal="cloche"]').click();
    await page.getByText('طلب زيارة يقترب من مهلة الساعات الثلاث: NOTIFIE Jean').waitFor(POLL);
    await page.screenshot({ path: `${SCREENS}notifications-cloche-ar.png` });
    await page.context().close();
    // The runtime is shared and the machine slow: the arrangement alone takes most of a minute.
  }, 240_000);
});
