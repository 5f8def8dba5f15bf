// A validated, billable patient file unique to the run, arranged through the API for the bordereau
// browser tests: copied from a seeded examined file of Argenteuil (its examination data), with its own
// requisition number and a requester of the office, then moved to Rapport validé.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import { dossierSaisieSchema, type DossierPatientStocke, type PageDossiers } from '@umj/shared/dossiers-api';
import type { Requerant } from '@umj/shared/listes';
import { STATUT } from '@umj/shared/statuts-dossier';
import { api, DEMO_ACCOUNTS, loginToken } from './app.ts';

/** A validated, billable file of this run (its own requisition number), on a seeded examined file's day. */
export async function dossierFacturable() {
  const token = await loginToken(DEMO_ACCOUNTS.secretariatArgenteuil);
  const moi = await api<{ bureaux: { id: string; nom: string }[] }>('/utilisateurs/moi', { token });
  const bureauId = moi.body.bureaux.find((b) => b.nom === 'Argenteuil')?.id ?? '';
  const requerants = await api<Requerant[]>(`/requerants?bureaux=${encodeURIComponent(bureauId)}`, { token });
  const requerant = requerants.body[0];
  expect(requerant, 'the demo seed holds requesters of Argenteuil').toBeDefined();
  const aujourdhui = jourParis(new Date());
  const lus = await api<PageDossiers>(
    `/bureaux/${bureauId}/dossiers-patients?du=${isoDepuisJour(aujourdhui - 60)}&au=${isoDepuisJour(aujourdhui - 1)}&statut=${STATUT.examine}&limite=50`,
    { token },
  );
  // An exam type with VAT: the server computes the TVA from the type (docs/api.md#montants-dun-dossier).
  const modele = lus.body.elements.find((d) => d.examinateur !== null && d.examenType?.tva === true);
  expect(modele, 'the demo seed holds examined files of the last 60 days').toBeDefined();
  const m = modele as DossierPatientStocke;
  const numero = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
  const cree = await api<DossierPatientStocke>(`/bureaux/${bureauId}/dossiers-patients`, {
    method: 'POST',
    token,
    body: {
      ...dossierSaisieSchema.parse(m),
      nom: `FACTURE ${numero}`,
      requerant: { id: (requerant as Requerant).id, nom: (requerant as Requerant).nom },
      requisitionFournie: true,
      requisitionNumero: numero,
      requisitionDate: isoDepuisJour(m.rendezVousDate as number),
      montantHT: 8050,
      montantTVA: 1610,
      modeAnticipe: false,
    },
  });
  expect(cree.status, JSON.stringify(cree.body)).toBe(201);
  const valide = await api<DossierPatientStocke>(
    `/bureaux/${bureauId}/dossiers-patients/${cree.body.id}/statut`,
    { method: 'POST', token, body: { statut: STATUT.rapportValide, version: cree.body.version } },
  );
  expect(valide.status, JSON.stringify(valide.body)).toBe(200);
  return { token, bureauId, requerant: requerant as Requerant, dossier: valide.body, numero };
}
