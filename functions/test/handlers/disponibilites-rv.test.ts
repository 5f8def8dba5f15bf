// Examiners' appointment hours (GET/PUT /bureaux/{bureauId}/disponibilites-rv) and suggested slots
// (GET /bureaux/{bureauId}/creneaux-suggeres, docs/product-rules.md#constants): weekly pattern + exceptions that win, version 0 =
// nothing declared (create), 409 on a stale version, rights (secretariat any examiner of its offices,
// an examiner its own, another office 404), audit and the office-scoped ModificationTable. Against
// DynamoDB Local.
import '../helpers/test-env.ts';
import { jourDepuisIso } from '@umj/shared/dates';
import { STATUT } from '@umj/shared/statuts-dossier';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getCreneaux } from '../../src/handlers/creneaux-suggeres/get-creneaux-suggeres.ts';
import { handler as listDispos } from '../../src/handlers/disponibilites-rv/list-disponibilites-rv.ts';
import { handler as putDispo } from '../../src/handlers/disponibilites-rv/update-disponibilite-rv.ts';
import { call } from '../helpers/events.ts';
import { creerDossierDeTest } from '../helpers/dossiers-h2.ts';
import { createTestBureau, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { auditDuJour, useRealtimeListener } from '../helpers/listes.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('disponibilites-rv');
const realtime = useRealtimeListener();

// 2026-12-07 is a Monday, 2026-12-08 a Tuesday.
const LUNDI = '2026-12-07';
const MARDI = '2026-12-08';
const jourLundi = jourDepuisIso(LUNDI)!;
const jourMardi = jourDepuisIso(MARDI)!;

let argenteuil: string;
let chartres: string;
let admin: string;
let secretariat: string;
let secretariatChartres: string;
let medecin: { user: TestUser; token: string };
let medecin2: { user: TestUser; token: string };
let psychologue: { user: TestUser; token: string };
let medecinChartres: { user: TestUser; token: string };

beforeAll(async () => {
  argenteuil = (await createTestBureau('Argenteuil')).id;
  chartres = (await createTestBureau('Chartres')).id;
  admin = (await signedIn('administrateur')).token;
  secretariat = (await signedIn('secretariat', [argenteuil])).token;
  secretariatChartres = (await signedIn('secretariat-externe', [chartres])).token;
  medecin = await signedIn('medecin', [argenteuil]);
  medecin2 = await signedIn('medecin', [argenteuil]);
  psychologue = await signedIn('psychologue', [argenteuil]);
  medecinChartres = await signedIn('medecin', [chartres]);
});

const put = (bureauId: string, body: unknown, token: string) =>
  call(putDispo, { method: 'PUT', pathParameters: { bureauId: bureauId }, body, token });
const list = (bureauId: string, query: Record<string, string>, token: string) =>
  call(listDispos, { pathParameters: { bureauId: bureauId }, query, token });
const creneaux = (bureauId: string, query: Record<string, string>, token: string) =>
  call(getCreneaux, { pathParameters: { bureauId: bureauId }, query, token });

const h = (heures: number, minutes = 0) => heures * 60 + minutes;

describe('PUT /bureaux/{bureauId}/disponibilites-rv (create at version 0, versioned update, 409)', () => {
  it('version 0 creates the hours (version 1), then a versioned update; a stale version is 409 and nothing is written', async () => {
    const examinateurId = medecin.user.id;
    const created = await put(
      argenteuil,
      {
        examinateurId,
        semaine: [{ jourSemaine: 1, debut: h(9), fin: h(12) }],
        exceptions: [],
        version: 0,
      },
      secretariat,
    );
    expect(created.statusCode).toBe(200);
    expect(created.body).toEqual({
      bureauId: argenteuil,
      examinateurId,
      semaine: [{ jourSemaine: 1, debut: h(9), fin: h(12) }],
      exceptions: [],
      version: 1,
    });

    // Someone else also believed nothing was declared: 409, the first write stays.
    const createdTwice = await put(
      argenteuil,
      { examinateurId, semaine: [], exceptions: [], version: 0 },
      medecin.token,
    );
    expect(createdTwice.statusCode).toBe(409);
    expect(createdTwice.body).toMatchObject({ statusCode: 409, code: 'VERSION_CONFLICT' });

    const updated = await put(
      argenteuil,
      {
        examinateurId,
        semaine: [{ jourSemaine: 1, debut: h(14), fin: h(18) }],
        exceptions: [],
        version: 1,
      },
      medecin.token,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.body.version).toBe(2);

    const stale = await put(
      argenteuil,
      { examinateurId, semaine: [], exceptions: [], version: 1 },
      secretariat,
    );
    expect(stale.body).toMatchObject({ statusCode: 409, code: 'VERSION_CONFLICT' });
    const read = await list(argenteuil, { du: LUNDI, au: LUNDI, examinateur: examinateurId }, secretariat);
    expect(read.body.elements).toEqual([
      expect.objectContaining({ semaine: [{ jourSemaine: 1, debut: h(14), fin: h(18) }], version: 2 }),
    ]);
  });

  it('every write is audited with the office and signalled as DisponibiliteRv to that office only', async () => {
    const ecouteArgenteuil = await realtime.listen(secretariat);
    const ecouteChartres = await realtime.listen(secretariatChartres);
    const res = await put(
      argenteuil,
      { examinateurId: psychologue.user.id, semaine: [], exceptions: [], version: 0 },
      psychologue.token,
    );
    expect(res.statusCode).toBe(200);
    expect(await ecouteArgenteuil()).toEqual([
      expect.objectContaining({ table: 'DisponibiliteRv', operation: 'INSERT' }),
    ]);
    expect(await ecouteChartres()).toEqual([]);
    const audit = await auditDuJour(admin);
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'disponibilites-rv/update-disponibilite-rv',
        bureauId: argenteuil,
        cible: `DISPONIBILITES_RV#${argenteuil}#${psychologue.user.id}`,
        resultat: 'succès',
      }),
    );
  });

  it('a doctor edits only its own hours (403), another office is 404, a non-member examiner 400 on examinateurId', async () => {
    const autre = await put(
      argenteuil,
      { examinateurId: medecin.user.id, semaine: [], exceptions: [], version: 2 },
      medecin2.token,
    );
    expect(autre.statusCode).toBe(403);
    const psy = await put(
      argenteuil,
      { examinateurId: medecin2.user.id, semaine: [], exceptions: [], version: 0 },
      psychologue.token,
    );
    expect(psy.statusCode).toBe(403);

    const autreBureau = await put(
      chartres,
      { examinateurId: medecinChartres.user.id, semaine: [], exceptions: [], version: 0 },
      secretariat,
    );
    expect(autreBureau.statusCode).toBe(404);
    const sonBureauPasCeluiLa = await put(
      chartres,
      { examinateurId: medecin.user.id, semaine: [], exceptions: [], version: 0 },
      medecin.token,
    );
    expect(sonBureauPasCeluiLa.statusCode).toBe(404);

    const pasMembre = await put(
      argenteuil,
      { examinateurId: medecinChartres.user.id, semaine: [], exceptions: [], version: 0 },
      admin,
    );
    expect(pasMembre.statusCode).toBe(400);
    expect(pasMembre.body).toMatchObject({
      field: 'examinateurId',
      message: "Cet examinateur n'appartient pas à ce bureau",
    });
    expect((await list(chartres, { du: LUNDI, au: LUNDI }, secretariatChartres)).body.elements).toEqual([]);
    // The external secretariat is a secretariat role: it edits any examiner of its office.
    const externe = await put(
      chartres,
      { examinateurId: medecinChartres.user.id, semaine: [], exceptions: [], version: 0 },
      secretariatChartres,
    );
    expect(externe.statusCode).toBe(200);
  });

  it('the shared schema refuses a range ending before it starts (400 naming the field)', async () => {
    const res = await put(
      argenteuil,
      {
        examinateurId: medecin2.user.id,
        semaine: [{ jourSemaine: 2, debut: h(12), fin: h(9) }],
        exceptions: [],
        version: 0,
      },
      secretariat,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({
      field: 'semaine.0.fin',
      message: "L'heure de fin doit suivre l'heure de début",
    });
  });
});

describe('GET /bureaux/{bureauId}/disponibilites-rv', () => {
  it('the secretariat reads every examiner of the office who declared hours, exceptions limited to du..au; exceptions older than a year are dropped on write', async () => {
    const ancien = jourDepuisIso('2020-01-06')!;
    const res = await put(
      argenteuil,
      {
        examinateurId: medecin2.user.id,
        semaine: [{ jourSemaine: 2, debut: h(8), fin: h(10) }],
        exceptions: [
          { jour: jourMardi, type: 'absence', debut: h(8), fin: h(9), motif: 'Audience' },
          { jour: jourMardi + 7, type: 'supplement', debut: h(17), fin: h(18), motif: '' },
          { jour: ancien, type: 'absence', debut: h(8), fin: h(9), motif: '' },
        ],
        version: 0,
      },
      secretariat,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.exceptions.map((e: { jour: number }) => e.jour)).toEqual([jourMardi, jourMardi + 7]);

    const semaine = await list(argenteuil, { du: LUNDI, au: '2026-12-13' }, secretariat);
    expect(semaine.statusCode).toBe(200);
    const parExaminateur = new Map(
      semaine.body.elements.map((d: { examinateurId: string }) => [d.examinateurId, d]),
    );
    expect([...parExaminateur.keys()].sort()).toEqual(
      [medecin.user.id, medecin2.user.id, psychologue.user.id].sort(),
    );
    expect(parExaminateur.get(medecin2.user.id)).toMatchObject({
      bureauId: argenteuil,
      exceptions: [{ jour: jourMardi, type: 'absence', debut: h(8), fin: h(9), motif: 'Audience' }],
    });
  });

  it('a doctor reads its own hours only (403 for another examiner), another office 404, bad dates 400', async () => {
    const propres = await list(argenteuil, { du: LUNDI, au: MARDI }, medecin.token);
    expect(propres.statusCode).toBe(200);
    expect(propres.body.elements.map((d: { examinateurId: string }) => d.examinateurId)).toEqual([
      medecin.user.id,
    ]);
    const autre = await list(
      argenteuil,
      { du: LUNDI, au: MARDI, examinateur: medecin2.user.id },
      medecin.token,
    );
    expect(autre.statusCode).toBe(403);
    expect((await list(chartres, { du: LUNDI, au: MARDI }, secretariat)).statusCode).toBe(404);
    const inverse = await list(argenteuil, { du: MARDI, au: LUNDI }, secretariat);
    expect(inverse.body).toMatchObject({ statusCode: 400, field: 'au' });
    const faux = await list(argenteuil, { du: '2026-02-30', au: MARDI }, secretariat);
    expect(faux.body).toMatchObject({ statusCode: 400, field: 'du' });
  });
});

describe('GET /bureaux/{bureauId}/creneaux-suggeres (constants)', () => {
  it('constants: nothing declared -> the 15-minute slots of 08:00–20:00 (19:45 last)', async () => {
    const { user, token } = await signedIn('medecin', [argenteuil]);
    const res = await creneaux(argenteuil, { examinateur: user.id, jour: LUNDI }, token);
    expect(res.statusCode).toBe(200);
    expect(res.body.jour).toBe(LUNDI);
    expect(res.body.heures).toHaveLength(48);
    expect(res.body.heures[0]).toBe(h(8));
    expect(res.body.heures.at(-1)).toBe(h(19, 45));
  });

  it('exceptions win over the weekly pattern (an absence removes hours, a supplement adds some)', async () => {
    // medecin2: Tuesdays 08:00–10:00, absent 08:00–09:00 on MARDI, extra 17:00–18:00 a week later.
    const mardi = await creneaux(argenteuil, { examinateur: medecin2.user.id, jour: MARDI }, secretariat);
    expect(mardi.body.heures).toEqual([h(9), h(9, 15), h(9, 30), h(9, 45)]);
    const mardiSuivant = await creneaux(
      argenteuil,
      { examinateur: medecin2.user.id, jour: '2026-12-15' },
      secretariat,
    );
    expect(mardiSuivant.body.heures).toEqual([
      h(8),
      h(8, 15),
      h(8, 30),
      h(8, 45),
      h(9),
      h(9, 15),
      h(9, 30),
      h(9, 45),
      h(17),
      h(17, 15),
      h(17, 30),
      h(17, 45),
    ]);
    const lundi = await creneaux(argenteuil, { examinateur: medecin2.user.id, jour: LUNDI }, secretariat);
    expect(lundi.body.heures).toEqual([]);
  });

  it("constants: a slot within 8 minutes of a non-cancelled appointment of the examiner is dropped; a cancelled one or another examiner's frees it", async () => {
    const { user, token } = await signedIn('medecin', [argenteuil]);
    const examinateur = { id: user.id, nomComplet: user.nomComplet };
    await creerDossierDeTest({
      bureauId: argenteuil,
      examinateur,
      jour: jourLundi,
      heure: h(9, 5),
      statut: STATUT.rdvPris,
    });
    await creerDossierDeTest({
      bureauId: argenteuil,
      examinateur,
      jour: jourLundi,
      heure: h(10, 30),
      statut: STATUT.annule,
    });
    await creerDossierDeTest({
      bureauId: argenteuil,
      examinateur,
      jour: jourMardi,
      heure: h(11),
      statut: STATUT.rdvPris,
    });
    await creerDossierDeTest({
      bureauId: argenteuil,
      examinateur: { id: medecin.user.id, nomComplet: medecin.user.nomComplet },
      jour: jourLundi,
      heure: h(14),
      statut: STATUT.rdvPris,
    });
    const res = await creneaux(argenteuil, { examinateur: user.id, jour: LUNDI }, token);
    expect(res.statusCode).toBe(200);
    // 09:05 blocks 09:00 (5 min) and 09:15 is 10 min away (kept); 10:30 is cancelled; 11:00 is another day.
    expect(res.body.heures).not.toContain(h(9));
    expect(res.body.heures).toContain(h(9, 15));
    expect(res.body.heures).toContain(h(10, 30));
    expect(res.body.heures).toContain(h(11));
    expect(res.body.heures).toContain(h(14));
    expect(res.body.heures).toHaveLength(47);
  });

  it('rights of the suggested slots: own only for an examiner (403), another office 404, non-member 400', async () => {
    expect(
      (await creneaux(argenteuil, { examinateur: medecin2.user.id, jour: LUNDI }, medecin.token)).statusCode,
    ).toBe(403);
    expect(
      (await creneaux(chartres, { examinateur: medecinChartres.user.id, jour: LUNDI }, secretariat))
        .statusCode,
    ).toBe(404);
    const pasMembre = await creneaux(
      argenteuil,
      { examinateur: medecinChartres.user.id, jour: LUNDI },
      admin,
    );
    expect(pasMembre.body).toMatchObject({ statusCode: 400, field: 'examinateur' });
    const sansJour = await creneaux(argenteuil, { examinateur: medecin.user.id }, secretariat);
    expect(sansJour.body).toMatchObject({
      statusCode: 400,
      field: 'jour',
      message: 'Veuillez entrer une date',
    });
  });
});
