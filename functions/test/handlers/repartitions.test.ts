// Payment split against DynamoDB Local: the scheduled computation (one split per office and
// date, P1: replayed events create nothing twice), its totals reconciling to the cent over demo-like
// data, the list (P2) with its role and office refusals (docs/product-rules.md#routes-by-access, docs/product-rules.md#access), the administrator's
// recompute (version 2, version 1 kept in the history, stale version 409 with nothing written).
import '../helpers/test-env.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { entreesConfigurationParDefaut } from '@umj/shared/configuration-defaut';
import { formatDateFr, isoDepuisJour, jourParis } from '@umj/shared/dates';
import type { DossierPatientStocke } from '@umj/shared/dossiers-api';
import { MESSAGE_JOUR_NON_TERMINE, type RepartitionPaiement } from '@umj/shared/repartition-paiement';
import { handler as calculerRepartitions } from '../../src/handlers/repartitions/calculer-repartitions.ts';
import { handler as lister } from '../../src/handlers/repartitions/list-repartitions-paiement.ts';
import { listerEntreesAuditDuJour } from '../../src/data/audit.ts';
import { ecrituresAudit } from '../helpers/audit-ecrit.ts';
import { creerConfiguration } from '../../src/data/configuration.ts';
import { itemDossier } from '../../src/data/dossiers.ts';
import { lireRepartition } from '../../src/data/repartitions.ts';
import { DEMO_ROSTER, ecrireParLots, genererDossiersDemo } from '../../src/seed/demo-dossiers.ts';
import { call, invocationPlanifiee } from '../helpers/events.ts';
import { createTestBureau, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { DR_B, dossier, GAV, JOUR, JOUR_ISO, K90, recalcul } from '../helpers/dossiers-repartition.ts';
import { useFreshTable } from '../helpers/test-env.ts';

const calculer = invocationPlanifiee('repartitions/calculer-repartitions', calculerRepartitions);

useFreshTable('repartitions');

type Connecte = { user: TestUser; token: string };
let bureauA: { id: string; nom: string };
let bureauB: { id: string; nom: string };
let admin: Connecte;
let secretariatA: Connecte;
let externeA: Connecte;
let secretariatB: Connecte;
let medecinA: Connecte;

beforeAll(async () => {
  bureauA = await createTestBureau('Argenteuil');
  bureauB = await createTestBureau('Chartres');
  const now = new Date();
  await creerConfiguration(entreesConfigurationParDefaut([bureauA, bureauB], now), now);
  [admin, secretariatA, externeA, secretariatB, medecinA] = await Promise.all([
    signedIn('administrateur'),
    signedIn('secretariat', [bureauA.id]),
    signedIn('secretariat-externe', [bureauA.id]),
    signedIn('secretariat', [bureauB.id]),
    signedIn('medecin', [bureauA.id]),
  ]);
  await ecrireParLots(
    [
      dossier(bureauA.id),
      dossier(bureauA.id, { statutId: 50, examenType: GAV, montantHT: 5750, montantTVA: 0 }),
      dossier(bureauA.id, {
        statutId: 40,
        examinateur: DR_B,
        examenType: K90,
        montantHT: 37050,
        montantTVA: 7410,
      }),
      dossier(bureauA.id, { statutId: 90 }),
      dossier(bureauA.id, { statutId: 10 }),
      dossier(bureauA.id, { rendezVousDate: JOUR + 1 }),
      dossier(bureauA.id, { rendezVousDate: JOUR - 1 }),
      dossier(bureauB.id, { examinateur: DR_B }),
    ].map(itemDossier),
  );
});

const liste = (bureauId: string, token: string, query = { du: '2026-03-01', au: '2026-03-31' }) =>
  call(lister, {
    path: `/bureaux/${bureauId}/repartitions-paiement`,
    pathParameters: { bureauId: bureauId },
    query,
    token,
  });

describe('scheduled payment split: one split per office and date (pattern P1)', () => {
  it('the same event played 3 times creates each office’s split once, its audit entry in the split’s own transaction; the later runs create nothing', async () => {
    const evenement = { jour: JOUR_ISO, bureauIds: [bureauA.id, bureauB.id] };
    const { resultat: premier, avecLeChangement, seules } = await ecrituresAudit(() => calculer(evenement));
    expect(seules).toEqual([]);
    expect(avecLeChangement.map((e) => [e.cible, e.statusCode]).sort()).toEqual(
      [bureauA.id, bureauB.id].map((b) => [`BUREAU#${b}#REPARTITION#${JOUR_ISO}`, 201]).sort(),
    );
    const deuxieme = await calculer(evenement);
    const troisieme = await calculer(evenement);
    expect(premier).toEqual({ jour: JOUR_ISO, crees: [bureauA.id, bureauB.id], existantes: [], echecs: [] });
    expect(deuxieme).toEqual({
      jour: JOUR_ISO,
      crees: [],
      existantes: [bureauA.id, bureauB.id],
      echecs: [],
    });
    expect(troisieme).toEqual(deuxieme);
    const creations = (
      await listerEntreesAuditDuJour(new Date().toISOString().slice(0, 10), 200, undefined)
    ).entries.filter((e) => e.action === 'repartitions/calculer-repartitions' && e.chemin === JOUR_ISO);
    expect(creations.map((e) => e.bureauId).sort()).toEqual([bureauA.id, bureauB.id].sort());
    expect((await lireRepartition(bureauA.id, JOUR))?.version).toBe(1);
  });

  it('the split counts the acts of the day per examiner and reconciles to the cent (participation 30 %, VAT 20 %)', async () => {
    const r = (await lireRepartition(bureauA.id, JOUR)) as RepartitionPaiement;
    expect(r).toMatchObject({ bureauId: bureauA.id, date: JOUR_ISO, calculePar: { type: 'planification' } });
    expect(r.lignes.map((l) => [l.examinateur.nomComplet, l.nombreActes, l.montantHT])).toEqual([
      ['Dr Alice Martin', 2, 8050 + 5750],
      ['Dr Bruno Petit', 1, 37050],
    ]);
    expect(r.totaux).toEqual({
      nombreActes: 3,
      montantHT: 50850,
      partBureau: 2415 + 1725 + 11115,
      partExaminateur: 5635 + 4025 + 25935,
      montantTVA: 1610 + 7410,
      montantTTC: 50850 + 9020,
    });
    const autre = (await lireRepartition(bureauB.id, JOUR)) as RepartitionPaiement;
    expect(autre.lignes).toEqual([expect.objectContaining({ examinateur: DR_B, nombreActes: 1 })]);
  });

  it('a Scheduler event computes the Paris day before its scheduled instant, also just after midnight in UTC+1', async () => {
    // 2026-03-11 02:00 Paris = 01:00Z, and 2026-03-10T23:30Z = 00:30 on the 11th in Paris: both the 10th.
    expect((await calculer({ heurePrevue: '2026-03-11T01:00:00Z' })).jour).toBe(JOUR_ISO);
    expect((await calculer({ time: '2026-03-10T23:30:00Z' })).jour).toBe(JOUR_ISO);
    expect((await calculer({ heurePrevue: '2026-03-10T22:30:00Z' })).jour).toBe('2026-03-09');
  });

  it('an event it cannot read fails (retried by Lambda, then the dead-letter queue)', async () => {
    await expect(calculer({ jour: '2026-02-30' })).rejects.toThrow('Événement de répartition invalide');
    await expect(calculer({ autre: 1 })).rejects.toThrow('Événement de répartition invalide');
  });
});

describe('GET /bureaux/{bureauId}/repartitions-paiement (pattern P2; screens menu admin and secretariat, access offices)', () => {
  it('a secretariat and an administrator read the office’s splits of the period', async () => {
    for (const c of [secretariatA, admin]) {
      const res = await liste(bureauA.id, c.token);
      expect(res.statusCode).toBe(200);
      expect(res.body.map((r: RepartitionPaiement) => r.date)).toEqual(['2026-03-09', JOUR_ISO]);
    }
    expect((await liste(bureauA.id, admin.token, { du: '2026-03-10', au: '2026-03-10' })).body).toHaveLength(
      1,
    );
    expect((await liste(bureauA.id, admin.token, { du: '2026-04-01', au: '2026-04-30' })).body).toEqual([]);
  });

  it('access: the external secretariat reads its office’s splits (any secretariat), an examiner is refused (403), another office is 404 like an unknown one, no token is 401', async () => {
    expect((await liste(bureauA.id, medecinA.token)).statusCode).toBe(403);
    expect((await liste(bureauA.id, externeA.token)).statusCode).toBe(200);
    const autre = await liste(bureauA.id, secretariatB.token);
    expect(autre.body).toMatchObject({ statusCode: 404, message: 'Bureau introuvable' });
    expect(
      (
        await call(lister, {
          pathParameters: { bureauId: bureauA.id },
          query: { du: JOUR_ISO, au: JOUR_ISO },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('a period in the wrong order is 400 naming the field', async () => {
    const res = await liste(bureauA.id, admin.token, { du: '2026-03-10', au: '2026-03-01' });
    expect(res.body).toMatchObject({
      statusCode: 400,
      message: 'La date de fin doit suivre la date de début',
    });
  });
});

describe('POST …/repartitions-paiement/{jour}/recalcul (administrator, versions and history)', () => {
  it('after a late edit, the recompute gives version 2 and keeps version 1 in the history; a stale version is 409', async () => {
    await ecrireParLots([
      itemDossier(dossier(bureauA.id, { examinateur: DR_B, examenType: GAV, montantHT: 5750 })),
    ]);
    const res = await recalcul(bureauA.id, JOUR_ISO, { version: 1 }, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      version: 2,
      calculePar: { type: 'utilisateur', id: admin.user.id },
      totaux: { nombreActes: 4, montantHT: 50850 + 5750 },
    });
    expect(res.body.historique).toEqual([
      expect.objectContaining({ version: 1, totaux: expect.objectContaining({ nombreActes: 3 }) }),
    ]);
    const perime = await recalcul(bureauA.id, JOUR_ISO, { version: 1 }, admin.token);
    expect(perime.body).toMatchObject({ statusCode: 409, code: 'VERSION_CONFLICT' });
    expect((await lireRepartition(bureauA.id, JOUR))?.version).toBe(2);
    // The scheduled run never replaces it.
    await calculer({ jour: JOUR_ISO, bureauIds: [bureauA.id] });
    expect((await lireRepartition(bureauA.id, JOUR))?.version).toBe(2);
  });

  it('only an administrator recomputes (a secretariat 403); a day without split is 404; a day not over is 400', async () => {
    expect((await recalcul(bureauA.id, JOUR_ISO, { version: 2 }, secretariatA.token)).statusCode).toBe(403);
    expect((await recalcul(bureauA.id, '2026-03-20', { version: 1 }, admin.token)).body).toMatchObject({
      statusCode: 404,
      message: 'Aucune répartition des paiements pour ce jour',
    });
    const aujourdhui = isoDepuisJour(jourParis(new Date()));
    expect((await recalcul(bureauA.id, aujourdhui, { version: 1 }, admin.token)).body).toMatchObject({
      statusCode: 400,
      message: MESSAGE_JOUR_NON_TERMINE,
    });
    expect((await recalcul(bureauA.id, JOUR_ISO, {}, admin.token)).body).toMatchObject({
      statusCode: 400,
      message: 'Version manquante',
    });
  });
});

describe('payment split over demo-like data: totals reconcile to the cent', () => {
  it('a week of the demo generator’s files: each line and each total equals the sum of its acts', async () => {
    const maintenant = new Date('2026-06-15T10:00:00Z');
    const examinateurs = DEMO_ROSTER.map((m, rang) => ({
      id: `demo-${rang}`,
      nomComplet: m.nomComplet,
      role: m.role,
      rang,
      poids: m.poids,
      bureauIds: m.bureauIds,
    }));
    const aujourdhui = jourParis(maintenant);
    const semaine = new Set(Array.from({ length: 7 }, (_, i) => aujourdhui - 7 + i));
    const fichiers = genererDossiersDemo({ maintenant, examinateurs, createurs: {} }).filter(
      (d) => d.bureauId === 'argenteuil' && semaine.has(d.rendezVousDate as number),
    );
    await ecrireParLots(fichiers.map(itemDossier));
    const demi = (n: number, taux: number) => Math.floor((n * taux + 50) / 100); // half-up, positive amounts
    let actesVus = 0;
    for (const jour of semaine) {
      await calculer({ jour: isoDepuisJour(jour), bureauIds: ['argenteuil'] });
      const r = (await lireRepartition('argenteuil', jour)) as RepartitionPaiement;
      const actes = fichiers.filter(
        (d: DossierPatientStocke) =>
          (d.statut?.id ?? 0) >= 30 && (d.statut?.id ?? 0) <= 50 && d.examenDate === formatDateFr(jour),
      );
      actesVus += actes.length;
      for (const l of r.lignes) {
        const siens = actes.filter((d) => d.examinateur?.id === l.examinateur.id);
        expect(l.dossiers).toEqual(siens.map((d) => d.id).sort((a, b) => a - b));
        expect(l.montantHT).toBe(siens.reduce((s, d) => s + (d.montantHT ?? 0), 0));
        expect(l.partBureau).toBe(siens.reduce((s, d) => s + demi(d.montantHT ?? 0, 30), 0));
        expect(l.montantTVA).toBe(
          siens.reduce((s, d) => s + (d.examenType?.tva ? demi(d.montantHT ?? 0, 20) : 0), 0),
        );
        expect(l.partBureau + l.partExaminateur).toBe(l.montantHT);
      }
      const somme = (f: (l: RepartitionPaiement['lignes'][number]) => number) =>
        r.lignes.reduce((s, l) => s + f(l), 0);
      expect(r.totaux.nombreActes).toBe(actes.length);
      expect(r.totaux.montantHT).toBe(somme((l) => l.montantHT));
      expect(r.totaux.partBureau).toBe(somme((l) => l.partBureau));
      expect(r.totaux.partExaminateur).toBe(somme((l) => l.partExaminateur));
      expect(r.totaux.montantTVA).toBe(somme((l) => l.montantTVA));
    }
    expect(actesVus).toBeGreaterThan(10);
  });
});
