// One requisition, one bill (docs/api.md#requisitions-en-double) in headless Chromium against the local
// runtime: two files of this run share a requester and a requisition number (arranged through the API,
// whose second answer already warns). The secretary of Argenteuil opens the second file from the list
// (?dossier=), saves it: the save is done and the form stays open on the warning naming the first file,
// with a link to it; the list flags the file.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import type { ReponseEnregistrementDossier } from '@umj/shared/dossiers-api';
import type { Requerant } from '@umj/shared/listes';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { launchBrowser, newPage, screenshot, signInAt } from '../support/browser.ts';

const POLL = { timeout: 30_000 };

async function arrange() {
  const token = await loginToken(DEMO_ACCOUNTS.secretariatArgenteuil);
  const moi = await api<{ bureaux: { id: string; nom: string }[] }>('/utilisateurs/moi', { token });
  const bureauId = moi.body.bureaux.find((b) => b.nom === 'Argenteuil')?.id ?? '';
  const requerants = await api<Requerant[]>(`/requerants?bureaux=${encodeURIComponent(bureauId)}`, { token });
  const requerant = requerants.body[0] as Requerant;
  const examinateurs = await api<{ id: string; nomComplet: string }[]>('/examinateurs?role=medecin', {
    token,
  });
  const medecin = examinateurs.body[0] as { id: string; nomComplet: string };
  const numero = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
  const aujourdhui = jourParis(new Date());
  const creer = (nom: string) =>
    api<ReponseEnregistrementDossier>(`/bureaux/${bureauId}/dossiers-patients`, {
      method: 'POST',
      token,
      body: {
        nom,
        lieu: 10,
        rendezVousDate: aujourdhui,
        rendezVousHeure: 7 * 60,
        examinateur: { id: medecin.id, nomComplet: medecin.nomComplet },
        montantHT: 8050,
        montantTVA: 1610,
        requerant: { id: requerant.id, nom: requerant.nom },
        requisitionFournie: true,
        requisitionNumero: numero,
        requisitionDate: isoDepuisJour(aujourdhui - 1),
      },
    });
  const premier = await creer(`PREMIER ${numero}`);
  expect(premier.status, JSON.stringify(premier.body)).toBe(201);
  const second = await creer(`SECOND ${numero}`);
  expect(second.status, JSON.stringify(second.body)).toBe(201);
  expect(second.body.avertissements?.map((a) => a.dossier?.id)).toEqual([premier.body.id]);
  return { bureauId, premier: premier.body, second: second.body, numero };
}

describe('a requisition number already used, in the browser', { timeout: 120_000 }, () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
  });

  it('saving the second file warns with a link to the first; the list flags both', async () => {
    const { bureauId, premier, second, numero } = await arrange();
    const page = await newPage(browser, { width: 1366, height: 800 });
    await signInAt(
      page,
      appUrl(),
      DEMO_ACCOUNTS.secretariatArgenteuil,
      `/secretariat/dossier-patient/liste?${new URLSearchParams({ q: numero, dossier: `${bureauId}~${second.id}` }).toString()}`,
    );
    const dialogue = page.getByRole('dialog').filter({ hasText: `SECOND ${numero}` });
    await dialogue.getByLabel(/Nom du patient/).waitFor(POLL);
    await dialogue.getByLabel(/Nom du patient/).fill(`SECOND ${numero} BIS`);
    await dialogue.getByRole('button', { name: 'Enregistrer' }).click();

    const avertissement = dialogue.getByText(
      `Le numéro de réquisition ${numero} est déjà utilisé par le dossier n° ${premier.id}`,
    );
    await avertissement.waitFor(POLL);
    await screenshot(page, 'requisition-doublon-avertissement-fr-desktop');
    const lien = dialogue.getByRole('link', { name: `Ouvrir le dossier n° ${premier.id}` });
    expect(await lien.getAttribute('href')).toBe(
      `/secretariat/dossier-patient/liste?${new URLSearchParams({ dossier: `${bureauId}~${premier.id}` }).toString()}`,
    );
    await dialogue.getByRole('button', { name: 'Annuler' }).click();
    await dialogue.waitFor({ state: 'hidden', ...POLL });

    for (const nom of [`PREMIER ${numero}`, `SECOND ${numero} BIS`]) {
      const ligne = page.locator('tr', { hasText: nom });
      await ligne.waitFor(POLL);
      await ligne.getByText('Numéro déjà utilisé').waitFor(POLL);
    }
    await page.context().close();
  });
});
