// 'Session' in a real browser against the local runtime: sign-in, the user shown, the wrong
// password message, sign-out, and a Configuration change from another session showing the alert.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { launchBrowser, newPage, screenshot, signIn, signInWithForm } from '../support/browser.ts';

const ALERT =
  "Attention : L'application a été mise à jour. Merci de rafraichir votre page. A défaut, elle sera rafraichie dans 30 secondes.";

interface Entry {
  cle: string;
  valeur: unknown;
  version?: number;
}

/** Re-saves the settings unchanged with another session's token: a real Configuration change push. */
async function touchConfigurationAs(token: string): Promise<void> {
  const list = await api<Entry[]>('/configuration', { token });
  const reglages = list.body.find((e) => e.cle === 'réglages');
  if (!reglages) throw new Error('Réglages absents de la configuration de démonstration');
  const res = await api(`/configuration/${encodeURIComponent('réglages')}`, {
    method: 'PATCH',
    token,
    body: { cle: 'réglages', valeur: reglages.valeur, version: reglages.version },
  });
  expect(res.status).toBe(200);
}

/** The server slows failed sign-ins down: allow for it. */
const POLL = { timeout: 15_000 };

const visible = (page: Page, text: string) => page.getByText(text, { exact: false }).first().isVisible();

describe('session in the browser (session, calls, errors)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('session: signs in a demo account and shows the user, with the profile on My account', async () => {
    const token = await loginToken(DEMO_ACCOUNTS.medecinArgenteuil);
    const me = await api<{ nomComplet: string; adresseEmail: string }>('/utilisateurs/moi', { token });
    const page = await newPage(browser);

    await signInWithForm(page, appUrl(), DEMO_ACCOUNTS.medecinArgenteuil);
    await page.goto(`${appUrl()}/mon-compte`);

    const profile = page.locator('.umj-account dd');
    await expect.poll(() => profile.allInnerTexts(), POLL).toContain(me.body.nomComplet);
    const texts = await profile.allInnerTexts();
    expect(texts).toContain(me.body.adresseEmail);
    expect(texts).toContain('Médecin');
    await screenshot(page, 'session-mon-compte');
    await page.context().close();
  });

  it('errors: a wrong password shows the server message and French validation comes first', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl()}/signin`);
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => visible(page, 'Veuillez entrer une adresse e-mail'), POLL).toBe(true);

    await page.locator('input[name="adresseEmail"]').fill(DEMO_ACCOUNTS.admin);
    await page.locator('input[name="motDePasse"]').fill('mauvais-mot-de-passe');
    await page.locator('form button[type="submit"]').click();

    await expect.poll(() => visible(page, 'Adresse e-mail ou mot de passe incorrect'), POLL).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/signin');
    await screenshot(page, 'session-signin-wrong-password');
    await page.context().close();
  });

  it('session: signing out clears the token and goes back to the public home', async () => {
    const page = await newPage(browser);
    await signIn(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);

    await page.locator('.umj-user__button').first().click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();

    await page.waitForURL((u) => u.pathname === '/acceuil');
    expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
    await page.context().close();
  });

  it('session: a Configuration change made by ANOTHER session shows the update alert', async () => {
    const page = await newPage(browser);
    await signIn(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
    const adminToken = await loginToken(DEMO_ACCOUNTS.admin);

    // The page's socket connects right after sign-in: change again until the push reaches it.
    await expect
      .poll(
        async () => {
          if (await visible(page, ALERT)) return true;
          await touchConfigurationAs(adminToken);
          return visible(page, ALERT);
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(true);
    await screenshot(page, 'session-configuration-alert');
    await page.context().close();
  });
});
