// 'Routing and access': the public account pages wired to the API, in a real browser against the
// local runtime: sign-up -> confirm-signup with the mailed code -> sign-in (a new account has no role:
// /initialUrl ends on the 404 with role=unknown, docs/product-rules.md#screens); forget-password -> reset-password -> sign-in.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl } from '../support/app.ts';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { lastMailedCode } from './mail-outbox.ts';

const PASSWORD = 'Une phrase de passe 2026';
const NEW_PASSWORD = 'Une autre phrase 2027';
/** Sign-up and sign-in go through scrypt on a shared machine: allow for it. */
const POLL = { timeout: 20_000 };

async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await page.locator(`input[name="${name}"]`).fill(value);
  await page.locator('form button[type="submit"]').click();
}

async function mailedCode(to: string, about: RegExp): Promise<string> {
  await expect.poll(() => lastMailedCode(to, about), POLL).toMatch(/^\d{6}$/);
  return (await lastMailedCode(to, about))!;
}

async function signInAs(page: Page, adresseEmail: string, motDePasse: string): Promise<void> {
  await page.goto(`${appUrl()}/signin`);
  await fill(page, { adresseEmail, motDePasse });
}

describe('public account pages wired to the API', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('screens: sign-up, confirm-signup with the mailed code, then sign-in: a role-less account ends on 404 role=unknown', async () => {
    const email = `inscription.${randomUUID().slice(0, 8)}@umj.example`;
    const page = await newPage(browser);

    await page.goto(`${appUrl()}/signup`);
    await fill(page, { nomComplet: 'Camille Essai', adresseEmail: email, motDePasse: PASSWORD });
    await page.getByRole('link', { name: 'Saisir le code de confirmation' }).click();
    await page.getByRole('heading', { name: "Confirmer l'inscription" }).waitFor();
    expect(await page.locator('input[name="adresseEmail"]').inputValue()).toBe(email);
    await fill(page, { code: await mailedCode(email, /Subject: Votre code de confirmation/) });
    await expect
      .poll(() => page.getByText('Votre adresse e-mail est confirmée').isVisible(), POLL)
      .toBe(true);

    await page.getByRole('link', { name: 'Se connecter' }).click();
    await fill(page, { adresseEmail: email, motDePasse: PASSWORD });
    await page.waitForURL((u) => u.pathname === '/error-pages/error-404', POLL);
    expect(new URL(page.url()).searchParams.get('role')).toBe('unknown');
    await expect.poll(() => page.getByText("n'a pas encore de rôle").isVisible()).toBe(true);
    await page.context().close();
  });

  it('screens: forget-password sends a code, reset-password sets the new password, sign-in works with it', async () => {
    const email = `oubli.${randomUUID().slice(0, 8)}@umj.example`;
    const page = await newPage(browser);
    await page.goto(`${appUrl()}/signup`);
    await fill(page, { nomComplet: 'Dominique Essai', adresseEmail: email, motDePasse: PASSWORD });
    await page.getByRole('link', { name: 'Saisir le code de confirmation' }).click();
    await page.getByRole('heading', { name: "Confirmer l'inscription" }).waitFor();
    await fill(page, { code: await mailedCode(email, /Subject: Votre code de confirmation/) });
    await expect
      .poll(() => page.getByText('Votre adresse e-mail est confirmée').isVisible(), POLL)
      .toBe(true);

    await page.goto(`${appUrl()}/forget-password`);
    await fill(page, { adresseEmail: email });
    await page.waitForURL((u) => u.pathname === '/reset-password', POLL);
    await page.getByRole('heading', { name: 'Réinitialiser le mot de passe' }).waitFor();
    expect(
      await page.getByText("Si un compte existe pour cette adresse, un code vient d'être envoyé").isVisible(),
    ).toBe(true);
    expect(await page.locator('input[name="adresseEmail"]').inputValue()).toBe(email);
    await fill(page, {
      code: await mailedCode(email, /Subject: Réinitialisation de votre mot de passe/),
      nouveauMotDePasse: NEW_PASSWORD,
    });
    await expect.poll(() => page.getByText('Votre mot de passe a été changé').isVisible(), POLL).toBe(true);
    await screenshot(page, 'public-reset-password-done');

    await signInAs(page, email, PASSWORD);
    await expect.poll(() => page.locator('.umj-form-alert').isVisible(), POLL).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/signin');
    await signInAs(page, email, NEW_PASSWORD);
    await page.waitForURL((u) => u.pathname === '/error-pages/error-404', POLL);
    await page.context().close();
  });
});
