// What the browser tests of the reference-list screens share: opening a list and waiting
// for its rows, the dialog, axe-core's serious and critical violations, and the screenshots of a
// screen in French and Arabic (RTL), desktop 1366×800 and mobile 390×844, under tests/artifacts/screens/.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { authenticate, newPage } from '../support/browser.ts';
export { seriousViolations } from '../support/axe.ts';

export const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));
export const POLL = { timeout: 20_000 };

export const rows = (page: Page) => page.locator('.umj-list-page .p-datatable-tbody tr');
export const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
export const dialog = (page: Page) => page.getByRole('dialog');

/**
 * Opens a list screen and waits until its rows replace the loading skeleton: the table (or the phone's
 * cards) is on the page, its module loaded after the first render (the reserved box is gone).
 */
export async function openList(page: Page, path: string): Promise<void> {
  await page.goto(`${appUrl()}${path}`);
  await page.locator('.umj-list-page h1').waitFor(POLL);
  const pret = () =>
    page.evaluate(() => {
      const liste = document.querySelector('.umj-list-page');
      if (!liste || liste.querySelector('.umj-list-table-reservee, .p-skeleton')) return false;
      return liste.querySelector('.p-datatable, .umj-list-cards') !== null;
    });
  await expect.poll(pret, POLL).toBe(true);
}

/** Narrows the list with its search box (lists paginate by 10). */
export async function search(page: Page, text: string): Promise<void> {
  await page.locator('.umj-list-search input').fill(text);
}

/** Opens a dropdown of the dialog by its label and picks an option by its text. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await dialog(page)
    .locator('.p-dropdown', { has: page.getByRole('combobox', { name: label }) })
    .click();
  await page.locator('li[role=option]', { hasText: option }).first().click();
}

export const DEVICES = [
  ['desktop', 1366, 800],
  ['mobile', 390, 844],
] as const;

/**
 * Screenshots `<name>-<language>-<device>.png` of the list and, when `openDialog` is given, of its
 * create dialog, as the administrator; checks the page direction of the language.
 */
export async function screenshots(
  browser: Browser,
  input: {
    path: string;
    name: string;
    language: 'fr' | 'ar';
    device: (typeof DEVICES)[number];
    openDialog?: boolean;
  },
): Promise<void> {
  const [device, width, height] = input.device;
  const page = await newPage(browser, { width, height });
  await page.addInitScript((lng) => localStorage.setItem('langue', lng), input.language);
  await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
  await openList(page, input.path);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(
    input.language === 'ar' ? 'rtl' : 'ltr',
  );
  mkdirSync(SCREENS, { recursive: true });
  const suffix = `${input.language}-${device}`;
  await page.screenshot({ path: `${SCREENS}${input.name}-${suffix}.png`, fullPage: true });
  if (input.openDialog) {
    await page.locator('.umj-list-heading button').click();
    await dialog(page).waitFor();
    // The dialog fades in: wait for its transitions to end, or the picture shows it half transparent.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: `${SCREENS}${input.name}-dialog-${suffix}.png` });
  }
  await page.context().close();
}
