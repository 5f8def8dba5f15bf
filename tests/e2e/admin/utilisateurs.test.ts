// Users (/admin/utilisateur/statut/:name, /role/:name) in headless Chromium against the local
// runtime: the administrator creates a secretariat user of Argenteuil; the invitation e-mail's code
// sets a password on /reset-password; the new user signs in and lands on its role home (docs/product-rules.md#screens
// /initialUrl: secretariat, first office not Paris Nord -> /secretariat/rendez-vous/medecin). Then the
// route filters, the deactivation confirmation, axe-core, and screenshots in French and Arabic (RTL),
// desktop and mobile.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { authenticate, launchBrowser, newPage, screenCase } from '../support/browser.ts';
import { lastMailedCode } from '../session/mail-outbox.ts';
import { seriousViolations } from '../support/axe.ts';

const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));
const PASSWORD = 'Une phrase de passe 2026';
/** Account creation and sign-in go through scrypt on a shared machine: allow for it. */
const POLL = { timeout: 20_000 };

const dialog = (page: Page) => page.getByRole('dialog');
/** Types in the list's own search box (the header has another one). */
const search = (page: Page, text: string) => page.locator('.umj-list-search input').fill(text);
const row = (page: Page, text: string) => page.locator('.p-datatable-tbody tr', { hasText: text });

async function openUsers(page: Page, filter = 'statut/tous'): Promise<void> {
  await page.goto(`${appUrl()}/admin/utilisateur/${filter}`);
  await page.locator('.umj-list-page .p-datatable-tbody tr').first().waitFor();
}

/** Picks an option of the dialog's PrimeReact dropdown or multi-select for the field `name`. */
function selectOf(page: Page, name: string) {
  return dialog(page)
    .locator('.umj-edit-field', { has: page.locator(`label[for="champ-${name}"]`) })
    .locator('.p-dropdown, .p-multiselect');
}

async function choose(page: Page, name: string, option: string): Promise<void> {
  await selectOf(page, name).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Closes an open dropdown or multi-select panel through its own trigger (the panel may open over the dialog
 * title, so a click there can land on an option), and waits for it to go.
 */
async function closePanel(page: Page, name: string): Promise<void> {
  await selectOf(page, name).locator('.p-dropdown-trigger, .p-multiselect-trigger').click();
  await page.locator('.p-dropdown-panel, .p-multiselect-panel').waitFor({ state: 'detached', ...POLL });
}

describe('Users screen in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a user created by the administrator is invited, sets a password with the mailed code and signs in on its role home', async () => {
    const email = `invite.${randomUUID().slice(0, 8)}@umj.example`;
    const nom = `Inès Invitée ${email.slice(7, 15)}`;
    const admin = await newPage(browser);
    await authenticate(admin, appUrl(), DEMO_ACCOUNTS.admin);
    await openUsers(admin);
    await expect.poll(() => admin.getByRole('heading', { level: 1 }).textContent()).toBe('Utilisateurs');

    await admin.getByRole('button', { name: 'Ajouter' }).click();
    await dialog(admin).getByLabel('Nom complet').fill(nom);
    await dialog(admin).getByLabel('Adresse e-mail').fill(email);
    await choose(admin, 'role', 'Secrétariat');
    await choose(admin, 'bureauIds', 'Argenteuil');
    await closePanel(admin, 'bureauIds');
    await dialog(admin).getByRole('button', { name: 'Enregistrer' }).click();
    await dialog(admin).waitFor({ state: 'detached', ...POLL });
    await admin.getByText(`Une invitation a été envoyée à ${email}`).waitFor(POLL);
    // The list paginates (10 rows): the search box narrows it to the new account.
    await search(admin, email);
    const created = row(admin, email);
    await created.waitFor(POLL);
    expect(await created.textContent()).toContain('Secrétariat');
    expect(await created.textContent()).toContain('Argenteuil');
    expect(await created.textContent()).toContain('Invitation en attente');
    await admin.context().close();

    // The invitation's code, on the reset-password screen.
    await expect.poll(() => lastMailedCode(email, /Subject: Invitation/), POLL).toMatch(/^\d{6}$/);
    const code = (await lastMailedCode(email, /Subject: Invitation/))!;
    const invited = await newPage(browser);
    await invited.goto(`${appUrl()}/reset-password?adresseEmail=${encodeURIComponent(email)}`);
    expect(await invited.locator('input[name="adresseEmail"]').inputValue()).toBe(email);
    await invited.locator('input[name="code"]').fill(code);
    await invited.locator('input[name="nouveauMotDePasse"]').fill(PASSWORD);
    await invited.locator('form button[type="submit"]').click();
    await expect
      .poll(() => invited.getByText('Votre mot de passe a été changé').isVisible(), POLL)
      .toBe(true);

    // docs/product-rules.md#screens /initialUrl: secretariat of Argenteuil (not Paris Nord) -> /secretariat/rendez-vous/medecin.
    await invited.goto(`${appUrl()}/signin`);
    await invited.locator('input[name="adresseEmail"]').fill(email);
    await invited.locator('input[name="motDePasse"]').fill(PASSWORD);
    await invited.locator('form button[type="submit"]').click();
    await invited.waitForURL((u) => u.pathname === '/secretariat/rendez-vous/medecin', POLL);
    await invited.context().close();
  });

  it('screens: the route filters (statut/inactifs, role/medecin) and a deactivation confirmed by the administrator', async () => {
    // Arrange: a doctor of Argenteuil created through the API.
    const token = await loginToken(DEMO_ACCOUNTS.admin);
    const email = `medecin.${randomUUID().slice(0, 8)}@umj.example`;
    const nom = `Docteur Désactivé ${email.slice(8, 16)}`;
    const create = await api<{ id: string }>('/utilisateurs', {
      method: 'POST',
      token,
      body: { nomComplet: nom, adresseEmail: email, role: 'medecin', bureauIds: ['argenteuil'] },
    });
    expect(create.status).toBe(201);

    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
    await openUsers(page, 'role/medecin');
    // The list paginates (10 rows): the search box narrows it.
    await search(page, nom);
    await row(page, nom).waitFor(POLL);
    await search(page, 'Secrétariat Argenteuil'); // not a doctor: not under role/medecin
    await expect.poll(() => page.locator('.umj-list-empty').isVisible(), POLL).toBe(true);
    await search(page, nom);
    expect(await page.getByRole('link', { name: 'Médecin', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );

    await page.getByRole('button', { name: `Désactiver « ${nom} »` }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect
      .poll(() => confirm.textContent())
      .toContain(`Désactiver le compte de « ${nom} » ? Ses sessions en cours se terminent immédiatement`);
    await confirm.getByRole('button', { name: 'Désactiver' }).click();
    await page.getByText(`Le compte de « ${nom} » est désactivé`).waitFor(POLL);
    await expect.poll(() => row(page, nom).textContent(), POLL).toContain('Inactif');

    await page.getByRole('link', { name: 'Inactifs', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/admin/utilisateur/statut/inactifs');
    await expect
      .poll(() => page.getByRole('link', { name: 'Inactifs', exact: true }).getAttribute('aria-current'))
      .toBe('page');
    await search(page, nom);
    await row(page, nom).waitFor(POLL);
    await page.getByRole('link', { name: 'Actifs', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/admin/utilisateur/statut/actifs');
    await search(page, 'Secrétariat Argenteuil');
    await row(page, 'Secrétariat Argenteuil').waitFor(POLL);
    await search(page, nom);
    await expect.poll(() => page.locator('.umj-list-empty').isVisible(), POLL).toBe(true);
    await search(page, '');
    // Axe once the snackbar (shell, 6 s) has gone: this test checks the users screen.
    await page
      .locator('.p-toast-message')
      .first()
      .waitFor({ state: 'detached', ...POLL });
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('"Who may administer whom" against the server: an administrator limited to Argenteuil', async () => {
    // Arrange: the unrestricted administrator creates it; its password is set with the invitation code.
    const token = await loginToken(DEMO_ACCOUNTS.admin);
    const email = `admin.arg.${randomUUID().slice(0, 8)}@umj.example`;
    const nom = `Admin Argenteuil ${email.slice(10, 18)}`;
    const created = await api('/utilisateurs', {
      method: 'POST',
      token,
      body: { nomComplet: nom, adresseEmail: email, role: 'administrateur', bureauIds: ['argenteuil'] },
    });
    expect(created.status).toBe(201);
    await expect.poll(() => lastMailedCode(email, /Subject: Invitation/), POLL).toMatch(/^\d{6}$/);
    const reset = await api('/auth/reset-password', {
      method: 'POST',
      body: {
        adresseEmail: email,
        code: await lastMailedCode(email, /Subject: Invitation/),
        nouveauMotDePasse: PASSWORD,
      },
    });
    expect(reset.status).toBeLessThan(300);

    const page = await newPage(browser, { width: 1366, height: 800 });
    await authenticate(page, appUrl(), email, PASSWORD);
    await openUsers(page);
    await search(page, 'Argenteuil');
    await row(page, 'Secrétariat Argenteuil').waitFor(POLL);
    // The server lists only users of its offices: neither the unrestricted administrator nor Paris Nord.
    await search(page, 'Administrateur Démo');
    await expect.poll(() => page.locator('.umj-list-empty').isVisible(), POLL).toBe(true);
    await search(page, 'Secrétariat Paris Nord');
    await expect.poll(() => page.locator('.umj-list-empty').isVisible(), POLL).toBe(true);

    // Creation: no administrator role offered, offices required.
    await page.getByRole('button', { name: 'Ajouter' }).click();
    await page.locator('.p-dialog-enter-done').waitFor();
    await dialog(page).locator('label[for="champ-bureauIds"]').filter({ hasText: '*' }).waitFor();
    await dialog(page)
      .locator('.umj-edit-field', { has: page.locator('label[for="champ-role"]') })
      .locator('.p-dropdown')
      .click();
    await expect
      .poll(() => page.locator('.p-dropdown-panel li[role=option]').allTextContents())
      .toEqual(['Secrétariat', 'Secrétariat externe', 'Médecin', 'Psychologue']);
    await closePanel(page, 'role');
    await dialog(page).getByRole('button', { name: 'Annuler' }).click();
    await dialog(page).waitFor({ state: 'detached' });

    // Its own account: role and offices shown, not editable, with the reason.
    await search(page, nom);
    await page.getByRole('button', { name: `Modifier « ${nom} »` }).click();
    await dialog(page)
      .getByText('Seul un administrateur sans bureau peut modifier son propre rôle ou ses bureaux.')
      .waitFor();
    expect(await dialog(page).locator('#champ-role').isDisabled()).toBe(true);
    expect(
      await dialog(page)
        .locator('.umj-edit-field', { has: page.locator('label[for="champ-bureauIds"]') })
        .locator('.p-multiselect.p-disabled')
        .count(),
    ).toBe(1);
    expect(await page.getByRole('button', { name: `Désactiver « ${nom} »` }).count()).toBe(0);
    await page.locator('.p-dialog-enter-done').waitFor();
    mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}utilisateurs-soi-meme-limite-fr-desktop.png` });
    await page.context().close();
  });

  for (const language of ['fr', 'ar'] as const) {
    for (const [device, width, height] of [
      ['desktop', 1366, 800],
      ['mobile', 390, 844],
    ] as const) {
      if (screenCase(language, device))
        it(`screenshots of the users list and dialog (${language}, ${device})`, async () => {
          const page = await newPage(browser, { width, height });
          await page.addInitScript((lng) => localStorage.setItem('langue', lng), language);
          await authenticate(page, appUrl(), DEMO_ACCOUNTS.admin);
          await openUsers(page);
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(
            language === 'ar' ? 'rtl' : 'ltr',
          );
          mkdirSync(SCREENS, { recursive: true });
          await page.screenshot({ path: `${SCREENS}utilisateurs-${language}-${device}.png`, fullPage: true });
          await page.locator('.umj-list-heading button').click();
          await dialog(page).waitFor();
          // The dialog fades in: wait for PrimeReact's enter transition to end before the picture.
          await page.locator('.p-dialog-enter-done').waitFor();
          await page.screenshot({ path: `${SCREENS}utilisateurs-dialog-${language}-${device}.png` });
          await page.context().close();
        });
    }
  }
});
