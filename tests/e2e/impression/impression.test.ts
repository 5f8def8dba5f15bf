// Printable days in headless Chromium against the local runtime (docs/architecture.md#printing): the
// agenda's week and day, the duty roster's week and the patient file's one-page summary, each under
// print media at the A4 printable width (210 mm less two 10 mm margins: 718 px at 96 dpi). Every sheet
// fits that width (no element wider, no sideways scroll), shows what the paper copy needs (times,
// names, kinds, police stations, the office header; the file's key fields), hides the shell, and
// page.pdf({ format: 'A4' }) prints it (the summary on one page). Screenshots and PDFs go to
// tests/artifacts/screens/.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHeure, isoDepuisJour, jourParis, type Jour } from '@umj/shared/dates';
import { dossierSaisieSchema, type DossierPatientStocke, type PageDossiers } from '@umj/shared/dossiers-api';
import { LIEU } from '@umj/shared/enums';
import { STATUT } from '@umj/shared/statuts-dossier';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { authenticate, launchBrowser, newPage } from '../support/browser.ts';

const SCREENS = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));
const POLL = { timeout: 30_000 };
const MM = 96 / 25.4;
/** A4 portrait less 10 mm margins, in CSS px at 96 dpi. */
const LARGEUR_UTILE = Math.floor((210 - 20) * MM);
const HAUTEUR_UTILE = Math.floor((297 - 20) * MM);

const feuille = (page: Page, nom: string) => page.locator(`[data-impression="${nom}"]`);

/** The widest right edge of the sheet's elements and the document's scroll width, under print media. */
async function mesures(page: Page, nom: string) {
  return page.evaluate((n) => {
    const racine = document.querySelector(`[data-impression="${n}"]`);
    const bords = [...(racine?.querySelectorAll('*') ?? [])].map((e) => e.getBoundingClientRect().right);
    return {
      droite: Math.max(0, ...bords),
      scrollWidth: document.documentElement.scrollWidth,
      hauteur: racine?.getBoundingClientRect().height ?? 0,
      visible: racine !== null && getComputedStyle(racine).display !== 'none',
      appli: getComputedStyle(document.getElementById('root') as HTMLElement).display,
    };
  }, nom);
}

/** Print media at the printable width: the sheet shows alone and fits; screenshot and A4 PDF saved. */
async function imprimer(page: Page, nom: string, fichier: string) {
  await page.setViewportSize({ width: LARGEUR_UTILE, height: HAUTEUR_UTILE });
  await page.emulateMedia({ media: 'print' });
  const m = await mesures(page, nom);
  expect(m.visible, `${nom}: the sheet shows under print media`).toBe(true);
  expect(m.appli, `${nom}: the shell and the screen are hidden`).toBe('none');
  expect(m.scrollWidth, `${nom}: no sideways scroll at the A4 printable width`).toBeLessThanOrEqual(
    LARGEUR_UTILE,
  );
  expect(m.droite, `${nom}: no element wider than the page`).toBeLessThanOrEqual(LARGEUR_UTILE + 0.5);
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}${fichier}.png`, fullPage: true });
  const pdf = await page.pdf({ format: 'A4', path: `${SCREENS}${fichier}.pdf` });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  expect(pages, `${nom}: the PDF has pages`).toBeGreaterThan(0);
  return { ...m, pages };
}

/** Back to the screen at desktop size. */
async function ecran(page: Page) {
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('printable days (docs/architecture.md#printing)', () => {
  let browser: Browser;
  let bureauId = '';
  let medecin = { id: '', nomComplet: '' };
  // Two weeks ahead: the agenda shows that week after two clicks on "next", and its Monday in the day
  // view (FullCalendar moves to the first day of the week).
  const jourDansDeuxSemaines: Jour = jourParis(new Date()) + 14;
  const jour: Jour = jourDansDeuxSemaines - ((((jourDansDeuxSemaines + 3) % 7) + 7) % 7);
  const autreJour: Jour = jour + 2;
  const suffixe = randomUUID().slice(0, 6).toUpperCase();
  const patients = {
    matin: `IMPRESSION MATIN ${suffixe}`,
    complet: `IMPRESSION COMPLET-AVEC-UN-NOM-DE-FAMILLE-TRES-LONG-SANS-ESPACE ${suffixe}`,
    autre: `IMPRESSION AUTRE JOUR ${suffixe}`,
  };
  let complet: DossierPatientStocke;
  let modele: DossierPatientStocke;

  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await loginToken(DEMO_ACCOUNTS.secretariatArgenteuil);
    const moi = await api<{ bureaux: { id: string; nom: string }[] }>('/utilisateurs/moi', { token });
    bureauId = moi.body.bureaux.find((b) => b.nom === 'Argenteuil')?.id ?? '';
    const tokenMedecin = await loginToken(DEMO_ACCOUNTS.medecinArgenteuil);
    medecin = (await api<{ id: string; nomComplet: string }>('/utilisateurs/moi', { token: tokenMedecin }))
      .body;
    // A seeded examined file of Argenteuil: its police station, exam type and exam data.
    const aujourdhui = jourParis(new Date());
    const lus = await api<PageDossiers>(
      `/bureaux/${bureauId}/dossiers-patients?du=${isoDepuisJour(aujourdhui - 60)}&au=${isoDepuisJour(aujourdhui - 1)}&statut=${STATUT.examine}&limite=50`,
      { token },
    );
    const trouve = lus.body.elements.find(
      (d) => d.commissariat !== null && d.examenType !== null && d.examinateur !== null,
    );
    expect(trouve, 'the demo seed holds examined files of Argenteuil').toBeDefined();
    modele = trouve as DossierPatientStocke;
    const examinateur = { id: medecin.id, nomComplet: medecin.nomComplet };
    const creer = async (corps: Record<string, unknown>) => {
      const cree = await api<DossierPatientStocke>(`/bureaux/${bureauId}/dossiers-patients`, {
        method: 'POST',
        token,
        body: corps,
      });
      expect(cree.status, JSON.stringify(cree.body)).toBe(201);
      return cree.body;
    };
    const rendezVous = (nom: string, j: Jour, heure: number) =>
      dossierSaisieSchema.parse({
        lieu: LIEU.rendezVousMedecin,
        nom,
        rendezVousDate: j,
        rendezVousHeure: heure,
        examinateur,
        commissariat: modele.commissariat,
        examenType: modele.examenType,
        modeAnticipe: false,
      });
    await creer(rendezVous(patients.matin, jour, 9 * 60));
    await creer(rendezVous(patients.autre, autreJour, 14 * 60 + 30));
    // The summary's file: the seeded exam data, long notes, a requisition number of this run.
    complet = await creer({
      ...dossierSaisieSchema.parse(modele),
      nom: patients.complet,
      lieu: LIEU.rendezVousMedecin,
      rendezVousDate: jour,
      rendezVousHeure: 10 * 60 + 15,
      examinateur,
      requisitionFournie: true,
      requisitionNumero: `IMP-${suffixe}`,
      notes: Array.from(
        { length: 40 },
        (_, i) => `Note ${i + 1} du dossier, à reporter au dossier papier.`,
      ).join('\n'),
      modeAnticipe: false,
    });
  });

  afterAll(async () => {
    await browser.close();
  });

  it('the agenda prints its week and its day on A4 portrait: times, names, kinds, police stations, office header; the file summary prints on one page over it', async () => {
    const page = await newPage(browser, { width: 1280, height: 900 });
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
    await page.goto(
      `${appUrl()}/secretariat/rendez-vous/medecin?examinateur=${encodeURIComponent(`${bureauId}~${medecin.id}`)}`,
    );
    const grille = page.locator('.umj-grille');
    await grille.getByRole('button', { name: 'Suivant' }).click();
    await grille.getByRole('button', { name: 'Suivant' }).click();
    const agenda = feuille(page, 'agenda');
    await expect.poll(() => agenda.textContent(), POLL).toContain(patients.autre);

    // One click prints: the button calls window.print().
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-imprime', 'oui');
    });
    await page.getByRole('button', { name: 'Imprimer' }).click();
    expect(await page.locator('body').getAttribute('data-imprime')).toBe('oui');

    // The week: the office header, the examiner, seven days, each appointment's row.
    const semaine = await imprimer(page, 'agenda', 'impression-agenda-semaine');
    const texteSemaine = (await agenda.textContent()) ?? '';
    expect(texteSemaine).toContain('Argenteuil');
    expect(texteSemaine).toContain(`Agenda de ${medecin.nomComplet}`);
    expect(texteSemaine).toMatch(/Semaine du .* au /);
    expect(await agenda.locator('h2').count()).toBe(7);
    for (const [nom, heure, statut] of [
      [patients.matin, 9 * 60, 'RDV pris'],
      [patients.complet, 10 * 60 + 15, complet.statut?.nom],
      [patients.autre, 14 * 60 + 30, 'RDV pris'],
    ] as const) {
      const ligne = agenda.getByRole('row').filter({ hasText: nom });
      const cellules = await ligne.getByRole('cell').allTextContents();
      expect(cellules[0]).toBe(formatHeure(heure));
      expect(cellules[2]).toContain(modele.examenType?.nom ?? '-');
      expect(cellules[3]).toBe(modele.commissariat?.nom);
      expect(cellules[4]).toBe(statut);
    }
    expect(semaine.pages).toBeGreaterThan(0);

    // The day: its appointments only, in time order.
    await ecran(page);
    await grille.locator('button', { hasText: /^Jour$/ }).click();
    await expect
      .poll(async () => {
        const texte = (await agenda.textContent()) ?? '';
        return texte.includes(patients.matin) && !texte.includes(patients.autre);
      }, POLL)
      .toBe(true);
    await imprimer(page, 'agenda', 'impression-agenda-jour');
    const texteJour = (await agenda.textContent()) ?? '';
    expect(texteJour).toMatch(/Journée du /);
    expect(texteJour.indexOf(patients.matin)).toBeLessThan(texteJour.indexOf(patients.complet));

    // The patient file opened from the agenda prints as its one-page summary, without the agenda.
    await ecran(page);
    await grille.locator('.umj-rdv', { hasText: patients.complet }).first().click();
    const dialogue = page.getByRole('dialog');
    await dialogue.getByRole('button', { name: 'Imprimer' }).waitFor(POLL);
    const resume = await imprimer(page, 'dossier', 'impression-dossier-resume');
    expect(await agenda.evaluate((e) => getComputedStyle(e).display)).toBe('none');
    expect(resume.hauteur, 'the summary fits one A4 page').toBeLessThanOrEqual(HAUTEUR_UTILE);
    expect(resume.pages, 'the summary prints on one page').toBe(1);
    const texteResume = (await feuille(page, 'dossier').textContent()) ?? '';
    for (const attendu of [
      'Argenteuil',
      `Dossier patient n° ${complet.id}`,
      patients.complet,
      `IMP-${suffixe}`,
      modele.commissariat?.nom ?? '-',
      modele.examenType?.nom ?? '-',
      medecin.nomComplet,
      'Note 1 du dossier',
    ]) {
      expect(texteResume).toContain(attendu);
    }
    await page.close();
  });

  it('the duty roster prints its week on A4 portrait under the office header', async () => {
    const page = await newPage(browser, { width: 1280, height: 900 });
    await authenticate(page, appUrl(), DEMO_ACCOUNTS.secretariatArgenteuil);
    await page.goto(`${appUrl()}/secretariat/disponibilitedv`);
    await page
      .getByRole('row', { name: /^Dépôt Matin/ })
      .first()
      .waitFor(POLL);
    const gardes = feuille(page, 'gardes');
    await imprimer(page, 'gardes', 'impression-gardes-semaine');
    const texte = (await gardes.textContent()) ?? '';
    expect(texte).toContain('Tableau des gardes');
    expect(texte).toMatch(/Tableau des gardes du .* au /);
    expect(texte).toContain('Argenteuil');
    expect(texte).toContain('Dépôt Matin');
    // Zone and slot, then the seven days.
    expect(await gardes.locator('table').first().locator('thead th').count()).toBe(8);
    await page.close();
  });
});
