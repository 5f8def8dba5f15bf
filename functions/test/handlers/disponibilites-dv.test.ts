// Duty grid against DynamoDB Local: GET /bureaux/{bureauId}/disponibilites-dv (zones × slots × days
// of the office, docs/product-rules.md#availability order, excluded slot-days, each doctor's cells) and PUT
// …/disponibilites-dv/{jour}/{creneauId}/{examinateurId}: every availability status transition (docs/product-rules.md#availability),
// every refusal (role, own cell, excluded slot-day, locked cell, finished duty, past day, another
// office, stale version), the today/tomorrow window at midnight in Europe/Paris and on a DST change
// day, two secretaries confirming one cell at once, audit and the office's ModificationTable.
import '../helpers/test-env.ts';
import { entreesConfigurationParDefaut, zonesEtCreneauxParDefaut } from '@umj/shared/configuration-defaut';
import { isoDepuisJour, jourDepuisIso, jourIsoDeLaSemaine, jourParis, type Jour } from '@umj/shared/dates';
import { jourExclu, lignesGrille, statutEffectif } from '@umj/shared/disponibilites';
import { conflitsGrille } from '@umj/shared/disponibilites-dv-grille';
import type { DisponibiliteDvVue, GrilleDv } from '@umj/shared/disponibilites-dv-api';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { creerConfiguration } from '../../src/data/configuration.ts';
import { disponibilitesDvDemo } from '../../src/seed/demo-disponibilites-dv.ts';
import { handler as listGrille } from '../../src/handlers/disponibilites-dv/list-disponibilites-dv.ts';
import { handler as putCellule } from '../../src/handlers/disponibilites-dv/update-disponibilite-dv.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { auditDuJour, useRealtimeListener } from '../helpers/listes.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('disponibilites-dv');
const realtime = useRealtimeListener();

type Connecte = { user: TestUser; token: string };
let parisNord: string;
let chartres: string;
let argenteuil: string;
let admin: Connecte;
let secretariat: Connecte;
let secretariat2: Connecte;
let externe: Connecte;
let medecin: Connecte;
let medecin2: Connecte;
let psychologue: Connecte;
let medecinChartres: Connecte;
let secretariatArgenteuil: Connecte;
const creneau = { nordMatin: 0, nordSoir: 0, sudMatin: 0, chartresMatin: 0, depotMatin: 0 };
/** Paris today when the file starts; the cells used are days after it. */
const AUJOURDHUI = jourParis(new Date());

afterEach(() => {
  vi.useRealTimers();
});

beforeAll(async () => {
  const bureaux = await Promise.all(['Argenteuil', 'Chartres', 'Paris Nord'].map((n) => createTestBureau(n)));
  [argenteuil, chartres, parisNord] = bureaux.map((b) => b.id) as [string, string, string];
  await creerConfiguration(entreesConfigurationParDefaut(bureaux, new Date()), new Date());
  const { créneaux } = zonesEtCreneauxParDefaut(bureaux);
  const id = (zone: number, nom: string) => créneaux.find((c) => c.zone === zone && c.nom === nom)!.id;
  Object.assign(creneau, {
    nordMatin: id(70, 'Matin'),
    nordSoir: id(70, 'Soir'),
    sudMatin: id(80, 'Matin'),
    chartresMatin: id(60, 'Matin'),
    depotMatin: id(10, 'Matin'),
  });
  [
    admin,
    secretariat,
    secretariat2,
    externe,
    medecin,
    medecin2,
    psychologue,
    medecinChartres,
    secretariatArgenteuil,
  ] = await Promise.all([
    signedIn('administrateur'),
    signedIn('secretariat', [parisNord]),
    signedIn('secretariat', [parisNord]),
    signedIn('secretariat-externe', [parisNord]),
    signedIn('medecin', [parisNord]),
    signedIn('medecin', [parisNord]),
    signedIn('psychologue', [parisNord]),
    signedIn('medecin', [chartres]),
    signedIn('secretariat', [argenteuil]),
  ]);
});

const grille = (bureauId: string, query: Record<string, string>, token: string) =>
  call(listGrille, { pathParameters: { bureauId: bureauId }, query, token });
const put = (
  c: { bureauId?: string; jour: Jour; creneauId: number; examinateur: Connecte | string },
  body: unknown,
  token: string,
) => {
  const examinateurId = typeof c.examinateur === 'string' ? c.examinateur : c.examinateur.user.id;
  const bureauId = c.bureauId ?? parisNord;
  const jour = isoDepuisJour(c.jour);
  return call(putCellule, {
    method: 'PUT',
    path: `/bureaux/${bureauId}/disponibilites-dv/${jour}/${c.creneauId}/${examinateurId}`,
    pathParameters: { bureauId: bureauId, jour, creneauId: String(c.creneauId), examinateurId },
    body,
    token,
  });
};
const cellule = (g: GrilleDv, creneauId: number, jour: Jour) =>
  g.lignes.find((l) => l.creneau.id === creneauId)!.cellules.find((c) => c.jour === jour)!;

describe('PUT …/disponibilites-dv/{jour}/{creneauId}/{examinateurId}: availability transitions', () => {
  it('availability: the doctor states its choice (create at version 0), the secretariat confirms ? then !, the doctor declares the duty finished today', async () => {
    const jour = AUJOURDHUI;
    const cle = { jour, creneauId: creneau.nordMatin, examinateur: medecin };
    const cree = await put(cle, { choixExaminateur: 20 }, medecin.token);
    expect(cree.statusCode).toBe(200);
    expect(cree.body).toMatchObject({
      bureauId: parisNord,
      créneauId: creneau.nordMatin,
      date: jour,
      examinateur: { id: medecin.user.id, nomComplet: medecin.user.nomComplet },
      choixExaminateur: 20,
      choixSecretariat: 10,
      statut: 20,
      version: 1,
      modifiable: true,
      modifiePar: medecin.user.id,
    });
    let v = 1;
    for (const choix of [30, 10, 30]) {
      const res = await put(cle, { choixExaminateur: choix, version: v }, medecin.token);
      expect(res.body).toMatchObject({ choixExaminateur: choix, statut: choix, version: ++v });
    }
    const provisoire = await put(cle, { choixSecretariat: 40, version: v }, secretariat.token);
    expect(provisoire.body).toMatchObject({
      choixExaminateur: 30,
      choixSecretariat: 40,
      statut: 40,
      version: ++v,
    });
    // Confirmé ? is not the doctor's to change.
    const bloque = await put(cle, { choixExaminateur: 10, version: v }, medecin.token);
    expect(bloque.statusCode).toBe(400);
    expect(bloque.body).toMatchObject({
      field: 'choixExaminateur',
      message: "Cette disponibilité n'est plus modifiable",
    });
    const definitif = await put(cle, { choixSecretariat: 50, version: v }, admin.token);
    expect(definitif.body).toMatchObject({ statut: 50, version: ++v });
    // Confirmé ! today: the doctor may only pick Disponible, Souhaité or Garde Finie.
    const pasPropose = await put(cle, { choixExaminateur: 10, version: v }, medecin.token);
    expect(pasPropose.body).toMatchObject({
      statusCode: 400,
      message: "Ce choix n'est pas proposé pour ce créneau",
    });
    const finie = await put(cle, { choixExaminateur: 70, version: v }, medecin.token);
    expect(finie.body).toMatchObject({
      choixExaminateur: 70,
      choixSecretariat: 50,
      statut: 70,
      version: ++v,
    });
    // A finished duty is not the secretariat's to change any more; the doctor may step back.
    const sec = await put(cle, { choixSecretariat: 10, version: v }, secretariat.token);
    expect(sec.body).toMatchObject({
      statusCode: 400,
      field: 'choixSecretariat',
      message: 'Cette garde est déclarée finie',
    });
    const retour = await put(cle, { choixExaminateur: 20, version: v }, medecin.token);
    expect(retour.body).toMatchObject({ statut: 50, version: ++v });
  });

  it('availability: Confirmé ! is locked for the doctor beyond tomorrow; the secretariat may clear it (back to the doctor’s choice)', async () => {
    const cle = { jour: AUJOURDHUI + 3, creneauId: creneau.nordSoir, examinateur: medecin2 };
    // The secretariat confirms a doctor who said nothing yet: the cell is created with the default choice.
    const cree = await put(cle, { choixSecretariat: 50 }, secretariat.token);
    expect(cree.body).toMatchObject({ choixExaminateur: 10, choixSecretariat: 50, statut: 50, version: 1 });
    const bloque = await put(cle, { choixExaminateur: 70, version: 1 }, medecin2.token);
    expect(bloque.body).toMatchObject({
      statusCode: 400,
      message: "Cette disponibilité n'est plus modifiable",
    });
    const retire = await put(cle, { choixSecretariat: 10, version: 1 }, secretariat.token);
    expect(retire.body).toMatchObject({ statut: 10, version: 2 });
    const libre = await put(cle, { choixExaminateur: 30, version: 2 }, medecin2.token);
    expect(libre.body).toMatchObject({ statut: 30, version: 3 });
  });

  it('a write is audited with the office and signalled as Disponibilite to that office only', async () => {
    const ecoute = await realtime.listen(secretariat2.token);
    const ailleurs = await realtime.listen(secretariatArgenteuil.token);
    const res = await put(
      { jour: AUJOURDHUI + 4, creneauId: creneau.sudMatin, examinateur: medecin },
      { choixExaminateur: 30 },
      medecin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(await ecoute()).toEqual([
      expect.objectContaining({ table: 'Disponibilite', operation: 'INSERT' }),
    ]);
    expect(await ailleurs()).toEqual([]);
    expect(await auditDuJour(admin.token)).toContainEqual(
      expect.objectContaining({
        action: 'disponibilites-dv/update-disponibilite-dv',
        bureauId: parisNord,
        cible: `DISPONIBILITES_DV#${parisNord}#${isoDepuisJour(AUJOURDHUI + 4)}#${creneau.sudMatin}#${medecin.user.id}`,
        resultat: 'succès',
      }),
    );
  });
});

describe('PUT …/disponibilites-dv: refusals', () => {
  const cle = () => ({ jour: AUJOURDHUI + 5, creneauId: creneau.nordMatin, examinateur: medecin });

  it("a doctor editing another examiner's cell or confirming is refused (403), nothing written", async () => {
    const autre = await put(cle(), { choixExaminateur: 20 }, medecin2.token);
    expect(autre.body).toMatchObject({
      statusCode: 403,
      message: 'Vous ne pouvez modifier que vos propres disponibilités',
    });
    const confirme = await put(cle(), { choixSecretariat: 40 }, medecin.token);
    expect(confirme.body).toMatchObject({
      statusCode: 403,
      message: 'Seul le secrétariat confirme une garde',
    });
    const g = await grille(parisNord, { du: isoDepuisJour(AUJOURDHUI + 5), jours: '1' }, secretariat.token);
    expect(cellule(g.body as GrilleDv, creneau.nordMatin, AUJOURDHUI + 5).disponibilites).toEqual([]);
  });

  it("access: the secretariat never sets the doctor's choice; the external secretariat and psychologists write nothing (403)", async () => {
    const choixMedecin = await put(cle(), { choixExaminateur: 30 }, secretariat.token);
    expect(choixMedecin.body).toMatchObject({
      statusCode: 403,
      message: "Seul l'examinateur choisit sa disponibilité",
    });
    const ext = await put(cle(), { choixSecretariat: 40 }, externe.token);
    expect(ext.body).toMatchObject({
      statusCode: 403,
      message: 'Le secrétariat externe consulte la grille des gardes sans la modifier',
    });
    const psy = await put(
      { ...cle(), examinateur: psychologue },
      { choixExaminateur: 20 },
      psychologue.token,
    );
    expect(psy.body).toMatchObject({
      statusCode: 403,
      message: 'Seuls les médecins et le secrétariat utilisent la grille des gardes',
    });
  });

  it('availability: an excluded slot-day (Chartres opens on Tuesdays only), a past day for the secretariat, a slot of another office, a non-doctor', async () => {
    const lundi = [1, 2, 3, 4, 5, 6, 7].map((i) => AUJOURDHUI + i).find((d) => jourIsoDeLaSemaine(d) === 1)!;
    const exclu = await put(
      { bureauId: chartres, jour: lundi, creneauId: creneau.chartresMatin, examinateur: medecinChartres },
      { choixExaminateur: 20 },
      medecinChartres.token,
    );
    expect(exclu.body).toMatchObject({
      statusCode: 400,
      field: 'jour',
      message: "Ce créneau n'est pas ouvert ce jour-là",
    });
    const ouvert = await put(
      { bureauId: chartres, jour: lundi + 1, creneauId: creneau.chartresMatin, examinateur: medecinChartres },
      { choixExaminateur: 20 },
      medecinChartres.token,
    );
    expect(ouvert.statusCode).toBe(200);
    const passe = await put({ ...cle(), jour: AUJOURDHUI - 1 }, { choixSecretariat: 40 }, secretariat.token);
    expect(passe.body).toMatchObject({
      statusCode: 400,
      field: 'jour',
      message: "Une garde passée n'est plus modifiable",
    });
    const creneauArgenteuil = await put(
      { ...cle(), creneauId: creneau.depotMatin },
      { choixExaminateur: 20 },
      medecin.token,
    );
    expect(creneauArgenteuil.body).toMatchObject({
      statusCode: 404,
      message: 'Créneau introuvable dans ce bureau',
    });
    const pasMedecin = await put(
      { ...cle(), examinateur: psychologue },
      { choixSecretariat: 40 },
      secretariat.token,
    );
    expect(pasMedecin.body).toMatchObject({
      statusCode: 400,
      field: 'examinateurId',
      message: "Cet examinateur n'est pas un médecin de ce bureau",
    });
    const sansChoix = await put(cle(), { version: 0 }, medecin.token);
    expect(sansChoix.body).toMatchObject({ statusCode: 400, message: 'Veuillez choisir une disponibilité' });
  });

  it("access: another office's grid is invisible: 404 on GET and PUT, like an unknown office", async () => {
    const lecture = await grille(parisNord, { du: isoDepuisJour(AUJOURDHUI) }, secretariatArgenteuil.token);
    expect(lecture.body).toMatchObject({ statusCode: 404, message: 'Bureau introuvable' });
    const medecinAilleurs = await grille(parisNord, { du: isoDepuisJour(AUJOURDHUI) }, medecinChartres.token);
    expect(medecinAilleurs.statusCode).toBe(404);
    const ecriture = await put(cle(), { choixSecretariat: 40 }, secretariatArgenteuil.token);
    expect(ecriture.statusCode).toBe(404);
  });

  it('two secretaries confirming one cell at once: one 200, one 409 VERSION_CONFLICT (new cell and written cell)', async () => {
    const neuve = { jour: AUJOURDHUI + 6, creneauId: creneau.sudMatin, examinateur: medecin2 };
    const premiers = await Promise.all([
      put(neuve, { choixSecretariat: 40 }, secretariat.token),
      put(neuve, { choixSecretariat: 50 }, secretariat2.token),
    ]);
    expect(premiers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(premiers.find((r) => r.statusCode === 409)?.body).toMatchObject({ code: 'VERSION_CONFLICT' });
    const ensuite = await Promise.all([
      put(neuve, { choixSecretariat: 50, version: 1 }, secretariat.token),
      put(neuve, { choixSecretariat: 10, version: 1 }, secretariat2.token),
    ]);
    expect(ensuite.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const gagnant = ensuite.find((r) => r.statusCode === 200)?.body as DisponibiliteDvVue;
    const g = await grille(parisNord, { du: isoDepuisJour(neuve.jour), jours: '1' }, secretariat.token);
    expect(cellule(g.body as GrilleDv, neuve.creneauId, neuve.jour).disponibilites).toEqual([
      expect.objectContaining({ version: 2, choixSecretariat: gagnant.choixSecretariat }),
    ]);
  });
});

describe('GET /bureaux/{bureauId}/disponibilites-dv', () => {
  it('availability: the secretariat reads the office grid: rows in availability order, 7 days, every doctor of the cell, the doctors, the conflicts', async () => {
    const du = AUJOURDHUI;
    await put(
      { jour: du + 1, creneauId: creneau.nordMatin, examinateur: medecin2 },
      { choixSecretariat: 40 },
      secretariat.token,
    );
    await put(
      { jour: du + 1, creneauId: creneau.nordMatin, examinateur: medecin },
      { choixSecretariat: 40 },
      secretariat.token,
    );
    const res = await grille(parisNord, { du: isoDepuisJour(du) }, externe.token);
    expect(res.statusCode).toBe(200);
    const g = res.body as GrilleDv;
    expect(g.jours).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => du + i));
    expect(g.aujourdhui).toBe(AUJOURDHUI);
    expect(g.lignes.map((l) => `${l.zone.nom} ${l.creneau.nom}`)).toEqual([
      'Secteur Nord Matin',
      'Secteur Sud Matin',
      'Secteur Nord Après-midi',
      'Secteur Sud Après-midi',
      'Secteur Nord Soir',
      'Secteur Sud Soir',
    ]);
    expect(g.examinateurs.map((e) => e.id).sort()).toEqual([medecin.user.id, medecin2.user.id].sort());
    const demain = cellule(g, creneau.nordMatin, du + 1).disponibilites;
    expect(demain.map((d) => d.examinateur.id).sort()).toEqual([medecin.user.id, medecin2.user.id].sort());
    // The external secretariat reads and may change nothing.
    expect(demain.every((d) => !d.modifiable)).toBe(true);
    expect(g.conflits).toContainEqual(
      expect.objectContaining({ type: 'doubleConfirmation', créneauId: creneau.nordMatin, jour: du + 1 }),
    );
  });

  it("availability: a doctor reads its own cells only (defaults at version 0), never another doctor's; one day with jours=1", async () => {
    const res = await grille(parisNord, { du: isoDepuisJour(AUJOURDHUI + 1), jours: '1' }, medecin2.token);
    const g = res.body as GrilleDv;
    expect(g.jours).toEqual([AUJOURDHUI + 1]);
    expect(g.examinateurs).toEqual([{ id: medecin2.user.id, nomComplet: medecin2.user.nomComplet }]);
    expect(g.conflits).toEqual([]);
    const ids = g.lignes.flatMap((l) =>
      l.cellules.flatMap((c) => c.disponibilites.map((d) => d.examinateur.id)),
    );
    expect(new Set(ids)).toEqual(new Set([medecin2.user.id]));
    expect(cellule(g, creneau.nordMatin, AUJOURDHUI + 1).disponibilites).toEqual([
      expect.objectContaining({ statut: 40, modifiable: false, version: 1 }),
    ]);
    expect(cellule(g, creneau.sudMatin, AUJOURDHUI + 1).disponibilites).toEqual([
      expect.objectContaining({ statut: 10, modifiable: true, version: 0 }),
    ]);
    const autre = await grille(
      parisNord,
      { du: isoDepuisJour(AUJOURDHUI), examinateur: medecin.user.id },
      medecin2.token,
    );
    expect(autre.body).toMatchObject({ statusCode: 403 });
    const psy = await grille(parisNord, { du: isoDepuisJour(AUJOURDHUI) }, psychologue.token);
    expect(psy.statusCode).toBe(403);
    const mauvais = await grille(parisNord, { du: isoDepuisJour(AUJOURDHUI), jours: '3' }, secretariat.token);
    expect(mauvais.body).toMatchObject({ statusCode: 400, message: 'Nombre de jours invalide (1 ou 7)' });
  });

  it("one examiner's cells for the secretariat (pattern V2)", async () => {
    const res = await grille(
      parisNord,
      { du: isoDepuisJour(AUJOURDHUI + 1), jours: '1', examinateur: medecin.user.id },
      secretariat.token,
    );
    const ids = (res.body as GrilleDv).lignes.flatMap((l) =>
      l.cellules.flatMap((c) => c.disponibilites.map((d) => d.examinateur.id)),
    );
    expect(ids).toEqual([medecin.user.id]);
  });
});

describe('availability, constants: the today/tomorrow window of Confirmé ! in Europe/Paris (clock injected)', () => {
  /**
   * Signs in at the first faked time (sessions and tokens follow the clock); the secretariat confirms !
   * one cell of the day per instant (Secteur Nord Matin, Secteur Sud Matin), then at each instant the
   * doctor declares its cell's duty finished. Returns the statuses.
   */
  async function gardeFinieA(instants: [string, string], jourCellule: string): Promise<number[]> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instants[0]));
    const [doc, sec] = await Promise.all([
      signedIn('medecin', [parisNord]),
      signedIn('secretariat', [parisNord]),
    ]);
    const jour = jourParis(new Date(`${jourCellule}T12:00:00Z`));
    const cles = [creneau.nordMatin, creneau.sudMatin].map((creneauId) => ({
      jour,
      creneauId,
      examinateur: doc,
    }));
    for (const cle of cles)
      expect((await put(cle, { choixSecretariat: 50 }, sec.token)).statusCode).toBe(200);
    const statuts: number[] = [];
    for (const [i, instant] of instants.entries()) {
      vi.setSystemTime(new Date(instant));
      statuts.push((await put(cles[i]!, { choixExaminateur: 70, version: 1 }, doc.token)).statusCode);
    }
    return statuts;
  }

  it('availability: 23:59 in Paris: the day after tomorrow is locked; at 00:00 in Paris (still yesterday in UTC) it is tomorrow', async () => {
    const statuts = await gardeFinieA(['2030-03-12T22:59:00Z', '2030-03-12T23:00:00Z'], '2030-03-14');
    expect(statuts).toEqual([400, 200]);
  });

  it('availability: on the October DST change day: midnight is 22:00Z before it and 23:00Z after it', async () => {
    // 2030-10-27 is the last Sunday of October (CEST -> CET at 03:00).
    const avant = await gardeFinieA(['2030-10-26T21:59:00Z', '2030-10-26T22:00:00Z'], '2030-10-28');
    expect(avant).toEqual([400, 200]);
    // 23:59 CET on the 28th is 22:59Z: the 28th is still today; at 23:00Z it is yesterday.
    const apres = await gardeFinieA(['2030-10-28T22:59:00Z', '2030-10-28T23:00:00Z'], '2030-10-28');
    expect(apres).toEqual([200, 400]);
  });
});

describe('demo grid (seed)', () => {
  it('four weeks around today: the demo account doctor first today and tomorrow, nobody twice at once, past duties finished, one slot without anyone and one with two', () => {
    const bureaux = [
      { id: 'argenteuil', nom: 'Argenteuil' },
      { id: 'chartres', nom: 'Chartres' },
      { id: 'paris-nord', nom: 'Paris Nord' },
    ];
    const { zones, créneaux } = zonesEtCreneauxParDefaut(bureaux);
    const lignes = lignesGrille(créneaux, zones, ['paris-nord']);
    const medecins = [
      { id: 'compte', nomComplet: 'Médecin Paris Nord' },
      { id: 'm2', nomComplet: 'Dr Julien Moreau' },
    ];
    const aujourdhui = jourDepuisIso('2026-11-23')!;
    const now = new Date('2026-11-23T09:00:00Z');
    const items = disponibilitesDvDemo({ bureauId: 'paris-nord', lignes, medecins, aujourdhui, now });
    const jours = new Set(items.map((d) => d.date));
    expect(Math.min(...jours)).toBe(aujourdhui - 14);
    expect(Math.max(...jours)).toBe(aujourdhui + 13);
    const de = (jour: Jour) => items.filter((d) => d.date === jour && [40, 50].includes(statutEffectif(d)));
    expect(de(aujourdhui).map((d) => d.examinateur.id)).toEqual([
      'compte',
      'm2',
      'compte',
      'm2',
      'compte',
      'm2',
    ]);
    expect(de(aujourdhui + 1)).toHaveLength(5);
    expect(items.filter((d) => d.date < aujourdhui && statutEffectif(d) === 70).length).toBe(14 * 6);
    const conflits = conflitsGrille({ lignes, jours: [...jours], disponibilites: items, now });
    expect(conflits.map((c) => `${c.type} ${c.jour - aujourdhui}`)).toEqual([
      'doubleConfirmation 5',
      'sansConfirme 1',
    ]);
    expect(disponibilitesDvDemo({ bureauId: 'paris-nord', lignes, medecins: [], aujourdhui, now })).toEqual(
      [],
    );
    const chartres = lignesGrille(créneaux, zones, ['chartres']);
    const itemsChartres = disponibilitesDvDemo({
      bureauId: 'chartres',
      lignes: chartres,
      medecins,
      aujourdhui,
      now,
    });
    expect(itemsChartres.every((d) => !jourExclu(chartres[0]!.zone, chartres[0]!.creneau, d.date))).toBe(
      true,
    );
  });
});
