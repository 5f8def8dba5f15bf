// First load of the public forms (docs/forms.md#first-load): the sign-in page paints its fields before
// the form mechanism (React Hook Form) has arrived. Characters typed at once and a submission made
// before it arrives are not lost: held back here, the mechanism's chunks arrive only after the typing
// and the click, and the submission then signs in with exactly what was typed.
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/app.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

/** The form mechanism's chunks (web/src/lib/forms/moteur-formulaire.tsx and react-hook-form's). */
const CHUNKS_FORMULAIRE = /\/assets\/(moteur-formulaire|forms)-[^/]+\.js$/;

describe('public form typed before its mechanism has arrived', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('/signin: fields typed and submitted before the form mechanism arrives sign in with what was typed', async () => {
    const page = await newPage(browser);
    const retenues: Route[] = [];
    let liberer = false;
    await page.route(CHUNKS_FORMULAIRE, (route) => (liberer ? route.continue() : void retenues.push(route)));
    const connexions: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/auth/login')) connexions.push(req.postData() ?? '');
    });

    await page.goto(`${appUrl()}/signin`, { waitUntil: 'domcontentloaded' });
    const email = page.locator('input[name="adresseEmail"]');
    await email.pressSequentially(DEMO_ACCOUNTS.admin);
    await page.locator('input[name="motDePasse"]').pressSequentially(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    // Everything was typed and submitted while the mechanism was held back.
    expect(retenues.length).toBeGreaterThan(0);
    expect(await email.inputValue()).toBe(DEMO_ACCOUNTS.admin);
    expect(connexions).toEqual([]);

    liberer = true;
    for (const route of retenues) await route.continue();
    await page.waitForURL((u) => !u.pathname.startsWith('/signin'));
    expect(connexions).toHaveLength(1);
    expect(JSON.parse(connexions[0]!)).toMatchObject({
      adresseEmail: DEMO_ACCOUNTS.admin,
      motDePasse: DEMO_PASSWORD,
    });
    await page.context().close();
  });
});
