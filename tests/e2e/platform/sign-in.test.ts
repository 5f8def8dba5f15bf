// 'Tests and CI': a browser test that starts the local runtime and signs in.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { couleursAnneau, launchBrowser, newPage, screenshot, signInWithForm } from '../support/browser.ts';

describe('local runtime in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the SPA and signs in a demo account, storing the token and showing the user', async () => {
    const token = await loginToken(DEMO_ACCOUNTS.secretariatArgenteuil);
    const me = await api<{ nomComplet: string }>('/utilisateurs/moi', { token });
    expect(me.status).toBe(200);

    const page = await newPage(browser);
    await signInWithForm(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);

    const stored = await page.evaluate(() => Object.keys(window.localStorage));
    expect(stored.some((k) => /token/i.test(k))).toBe(true);
    // The user panel names the signed-in user (in the default mini-sidebar-toggle layout the sidebar
    // widens on hover to show it).
    await page.locator('.umj-sidebar').hover();
    const name = page.locator('.umj-sidebar .umj-user__name');
    await expect.poll(() => name.textContent()).toBe(me.body.nomComplet);
    await expect.poll(() => name.isVisible()).toBe(true);
    await screenshot(page, 'platform-signed-in');
    await page.context().close();
  });

  it('the e-mail field, focused as the sign-in page opens, is ringed in the primary colour, not the red of an error', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl()}/signin`);
    const champ = page.locator('input[name="adresseEmail"]');
    await champ.focus();
    const couleurs = await couleursAnneau(champ);
    expect(couleurs.anneau).toBe(couleurs.primaire);
    expect(couleurs.anneau).not.toBe(couleurs.secondaire);
    await page.context().close();
  });

  it('refuses a wrong password without leaving the sign-in page', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl()}/signin`);
    await page.locator('input[name="adresseEmail"]').fill(DEMO_ACCOUNTS.admin);
    await page.locator('input[name="motDePasse"]').fill('mauvais-mot-de-passe');
    await page.locator('form button[type="submit"]').click();
    await expect
      .poll(() => page.getByText('Adresse e-mail ou mot de passe incorrect').first().isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/signin');
    await page.context().close();
  });
});
