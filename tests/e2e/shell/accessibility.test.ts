// (keyboard use, labels, focus): axe-core on the sign-in page and the signed-in shell, in a real
// browser against the local runtime. Serious and critical violations fail the test.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { authenticate, launchBrowser, newPage, signIn } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';

describe('accessibility of the shell (axe-core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the sign-in page has no serious or critical axe violation', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl()}/signin`);
    await page.locator('form button[type="submit"]').waitFor();

    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  for (const mode of ['semi-dark', 'light', 'dark'] as const) {
    it(`the signed-in shell (${mode}) has no serious or critical axe violation`, async () => {
      const page = await newPage(browser);
      await authenticate(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
      await page.goto(`${appUrl()}/mon-compte?mode=${mode}&layout=default`);
      await page.locator('.umj-account').waitFor();

      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('keyboard only — the skip link, the menu and a collapse are reachable and visibly focused', async () => {
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
    await page.goto(`${appUrl()}/mon-compte?layout=default`);
    await page.locator('.umj-account').waitFor();

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('umj-skip-link');
    const collapse = page.locator('.umj-sidebar button[aria-expanded]').first();
    await collapse.focus();
    const outline = await collapse.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    const before = await collapse.getAttribute('aria-expanded');
    await page.keyboard.press('Enter');
    await expect.poll(() => collapse.getAttribute('aria-expanded')).not.toBe(before);
    await page.context().close();
  });

  it('the theme customizer and the office selector open from the keyboard, without serious axe violations', async () => {
    const page = await newPage(browser);
    await signIn(page, appUrl(), DEMO_ACCOUNTS.admin);
    await page.locator('.umj-shell').waitFor();

    await page.getByRole('button', { name: 'Personnaliser le thème' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('.umj-customizer').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.umj-customizer').count()).toBe(0);

    await page.locator('.umj-bureaux__select input[role=combobox]').focus();
    await page.keyboard.press('Enter');
    await page.locator('.p-multiselect-panel').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
