// (Navigation styles and the theme customizer): every option of docs/product-rules.md#screens changes what the browser
// renders, the choices persist across a reload, and the URL query overrides layout, mode, rtl and style.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, DEMO_ACCOUNTS } from '../support/app.ts';
import { authenticate, launchBrowser, newPage, screenshot, signIn } from '../support/browser.ts';

const NAV_STYLES = {
  standard: 'Standard',
  default: 'Par défaut',
  'header-user': "Utilisateur dans l'en-tête",
  'header-user-mini': "Utilisateur dans l'en-tête, menu réduit",
  'mini-sidebar-toggle': 'Menu réduit dépliable',
  mini: 'Menu réduit',
  drawer: 'Tiroir',
  'bit-bucket': 'Bit-bucket',
  'horizontal-default': 'Horizontal',
  'horizontal-light-nav': 'Horizontal, navigation claire',
  'horizontal-dark-layout': 'Horizontal, mise en page sombre',
};

const html = (page: Page, attribute: string) =>
  page.evaluate((name) => document.documentElement.getAttribute(name), attribute);
const shellAttr = (page: Page, name: string) => page.locator('.umj-shell').getAttribute(name);
const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const style = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** The customizer field whose label is exactly `label`. */
const field = (page: Page, label: string) =>
  page.locator('.umj-customizer__field', {
    has: page.locator('label, .umj-customizer__label').getByText(label, { exact: true }),
  });

async function choose(page: Page, label: string, option: string): Promise<void> {
  await field(page, label).getByText(option, { exact: true }).click();
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  await field(page, label).locator('.p-dropdown').click();
  await page.locator('.p-dropdown-panel .p-dropdown-item').getByText(option, { exact: true }).click();
}

/** What a navigation style puts on screen: where the menu and the user panel are, how wide the sidebar. */
function arrangement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
    const sidebar = box('.umj-sidebar');
    return JSON.stringify({
      sidebarWidth: Math.round(sidebar?.width ?? 0),
      sidebarTop: Math.round(sidebar?.top ?? -1),
      userInSidebar: document.querySelectorAll('.umj-sidebar .umj-user').length,
      userInHeader: document.querySelectorAll('.umj-header .umj-user').length,
      menuButton: document.querySelectorAll('.umj-header button[aria-label="Ouvrir le menu"]').length,
      menubar: document.querySelector('.umj-menubar')?.className ?? null,
      toggle: document.querySelectorAll('.umj-sidebar__toggle').length,
    });
  });
}

async function openCustomizer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Personnaliser le thème' }).click();
  await page.locator('.umj-customizer').waitFor();
}

describe('theme customizer and navigation styles in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('screens: each of the eleven navigation styles chosen in the customizer gives its own arrangement', async () => {
    const page = await newPage(browser);
    await signIn(page, appUrl(), DEMO_ACCOUNTS.admin);
    const seen = new Map<string, string>();
    for (const [value, label] of Object.entries(NAV_STYLES)) {
      await openCustomizer(page);
      await pick(page, 'Style de navigation', label);
      await page.keyboard.press('Escape');
      await expect.poll(() => shellAttr(page, 'data-nav')).toBe(value);
      await expect.poll(() => page.locator('.umj-customizer').count()).toBe(0);
      seen.set(value, await arrangement(page));
    }
    expect(new Set(seen.values()).size, JSON.stringify([...seen], null, 1)).toBe(11);
    await page.context().close();
  });

  it('screens, constants: style, mode, colours, RTL, layout type, footer, header and route transition change the page and persist across a reload', async () => {
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
    await page.goto(`${appUrl()}/mon-compte`);
    await openCustomizer(page);

    await choose(page, 'Style du thème', 'Moderne');
    await expect.poll(() => cssVar(page, '--umj-card-radius')).toBe('30px');
    await choose(page, 'Mode', 'Sombre');
    await expect.poll(() => html(page, 'data-mode')).toBe('dark');
    await expect.poll(() => style(page.locator('body'), 'background-color')).toBe('rgb(57, 61, 75)');
    await field(page, 'Couleur principale').locator('input[type=color]').fill('#aa3300');
    await expect.poll(() => cssVar(page, '--umj-primary')).toBe('#AA3300');
    await field(page, 'Couleur secondaire').locator('input[type=color]').fill('#00aa33');
    await expect
      .poll(() => style(page.locator('.umj-user__avatar').first(), 'background-color'))
      .toBe('rgb(0, 170, 51)');
    await field(page, 'Couleur du menu latéral').locator('input[type=color]').fill('#112233');
    await expect
      .poll(() => style(page.locator('.umj-sidebar__inner'), 'background-color'))
      .toBe('rgb(17, 34, 51)');
    await page.getByRole('switch', { name: 'De droite à gauche (RTL)' }).check();
    await expect.poll(() => html(page, 'dir')).toBe('rtl');
    await choose(page, 'Type de mise en page', 'Encadrée');
    await expect.poll(() => style(page.locator('.umj-shell'), 'max-width')).toBe('1260px');
    await page.getByRole('switch', { name: 'Afficher le pied de page' }).check();
    await expect.poll(() => style(page.locator('.umj-footer'), 'position')).toBe('static');
    await choose(page, 'Pied de page', 'Fixe');
    await expect.poll(() => style(page.locator('.umj-footer'), 'position')).toBe('sticky');
    await choose(page, 'En-tête', 'Clair');
    await expect.poll(() => html(page, 'data-header')).toBe('light');
    await expect.poll(() => cssVar(page, '--umj-header-text')).not.toBe('#FFFFFF');
    await pick(page, 'Transition entre les pages', 'Glisser vers le haut');
    await page.keyboard.press('Escape');
    await page.locator('.umj-sidebar a[href="/global/commissariat"]').click();
    await expect.poll(() => page.locator('.umj-transition--slideUp').count()).toBe(1);
    await screenshot(page, 'theme-customized');

    await page.reload();
    await page.locator('.umj-shell').waitFor();
    expect(await cssVar(page, '--umj-card-radius')).toBe('30px');
    expect(await html(page, 'data-mode')).toBe('dark');
    expect(await cssVar(page, '--umj-primary')).toBe('#AA3300');
    expect(await html(page, 'dir')).toBe('rtl');
    expect(await shellAttr(page, 'data-layout')).toBe('boxed');
    expect(await shellAttr(page, 'data-footer')).toBe('fixed');
    expect(await html(page, 'data-header')).toBe('light');
    expect(await page.locator('.umj-transition--slideUp').count()).toBe(1);
    await page.context().close();
  });

  it('screens: the URL query sets layout, mode, rtl and style for the visit', async () => {
    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);

    await page.goto(`${appUrl()}/mon-compte?layout=horizontal-dark-layout&mode=light&rtl=true&style=modern`);
    await page.locator('.umj-shell').waitFor();
    expect(await shellAttr(page, 'data-nav')).toBe('horizontal-dark-layout');
    expect(await html(page, 'data-mode')).toBe('light');
    expect(await html(page, 'dir')).toBe('rtl');
    expect(await cssVar(page, '--umj-card-radius')).toBe('30px');

    await page.goto(`${appUrl()}/mon-compte?layout=boxed`);
    await page.locator('.umj-shell').waitFor();
    expect(await shellAttr(page, 'data-layout')).toBe('boxed');
    await page.context().close();
  });
});
