// Headless Chromium from Debian (/usr/bin/chromium, or CHROMIUM_PATH) driven by playwright-core; `npm test`
// installs it first when missing (tests/prerequisites.mjs).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumPath } from '../../prerequisites.mjs';
import { DEMO_PASSWORD } from './app.ts';

export const SCREENSHOT_DIR = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page in a fresh context (own storage); a context is what @axe-core/playwright needs. */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: options.locale ?? 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  return context.newPage();
}

/** Signs in through the real sign-in page and waits to leave it. */
export async function signIn(
  page: Page,
  url: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${url}/signin`);
  await page.locator('input[name="adresseEmail"]').fill(email);
  await page.locator('input[name="motDePasse"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/signin'));
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * The language × device cases of the screenshot tests that `npm test` runs: French on desktop (the right-
 * to-left switch keeps its own test in e2e/shell); `SCREENSHOTS=all` runs the four, to look at every screen
 * in each, Arabic on a phone included (tests/artifacts/screens/). Keeps the CI run within its budget.
 */
export function screenCase(language: 'fr' | 'ar', device: string): boolean {
  return process.env.SCREENSHOTS === 'all' || (language === 'fr' && device === 'desktop');
}
