// Headless Chromium from Debian (/usr/bin/chromium, or CHROMIUM_PATH) driven by playwright-core; `npm test`
// installs it first when missing (tests/prerequisites.mjs).
//
// For new browser tests (CI budget: the browser tier is the longest step of `npm test`):
// - one `launchBrowser()` per file (beforeAll), one `newPage()` (fresh context) per test or per user;
// - sign in with `signInAt(page, appUrl(), email, '/the/screen')` (or `authenticate(page, appUrl(),
//   email)` before the test's own `page.goto`): API login + token in storage, then ONE page load of the
//   screen under test. `signIn` lands on the role home via /initialUrl (when the test is about it or
//   starts there); `signInWithForm` only in tests about the sign-in page. Arrange data through `api()` / `loginToken()`
//   (support/app.ts), not through screens the test is not about;
// - wait on locators / `expect.poll`, never `waitForTimeout` except to prove that nothing happens;
// - at most one `screenCase()` screenshot (French desktop by default, the four with SCREENSHOTS=all).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { chromiumPath } from '../../prerequisites.mjs';
import { DEMO_PASSWORD } from './app.ts';
import { openBrowsers } from './open-browsers.ts';

export const SCREENSHOT_DIR = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));

/** A browser for the file (beforeAll); the file closes it (afterAll), or per-file.ts fails it. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
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
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/** A page in a fresh context (own storage, as a new user's browser). */
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

/**
 * Signs in through the real sign-in page and waits to leave it. Only for tests ABOUT the sign-in page:
 * it costs a page load of /signin plus the role home; `signIn` / `signInAt` reach the same signed-in
 * state without them.
 */
export async function signInWithForm(
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

/**
 * Signs `email` in without loading any screen: POST /v1/auth/login (each call opens its own server
 * session, like a real sign-in), then the token goes where the sign-in page puts it (localStorage
 * `accessToken`) while the page shows a small static file of the same origin. The test's next
 * `page.goto(...)` opens the app signed in: one page load for sign-in + screen.
 */
export async function authenticate(
  page: Page,
  url: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const res = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ adresseEmail: email, motDePasse: password }),
  });
  if (res.status !== 200) throw new Error(`Connexion impossible pour ${email}: ${res.status}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  await page.goto(`${url}/favicon.svg`);
  await page.evaluate((token) => localStorage.setItem('accessToken', token), accessToken);
}

/**
 * Signs `email` in and lands on its role home (/initialUrl, docs/product-rules.md#screens), like the sign-in page does, but
 * through the API: no page load of /signin. Same signature as before; use `signInAt` when the test goes
 * on to another page anyway (one page load instead of two), `signInWithForm` when the test is about
 * the sign-in page itself.
 */
export async function signIn(
  page: Page,
  url: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await authenticate(page, url, email, password);
  await page.goto(`${url}/initialUrl`);
  await page.waitForURL((u) => u.pathname !== '/initialUrl' && !u.pathname.startsWith('/signin'));
}

/** Signs `email` in (as `signIn`) and opens `path` (with its query) directly: one page load. */
export async function signInAt(
  page: Page,
  url: string,
  email: string,
  path: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await authenticate(page, url, email, password);
  await page.goto(`${url}${path}`);
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

/**
 * The focus ring's colour of a field, beside the theme's primary and secondary colours (the secondary
 * one, red, around a field reads as an error).
 */
export function couleursAnneau(
  champ: Locator,
): Promise<{ anneau: string; primaire: string; secondaire: string }> {
  return champ.evaluate((element) => {
    const sonde = document.createElement('span');
    document.body.append(sonde);
    sonde.style.color = 'var(--umj-primary)';
    const primaire = getComputedStyle(sonde).color;
    sonde.style.color = 'var(--umj-secondary)';
    const secondaire = getComputedStyle(sonde).color;
    sonde.remove();
    return { anneau: getComputedStyle(element).outlineColor, primaire, secondaire };
  });
}
