// Read events of a patient file against DynamoDB Local (docs/data-model.md D12): at most one per user,
// file and 15 minutes. Two openings within the window record one 'lecture' history event and one audit
// entry; another user's opening is its own event; a read 15 minutes after the last recorded one is
// recorded again; concurrent openings record one.
import '../helpers/test-env.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { FENETRE_LECTURE_MS, enregistrerLectureAuPlusUneFois } from '../../src/data/lectures-recentes.ts';
import { listerHistorique } from '../../src/data/dossiers.ts';
import { handler as getDossier } from '../../src/handlers/dossiers-patients/get-dossier-patient.ts';
import { creerDossierDeTest } from '../helpers/dossiers-h2.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { auditDuJour } from '../helpers/listes.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('lectures-dossier');

type Connecte = { user: TestUser; token: string };
let bureau: { id: string };
let secretariat: Connecte;
let autreSecretariat: Connecte;
let admin: Connecte;

beforeAll(async () => {
  bureau = await createTestBureau('Argenteuil');
  [secretariat, autreSecretariat, admin] = await Promise.all([
    signedIn('secretariat', [bureau.id]),
    signedIn('secretariat', [bureau.id]),
    signedIn('administrateur'),
  ]);
});

const nouveauDossier = () =>
  creerDossierDeTest({ bureauId: bureau.id, examinateur: null, jour: 20_500, heure: 600 });

const ouvrir = (dossierId: number, token: string, query?: Record<string, string>) =>
  call(getDossier, {
    path: `/bureaux/${bureau.id}/dossiers-patients/${dossierId}`,
    pathParameters: { bureauId: bureau.id, dossierId: String(dossierId) },
    token,
    query,
  });

/** The 'lecture' events of a file, by user id. */
async function lectures(dossierId: number): Promise<string[]> {
  const historique = await listerHistorique(bureau.id, dossierId);
  return historique.filter((e) => e.action === 'lecture').map((e) => e.qui.id);
}

/** Today's successful audit entries of reads of that file by that user. */
async function lecturesAuditees(dossierId: number, utilisateurId: string): Promise<number> {
  const entrees = await auditDuJour(admin.token);
  return entrees.filter(
    (e) =>
      e.action === 'dossiers-patients/get-dossier-patient' &&
      e.utilisateurId === utilisateurId &&
      e.resultat === 'succès' &&
      e.cible === `BUREAU#${bureau.id}#DOSSIER#${dossierId}`,
  ).length;
}

describe('read events of a patient file: at most one per user, file and 15 minutes', () => {
  it('two openings within 15 minutes answer the file twice and record one lecture event and one audit entry', async () => {
    const id = await nouveauDossier();
    expect((await ouvrir(id, secretariat.token)).statusCode).toBe(200);
    const second = await ouvrir(id, secretariat.token);
    expect(second.statusCode).toBe(200);
    expect(second.body).toMatchObject({ id });
    expect(await lectures(id)).toEqual([secretariat.user.id]);
    expect(await lecturesAuditees(id, secretariat.user.id)).toBe(1);
  });

  it("another user's opening of the same file within the window is its own event", async () => {
    const id = await nouveauDossier();
    await ouvrir(id, secretariat.token);
    await ouvrir(id, autreSecretariat.token);
    await ouvrir(id, autreSecretariat.token);
    expect((await lectures(id)).sort()).toEqual([secretariat.user.id, autreSecretariat.user.id].sort());
    expect(await lecturesAuditees(id, autreSecretariat.user.id)).toBe(1);
  });

  it('concurrent openings by one user (a screen refetching) record one event', async () => {
    const id = await nouveauDossier();
    const reponses = await Promise.all([1, 2, 3].map(() => ouvrir(id, secretariat.token)));
    expect(reponses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await lectures(id)).toEqual([secretariat.user.id]);
  });

  it('a list refreshing one file (?vue=liste) is answered the file, audited, without a lecture event nor attachment links', async () => {
    const id = await nouveauDossier();
    const reponse = await ouvrir(id, secretariat.token, { vue: 'liste' });
    expect(reponse.statusCode).toBe(200);
    expect(reponse.body).toMatchObject({ id });
    expect(await lectures(id)).toEqual([]);
    expect(await lecturesAuditees(id, secretariat.user.id)).toBe(1);
    // An opening afterwards is still the user's lecture.
    await ouvrir(id, secretariat.token);
    expect(await lectures(id)).toEqual([secretariat.user.id]);
    const inconnue = await ouvrir(id, secretariat.token, { vue: 'fiche' });
    expect(inconnue.statusCode).toBe(400);
  });

  it('the window: a read 14 minutes after the recorded one is not recorded, one 15 minutes after is', async () => {
    const id = await nouveauDossier();
    const t0 = new Date('2026-03-10T08:00:00.000Z');
    const lire = (instant: Date) =>
      enregistrerLectureAuPlusUneFois(
        bureau.id,
        id,
        'u-fenetre',
        {
          quand: instant.toISOString(),
          qui: { id: 'u-fenetre', nomComplet: 'Fenêtre' },
          action: 'lecture',
          champs: [],
        },
        instant,
      );
    expect(await lire(t0)).toBe(true);
    expect(await lire(new Date(t0.getTime() + 14 * 60 * 1000))).toBe(false);
    expect(await lire(new Date(t0.getTime() + FENETRE_LECTURE_MS))).toBe(true);
    expect(await lire(new Date(t0.getTime() + FENETRE_LECTURE_MS + 60 * 1000))).toBe(false);
    expect(await lectures(id)).toEqual(['u-fenetre', 'u-fenetre']);
  });
});
