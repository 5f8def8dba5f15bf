// (first load): on a public page the language dropdown is a chunk loaded after the first
// render (its current language shows in the same box meanwhile), and the sign-in form's rules load
// with zod after it. Both must still work: Arabic turns the page right-to-left with its texts, and
// the form's French validation messages show before any call.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl } from '../support/app.ts';
import { launchBrowser, newPage } from '../support/browser.ts';

describe('public pages keep their behaviour with lazy pieces', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('/signin switches to Arabic (rtl, Arabic texts) through the lazily loaded dropdown', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl()}/signin`);
    // Not the stand-in: this test is about the real dropdown (a click on the stand-in opens it too).
    await page.locator('.umj-auth-layout__language .umj-language:not([aria-hidden="true"])').click();
    await page.locator('.p-dropdown-item', { hasText: 'العربية' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect
      .poll(() => page.locator('form button[type="submit"]').textContent())
      .not.toBe('Se connecter');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await page.context().close();
  });

  it('the sign-in form shows its French messages (rules loaded after the first render), no call', async () => {
    const page = await newPage(browser);
    const calls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/v1/')) calls.push(req.url());
    });
    await page.goto(`${appUrl()}/signin`);
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => page.getByText('Veuillez entrer une adresse e-mail').count()).toBe(1);
    await expect.poll(() => page.getByText('Veuillez entrer un mot de passe').count()).toBe(1);
    expect(calls).toEqual([]);
    await page.context().close();
  });
});
