// A patient file of today at Argenteuil for the demo doctor (RDV pris), unique to the run by its name,
// arranged through the API for the browser tests that open a file of their own.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { jourParis } from '@umj/shared/dates';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { api, DEMO_ACCOUNTS, loginToken } from './app.ts';

/** `<prefixe> <8 characters>`, today at `minutes` (minutes in the day), for the Argenteuil demo doctor. */
export async function dossierDuJour(
  prefixe: string,
  minutes: number,
): Promise<{ bureauId: string; dossier: DossierPatientStocke; token: string }> {
  const token = await loginToken(DEMO_ACCOUNTS.secretariatArgenteuil);
  const medecin = await api<{ id: string; nomComplet: string; bureaux: { id: string; nom: string }[] }>(
    '/utilisateurs/moi',
    { token: await loginToken(DEMO_ACCOUNTS.medecinArgenteuil) },
  );
  const bureauId = medecin.body.bureaux.find((b) => b.nom === 'Argenteuil')?.id ?? '';
  const cree = await api<DossierPatientStocke>(`/bureaux/${bureauId}/dossiers-patients`, {
    method: 'POST',
    token,
    body: {
      nom: `${prefixe} ${randomUUID().slice(0, 8).toUpperCase()}`,
      lieu: 10,
      rendezVousDate: jourParis(new Date()),
      rendezVousHeure: minutes,
      examinateur: { id: medecin.body.id, nomComplet: medecin.body.nomComplet },
      montantHT: 8050,
      requisitionFournie: false,
    },
  });
  expect(cree.status, JSON.stringify(cree.body)).toBe(201);
  return { bureauId, dossier: cree.body, token };
}
