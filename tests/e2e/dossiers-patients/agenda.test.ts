// Agendas in headless Chromium against the local runtime ("What it must show", browser tests):
// the secretariat of Argenteuil books an ITT appointment in a suggested slot of the doctor's agenda and
// the doctor, signed in in a second browser, sees it appear without reloading; the slot is no longer
// suggested; once the appointment is cancelled its slot is suggested again (docs/product-rules.md#constants: only non-cancelled
// appointments block a time). The doctor edits its weekly hours while the secretary saves them: the 409
// keeps what the doctor typed and the secretary's range, both saved in the end. One screenshot case
// (French desktop by default).
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDossiers } from '@umj/shared/dossiers-api';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { authenticate, launchBrowser, newPage, screenCase } from '../support/browser.ts';

const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));
const POLL = { timeout: 30_000 };

const slotButtons = (page: Page) => page.getByRole('button', { name: /^Réserver le créneau de / });
const slotButton = (page: Page, heure: string, jour: string) =>
  page.getByRole('button', { name: `Réserver le créneau de ${heure} le ${jour}`, exact: true });
const grid = (page: Page) => page.locator('.umj-grille');
const texte = (locator: Locator) => locator.first().innerText({ timeout: POLL.timeout });

/** Shows next week (always inside the demo doctor's Monday-to-Friday hours) and waits for its slots. */
async function nextWeek(page: Page): Promise<void> {
  const jours = page.getByRole('group', { name: 'Jour des créneaux suggérés' }).getByRole('button');
  const avant = await jours.first().textContent();
  await grid(page).getByRole('button', { name: 'Suivant' }).click();
  // The day buttons follow the calendar's week in a transition: this week's stay on show until then,
  // and a click on the first of them chose today instead of next Monday.
  await expect.poll(() => jours.first().textContent(), POLL).not.toBe(avant);
  await jours.first().click();
  await slotButtons(page).first().waitFor(POLL);
}

/** Selects a range on the time grid's day column `date` from `debut` to the end of slot `fin` (HH:mm:00). */
async function selectRange(page: Page, date: string, debut: string, fin: string): Promise<void> {
  await page.locator(`.umj-grille [data-time="${fin}"]`).first().scrollIntoViewIfNeeded();
  const colonne = await page.locator(`.umj-grille [role=columnheader][data-date="${date}"]`).boundingBox();
  const haut = await page.locator(`.umj-grille [data-time="${debut}"]`).first().boundingBox();
  const bas = await page.locator(`.umj-grille [data-time="${fin}"]`).first().boundingBox();
  if (!colonne || !haut || !bas) throw new Error('grille introuvable');
  const x = colonne.x + colonne.width / 2;
  await page.mouse.move(x, haut.y + 3);
  await page.mouse.down();
  await page.mouse.move(x, (haut.y + bas.y) / 2, { steps: 5 });
  await page.mouse.move(x, bas.y + bas.height / 2, { steps: 5 });
  await page.mouse.up();
}

interface Heures {
  version: number;
  semaine: { jourSemaine: number; debut: number; fin: number }[];
  exceptions: unknown[];
}

describe('agendas in the browser', () => {
  let browser: Browser;
  let secretariat: Page;
  let medecin: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('a secretary books an ITT appointment in a suggested slot, the doctor sees it live; cancelled, its slot is suggested again (constants)', async () => {
    const tokenMedecin = await loginToken(DEMO_ACCOUNTS.medecinArgenteuil);
    const moi = await api<{ id: string; nomComplet: string; bureaux: { id: string; nom: string }[] }>(
      '/utilisateurs/moi',
      { token: tokenMedecin },
    );
    const bureau = moi.body.bureaux.find((b) => b.nom === 'Argenteuil');
    expect(bureau, 'the demo doctor works at Argenteuil').toBeDefined();
    const bureauId = bureau?.id ?? '';

    // The doctor's own agenda, next week, open in a second browser.
    medecin = await newPage(browser);
    await authenticate(medecin, appUrl(), DEMO_ACCOUNTS.medecinArgenteuil);
    await medecin.goto(`${appUrl()}/examinateur/rendez-vous/medecin`);
    expect(await texte(medecin.locator('.umj-agenda-examinateur'))).toBe(moi.body.nomComplet);
    await nextWeek(medecin);

    // The secretary shows that doctor's agenda, the same week, and picks its first suggested slot.
    secretariat = await newPage(browser);
    await authenticate(secretariat, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
    await secretariat.goto(
      `${appUrl()}/secretariat/rendez-vous/medecin?examinateur=${encodeURIComponent(`${bureauId}~${moi.body.id}`)}`,
    );
    await expect
      .poll(() => texte(secretariat.locator('.umj-agenda-choix .p-dropdown')), POLL)
      .toContain(moi.body.nomComplet);
    await nextWeek(secretariat);
    const libelle = (await slotButtons(secretariat).first().getAttribute('aria-label')) ?? '';
    const [, heure = '', jour = ''] = /de (\d{2}:\d{2}) le (\d{2}\/\d{2}\/\d{4})$/.exec(libelle) ?? [];
    expect(heure).toMatch(/^\d{2}:\d{2}$/);

    // Booking opens the patient-file form in early mode with the day, hour and examiner filled.
    const patient = `AGENDA ${randomUUID().slice(0, 8).toUpperCase()}`;
    await slotButton(secretariat, heure, jour).click();
    const dialog = secretariat.getByRole('dialog', { name: 'Nouveau dossier patient' });
    await dialog.waitFor(POLL);
    expect(await dialog.getByLabel('Heure du rendez-vous').inputValue()).toBe(heure);
    expect(
      await texte(
        dialog.locator('.p-dropdown', { has: secretariat.getByRole('combobox', { name: 'Examinateur' }) }),
      ),
    ).toContain(moi.body.nomComplet);
    await dialog.getByLabel('Nom du patient').fill(patient);
    await dialog
      .locator('.p-dropdown', { has: secretariat.getByRole('combobox', { name: "Type d'examen" }) })
      .click();
    await secretariat.getByRole('option', { name: 'ITT', exact: true }).click();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached', ...POLL });

    // The booked time is no longer suggested; the doctor's agenda shows the appointment without reload.
    await expect.poll(() => slotButton(secretariat, heure, jour).count(), POLL).toBe(0);
    await expect.poll(() => texte(grid(secretariat)), POLL).toContain(patient);
    await expect.poll(() => texte(grid(medecin)), POLL).toContain(patient);
    await expect.poll(() => slotButton(medecin, heure, jour).count(), POLL).toBe(0);

    if (screenCase('fr', 'desktop')) {
      mkdirSync(SCREENS, { recursive: true });
      await secretariat.screenshot({ path: `${SCREENS}agenda-fr-desktop.png`, fullPage: true });
    }

    // Cancelled (docs/product-rules.md#availability status Annulé), the appointment stops blocking: its slot is suggested again.
    const tokenSecretariat = await loginToken(DEMO_ACCOUNTS.secretariatArgenteuil);
    const [jj, mm, aaaa] = jour.split('/');
    const liste = await api<PageDossiers>(
      `/bureaux/${bureauId}/dossiers-patients?du=${aaaa}-${mm}-${jj}&au=${aaaa}-${mm}-${jj}&q=${encodeURIComponent(patient)}`,
      { token: tokenSecretariat },
    );
    const dossier = liste.body.elements.find((d) => d.nom === patient);
    expect(dossier?.examenType?.nom).toBe('ITT');
    const annulation = await api(`/bureaux/${bureauId}/dossiers-patients/${dossier?.id}/statut`, {
      method: 'POST',
      token: tokenSecretariat,
      body: { statut: 90, version: dossier?.version },
    });
    expect(annulation.status).toBe(200);
    await expect.poll(() => slotButton(secretariat, heure, jour).count(), POLL).toBe(1);
    await expect.poll(() => slotButton(medecin, heure, jour).count(), POLL).toBe(1);
  });

  it("examiners' hours: a doctor adds a weekly range, the secretary saves meanwhile; the 409 loses neither", async () => {
    const tokenMedecin = await loginToken(DEMO_ACCOUNTS.medecinArgenteuil);
    const tokenSecretariat = await loginToken(DEMO_ACCOUNTS.secretariatArgenteuil);
    const moi = await api<{ id: string; bureaux: { id: string; nom: string }[] }>('/utilisateurs/moi', {
      token: tokenMedecin,
    });
    const bureauId = moi.body.bureaux.find((b) => b.nom === 'Argenteuil')?.id ?? '';
    const lire = async () =>
      (
        await api<{ elements: Heures[] }>(
          `/bureaux/${bureauId}/disponibilites-rv?du=2026-01-01&au=2030-12-31&examinateur=${moi.body.id}`,
          { token: tokenSecretariat },
        )
      ).body.elements[0];

    const page = await newPage(browser);
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.medecinArgenteuil);
    await page.goto(`${appUrl()}/examinateur/disponibiliterv/medecin`);
    await page.locator('.umj-grille [data-time="19:00:00"]').first().waitFor(POLL);
    // The "semaine type" grid shows the week of Monday 1 January 2024: the doctor selects Saturday
    // 19:00–20:00 (the evening: no demo range there).
    await selectRange(page, '2024-01-06', '19:00:00', '19:45:00');
    await page.getByText('Modifications non enregistrées').waitFor(POLL);

    // Meanwhile the secretary adds Sunday 19:00–20:00 to the stored hours.
    const avant = await lire();
    const samedi = { jourSemaine: 6, debut: 1140, fin: 1200 };
    const dimanche = { jourSemaine: 7, debut: 1140, fin: 1200 };
    const put = await api(`/bureaux/${bureauId}/disponibilites-rv`, {
      method: 'PUT',
      token: tokenSecretariat,
      body: {
        examinateurId: moi.body.id,
        semaine: [...(avant?.semaine ?? []), dimanche],
        exceptions: avant?.exceptions ?? [],
        version: avant?.version ?? 0,
      },
    });
    expect(put.status).toBe(200);

    // The doctor's save is refused (stale version): the French message, both ranges on the grid.
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Ces heures ont été modifiées par un autre utilisateur').waitFor(POLL);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(async () => (await lire())?.version, POLL).toBe((avant?.version ?? 0) + 2);
    const apres = await lire();
    expect(apres?.semaine).toEqual(expect.arrayContaining([...(avant?.semaine ?? []), samedi, dimanche]));
  });
});
