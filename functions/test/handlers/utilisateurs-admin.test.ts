// "Users", "Examiners" and "Who may administer whom" against DynamoDB Local: account creation
// with an invitation e-mail, edits with delegation rules, the own profile (téléphone, RPPS), the
// examiners list from the office memberships (M1), and the audit scope of a limited administrator.
import '../helpers/test-env.ts';
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as creerUtilisateur } from '../../src/handlers/utilisateurs/create-utilisateur.ts';
import { handler as modifierUtilisateur } from '../../src/handlers/utilisateurs/update-utilisateur.ts';
import { handler as updateMoi } from '../../src/handlers/utilisateurs/update-moi.ts';
import { handler as listerUtilisateurs } from '../../src/handlers/utilisateurs/list-utilisateurs.ts';
import { handler as getMoi } from '../../src/handlers/utilisateurs/get-moi.ts';
import { handler as listExaminateurs } from '../../src/handlers/examinateurs/list-examinateurs.ts';
import { handler as listAudit } from '../../src/handlers/audit/list-audit.ts';
import { handler as resetPassword } from '../../src/handlers/auth/reset-password.ts';
import { handler as forgotPassword } from '../../src/handlers/auth/forgot-password.ts';
import { handler as login } from '../../src/handlers/auth/login.ts';
import { lireUtilisateur, listerMembresBureau } from '../../src/data/utilisateurs.ts';
import { call } from '../helpers/events.ts';
import {
  createTestBureau,
  createTestUser,
  lastCodeSentTo,
  loginAs,
  mailsTo,
  signedIn,
  type TestUser,
} from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('utilisateurs-admin');

let A: string;
let B: string;
let C: string;
/** Unrestricted administrator (no office). */
let global: { user: TestUser; token: string };
/** Administrator limited to office A. */
let adminA: { user: TestUser; token: string };

beforeAll(async () => {
  const bureaux = await Promise.all(
    ['Argenteuil', 'Chartres', 'Paris Nord'].map(async (nom) => (await createTestBureau(nom)).id),
  );
  [A, B, C] = bureaux as [string, string, string];
  global = await signedIn('administrateur');
  adminA = await signedIn('administrateur', [A]);
});

const create = (body: unknown, token = global.token) =>
  call(creerUtilisateur, { method: 'POST', path: '/utilisateurs', body, token });
const patch = (id: string, body: unknown, token = global.token) =>
  call(modifierUtilisateur, {
    method: 'PATCH',
    path: `/utilisateurs/${id}`,
    pathParameters: { id },
    body,
    token,
  });
const patchMoi = (body: unknown, token: string) =>
  call(updateMoi, { method: 'PATCH', path: '/utilisateurs/moi', body, token });
const examinateurs = (token: string, query: Record<string, string> = {}) =>
  call(listExaminateurs, { path: '/examinateurs', query, token });
const ids = (list: { id: string }[]) => list.map((u) => u.id).sort();

let n = 0;
const nouveau = (overrides: Record<string, unknown> = {}) => ({
  nomComplet: `Invité ${++n}`,
  adresseEmail: `invite.${n}.${Date.now()}@test.umj.example`,
  role: 'medecin',
  bureauIds: [A],
  ...overrides,
});

describe('POST /utilisateurs: create an account and invite its owner', () => {
  it('the invitation carries a code: reset-password with it, then sign-in succeeds with the role given', async () => {
    const body = nouveau({
      role: 'psychologue',
      bureauIds: [A, C],
      telephone: '0639981234',
      rpps: '10101234599',
    });
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({
      nomComplet: body.nomComplet,
      adresseEmail: body.adresseEmail,
      role: 'psychologue',
      bureaux: [
        { id: A, nom: 'Argenteuil' },
        { id: C, nom: 'Paris Nord' },
      ],
      actif: true,
      confirme: false,
      telephone: '06 39 98 12 34',
      rpps: '10101234599',
      version: 1,
    });
    const [mail] = await mailsTo(body.adresseEmail);
    expect(mail).toContain('Subject: Invitation : votre compte sur le back-office UMJ');
    expect(mail).toContain('« Psychologue »');
    // Not usable before the password is chosen.
    const early = await call(login, {
      method: 'POST',
      body: { adresseEmail: body.adresseEmail, motDePasse: 'nimporte quoi' },
    });
    expect(early.statusCode).toBeGreaterThanOrEqual(400);
    const code = await lastCodeSentTo(body.adresseEmail);
    expect(code).toMatch(/^\d{6}$/);
    const reset = await call(resetPassword, {
      method: 'POST',
      body: { adresseEmail: body.adresseEmail, code, nouveauMotDePasse: 'Mon-mot-de-passe-2026' },
    });
    expect(reset.statusCode).toBe(200);
    const token = await loginAs({ adresseEmail: body.adresseEmail, motDePasse: 'Mon-mot-de-passe-2026' });
    expect((await call(getMoi, { token })).body).toMatchObject({
      role: 'psychologue',
      bureaux: [
        { id: A, nom: 'Argenteuil' },
        { id: C, nom: 'Paris Nord' },
      ],
      telephone: '06 39 98 12 34',
      rpps: '10101234599',
    });
  });

  it("an invitation gone stale: 'Mot de passe oublié' sends a fresh code to the invited address, which then works", async () => {
    const body = nouveau({ role: 'secretariat' });
    expect((await create(body)).statusCode).toBe(201);
    const invitation = await lastCodeSentTo(body.adresseEmail);
    const forgot = await call(forgotPassword, {
      method: 'POST',
      body: { adresseEmail: body.adresseEmail },
    });
    expect(forgot.statusCode).toBe(202);
    const fresh = await lastCodeSentTo(body.adresseEmail);
    expect(fresh).toMatch(/^\d{6}$/);
    expect(await mailsTo(body.adresseEmail)).toHaveLength(2);
    if (fresh !== invitation) {
      const old = await call(resetPassword, {
        method: 'POST',
        body: { adresseEmail: body.adresseEmail, code: invitation, nouveauMotDePasse: 'Ancien-code-2026' },
      });
      expect(old.statusCode).toBe(400);
    }
    const reset = await call(resetPassword, {
      method: 'POST',
      body: { adresseEmail: body.adresseEmail, code: fresh, nouveauMotDePasse: 'Nouveau-code-2026' },
    });
    expect(reset.statusCode).toBe(200);
    const token = await loginAs({ adresseEmail: body.adresseEmail, motDePasse: 'Nouveau-code-2026' });
    expect((await call(getMoi, { token })).body).toMatchObject({ role: 'secretariat' });
  });

  it('an e-mail already taken is 409 and writes nothing; bad input is 400 with the French message and field', async () => {
    const existing = await createTestUser('secretariat', [A]);
    const taken = await create(nouveau({ adresseEmail: existing.adresseEmail, role: 'administrateur' }));
    expect(taken.body).toMatchObject({ statusCode: 409, code: 'ALREADY_EXISTS' });
    expect(await lireUtilisateur(existing.id)).toMatchObject({ role: 'secretariat', version: 1 });
    const rpps = await create(nouveau({ rpps: '1234' }));
    expect(rpps.body).toMatchObject({
      statusCode: 400,
      field: 'rpps',
      message: 'Le numéro RPPS doit comporter 11 chiffres',
    });
    const tel = await create(nouveau({ telephone: '+44 20 7946 0958' }));
    expect(tel.body).toMatchObject({ statusCode: 400, field: 'telephone' });
    expect(tel.body.message).toMatch(/^Le numéro de téléphone doit être un numéro français/);
    const office = await create(nouveau({ bureauIds: ['inconnu'] }));
    expect(office.body).toMatchObject({
      statusCode: 400,
      field: 'bureauIds',
      message: 'Un des bureaux choisis n’existe pas',
    });
    const nom = await create(nouveau({ nomComplet: ' ' }));
    expect(nom.body).toMatchObject({
      statusCode: 400,
      field: 'nomComplet',
      message: 'Veuillez entrer le nom complet',
    });
  });

  it('access: only administrators create accounts (403 for every other role, nothing written)', async () => {
    for (const role of ['secretariat', 'secretariat-externe', 'medecin', 'psychologue'] as const) {
      const { token } = await signedIn(role, [A]);
      const body = nouveau();
      expect((await create(body, token)).statusCode, role).toBe(403);
      expect(await mailsTo(body.adresseEmail)).toEqual([]);
    }
  });
});

describe('who may administer whom (enforced on the server)', () => {
  it('a limited administrator lists only users whose offices are all among its own', async () => {
    const inA = await createTestUser('medecin', [A]);
    const inAB = await createTestUser('medecin', [A, B]);
    const inB = await createTestUser('secretariat', [B]);
    const sansBureau = await createTestUser('aucun');
    const listed = ids((await call(listerUtilisateurs, { token: adminA.token })).body);
    expect(listed).toContain(inA.id);
    expect(listed).toContain(adminA.user.id);
    for (const hidden of [inAB, inB, sansBureau, global.user]) expect(listed).not.toContain(hidden.id);
    const all = ids((await call(listerUtilisateurs, { token: global.token })).body);
    for (const u of [inA, inAB, inB, sansBureau, global.user, adminA.user]) expect(all).toContain(u.id);
  });

  it('a limited administrator creates only in its offices, never an administrator nor a user without offices', async () => {
    const asAdmin = await create(nouveau({ role: 'administrateur' }), adminA.token);
    expect(asAdmin.body).toMatchObject({
      statusCode: 403,
      field: 'role',
      message: 'Seul un administrateur sans bureau peut attribuer le rôle administrateur',
    });
    const noOffice = await create(nouveau({ bureauIds: [] }), adminA.token);
    expect(noOffice.body).toMatchObject({
      statusCode: 403,
      field: 'bureauIds',
      message: 'Seul un administrateur sans bureau peut laisser un utilisateur sans bureau',
    });
    const other = nouveau({ bureauIds: [A, B] });
    const outside = await create(other, adminA.token);
    expect(outside.body).toMatchObject({ statusCode: 403, field: 'bureauIds' });
    expect(await mailsTo(other.adresseEmail)).toEqual([]);
    expect((await create(nouveau({ role: 'secretariat' }), adminA.token)).statusCode).toBe(201);
  });

  it('a limited administrator cannot see, edit or deactivate an unrestricted administrator nor users of other offices (404, nothing written)', async () => {
    const inAB = await createTestUser('medecin', [A, B]);
    for (const u of [global.user, inAB]) {
      const res = await patch(u.id, { actif: false, version: 1 }, adminA.token);
      expect(res.body).toMatchObject({ statusCode: 404, message: 'Utilisateur introuvable' });
      expect(await lireUtilisateur(u.id)).toMatchObject({ actif: true, version: 1 });
    }
  });

  it('a limited administrator may not grant the administrator role, empty the offices, move a user out of its offices, or change its own role or offices', async () => {
    const user = await createTestUser('medecin', [A]);
    const cases: [unknown, string, string][] = [
      [
        { role: 'administrateur', version: 1 },
        'role',
        'Seul un administrateur sans bureau peut attribuer le rôle administrateur',
      ],
      [
        { bureauIds: [], version: 1 },
        'bureauIds',
        'Seul un administrateur sans bureau peut laisser un utilisateur sans bureau',
      ],
      [
        { bureauIds: [A, B], version: 1 },
        'bureauIds',
        'Vous ne pouvez attribuer que des bureaux dont vous êtes administrateur',
      ],
    ];
    for (const [body, field, message] of cases) {
      expect((await patch(user.id, body, adminA.token)).body).toMatchObject({
        statusCode: 403,
        field,
        message,
      });
    }
    expect(await lireUtilisateur(user.id)).toMatchObject({ role: 'medecin', bureauIds: [A], version: 1 });
    const self = await patch(adminA.user.id, { role: 'secretariat', version: 1 }, adminA.token);
    expect(self.body).toMatchObject({
      statusCode: 403,
      message: 'Seul un administrateur sans bureau peut modifier son propre rôle ou ses bureaux',
    });
    const selfOffices = await patch(adminA.user.id, { bureauIds: [A, C], version: 1 }, adminA.token);
    expect(selfOffices.statusCode).toBe(403);
    // What it may do: edit a user of its office (name, phone, deactivation).
    const ok = await patch(
      user.id,
      { nomComplet: 'Dr Renommé', telephone: '01 99 00 00 01', actif: false, version: 1 },
      adminA.token,
    );
    expect(ok.body).toMatchObject({
      nomComplet: 'Dr Renommé',
      telephone: '01 99 00 00 01',
      actif: false,
      version: 2,
    });
  });

  it('the unrestricted administrator may grant the administrator role, leave a user without offices and change its own offices', async () => {
    const user = await createTestUser('secretariat', [B]);
    const granted = await patch(user.id, { role: 'administrateur', bureauIds: [], version: 1 });
    expect(granted.body).toMatchObject({ role: 'administrateur', bureaux: [], version: 2 });
    const other = await signedIn('administrateur');
    const own = await patch(other.user.id, { bureauIds: [C], version: 1 }, other.token);
    expect(own.body).toMatchObject({ bureaux: [{ id: C, nom: 'Paris Nord' }], version: 2 });
  });

  it("the audit trail of a limited administrator holds its offices' entries only: the edit of a user of its office, not of another's", async () => {
    const inA = await createTestUser('medecin', [A]);
    const inB = await createTestUser('medecin', [B]);
    expect((await patch(inA.id, { telephone: '0199000002', version: 1 })).statusCode).toBe(200);
    expect((await patch(inB.id, { telephone: '0199000003', version: 1 })).statusCode).toBe(200);
    const today = isoDepuisJour(jourParis(new Date()));
    const audit = (token: string) =>
      call(listAudit, { path: '/audit', query: { du: today, au: today, limite: '200' }, token });
    const siennes = (await audit(adminA.token)).body.elements as { cible: string; bureauId: string }[];
    expect(siennes.map((e) => e.cible)).toContain(`UTILISATEUR#${inA.id}`);
    expect(siennes.map((e) => e.cible)).not.toContain(`UTILISATEUR#${inB.id}`);
    expect(new Set(siennes.map((e) => e.bureauId))).toEqual(new Set([A]));
    const all = (await audit(global.token)).body.elements as { cible: string }[];
    expect(all.map((e) => e.cible)).toEqual(
      expect.arrayContaining([`UTILISATEUR#${inA.id}`, `UTILISATEUR#${inB.id}`]),
    );
  });
});

describe('PATCH /utilisateurs/{id}: versions and sessions', () => {
  it('a stale version is 409 VERSION_CONFLICT and writes nothing (user and memberships unchanged)', async () => {
    const user = await createTestUser('medecin', [A]);
    expect((await patch(user.id, { nomComplet: 'Premier', version: 1 })).statusCode).toBe(200);
    const stale = await patch(user.id, { role: 'psychologue', bureauIds: [B], version: 1 });
    expect(stale.body).toMatchObject({ statusCode: 409, code: 'VERSION_CONFLICT' });
    expect(await lireUtilisateur(user.id)).toMatchObject({ role: 'medecin', bureauIds: [A], version: 2 });
    expect((await listerMembresBureau(A, 'medecin')).map((m) => m.utilisateurId)).toContain(user.id);
    expect((await listerMembresBureau(B)).map((m) => m.utilisateurId)).not.toContain(user.id);
  });

  it('deactivation ends the sessions of that user at once', async () => {
    const user = await createTestUser('secretariat', [A]);
    const token = await loginAs(user);
    expect((await call(getMoi, { token })).statusCode).toBe(200);
    expect((await patch(user.id, { actif: false, version: 1 })).statusCode).toBe(200);
    expect((await call(getMoi, { token })).statusCode).toBe(401);
  });
});

describe('PATCH /utilisateurs/moi: the own profile', () => {
  it('any signed-in user sets its phone and RPPS; role and offices cannot be changed this way', async () => {
    const { user, token } = await signedIn('medecin', [A]);
    // A field the profile does not have is refused (400 naming it), nothing written.
    for (const [champ, valeur] of [
      ['role', 'administrateur'],
      ['bureauIds', []],
    ] as const) {
      const refuse = await patchMoi({ telephone: '+33 6 39 98 00 01', [champ]: valeur, version: 1 }, token);
      expect(refuse.statusCode).toBe(400);
      expect(refuse.body).toMatchObject({ field: champ, message: `Champ inconnu : ${champ}` });
    }
    expect(await lireUtilisateur(user.id)).toMatchObject({ role: 'medecin', bureauIds: [A], version: 1 });
    const res = await patchMoi({ telephone: '+33 6 39 98 00 01', rpps: '10101230001', version: 1 }, token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      role: 'medecin',
      telephone: '06 39 98 00 01',
      rpps: '10101230001',
      version: 2,
    });
    expect(await lireUtilisateur(user.id)).toMatchObject({ role: 'medecin', bureauIds: [A], version: 2 });
    expect((await call(getMoi, { token })).body).toMatchObject({ telephone: '06 39 98 00 01', version: 2 });
    const cleared = await patchMoi({ telephone: '', version: 2 }, token);
    expect(cleared.body).toMatchObject({ telephone: null, rpps: '10101230001', version: 3 });
  });

  it('bad input is 400 with the French message and field; a stale version is 409 and writes nothing', async () => {
    const { user, token } = await signedIn('psychologue', [B]);
    expect((await patchMoi({ rpps: '123', version: 1 }, token)).body).toMatchObject({
      statusCode: 400,
      field: 'rpps',
      message: 'Le numéro RPPS doit comporter 11 chiffres',
    });
    expect((await patchMoi({ telephone: '12', version: 1 }, token)).body).toMatchObject({
      statusCode: 400,
      field: 'telephone',
    });
    expect((await patchMoi({ rpps: '10101230002' }, token)).body).toMatchObject({
      statusCode: 400,
      field: 'version',
    });
    expect((await patchMoi({ rpps: '10101230002', version: 7 }, token)).body).toMatchObject({
      statusCode: 409,
      code: 'VERSION_CONFLICT',
    });
    const stored = await lireUtilisateur(user.id);
    expect([stored?.rpps ?? null, stored?.version]).toEqual([null, 1]);
    expect((await call(updateMoi, { method: 'PATCH', body: { version: 1 } })).statusCode).toBe(401);
  });
});

describe('GET /examinateurs (pattern M1: one Query per visible office)', () => {
  let medA: TestUser;
  let medAB: TestUser;
  let psyB: TestUser;
  let psyC: TestUser;

  beforeAll(async () => {
    medA = await createTestUser('medecin', [A], {
      nomComplet: 'Aline Médecin',
      telephone: '01 99 00 00 10',
      rpps: '10101230010',
    });
    medAB = await createTestUser('medecin', [A, B], { nomComplet: 'Bruno Médecin' });
    psyB = await createTestUser('psychologue', [B], { nomComplet: 'Chloé Psychologue' });
    psyC = await createTestUser('psychologue', [C], { nomComplet: 'Denis Psychologue', actif: false });
  });

  const inList = (body: { id: string }[], ...users: TestUser[]) =>
    users.every((u) => ids(body).includes(u.id));
  const notInList = (body: { id: string }[], ...users: TestUser[]) =>
    users.every((u) => !ids(body).includes(u.id));

  it('a secretariat sees the examiners of its offices only, each with the offices it may see', async () => {
    const { token } = await signedIn('secretariat', [A]);
    const res = await examinateurs(token);
    expect(res.statusCode).toBe(200);
    expect(inList(res.body, medA, medAB)).toBe(true);
    expect(notInList(res.body, psyB, psyC)).toBe(true);
    expect(res.body.every((e: { role: string }) => ['medecin', 'psychologue'].includes(e.role))).toBe(true);
    expect(res.body.find((e: { id: string }) => e.id === medA.id)).toEqual({
      id: medA.id,
      nomComplet: 'Aline Médecin',
      adresseEmail: medA.adresseEmail,
      role: 'medecin',
      bureaux: [{ id: A, nom: 'Argenteuil' }],
      actif: true,
      telephone: '01 99 00 00 10',
      rpps: '10101230010',
    });
    // An examiner of two offices shows only the caller's: Chartres stays hidden from Argenteuil.
    expect(res.body.find((e: { id: string }) => e.id === medAB.id).bureaux).toEqual([
      { id: A, nom: 'Argenteuil' },
    ]);
  });

  it('the unrestricted administrator sees every office; role and statut filter the list', async () => {
    const all = (await examinateurs(global.token)).body;
    expect(inList(all, medA, medAB, psyB, psyC)).toBe(true);
    expect(ids(all).filter((id) => id === medAB.id)).toHaveLength(1);
    expect(all.find((e: { id: string }) => e.id === medAB.id).bureaux).toHaveLength(2);
    const psy = (await examinateurs(global.token, { role: 'psychologue' })).body;
    expect(inList(psy, psyB, psyC) && notInList(psy, medA, medAB)).toBe(true);
    const actifs = (await examinateurs(global.token, { statut: 'actifs' })).body;
    expect(inList(actifs, medA, psyB) && notInList(actifs, psyC)).toBe(true);
    const inactifs = (await examinateurs(global.token, { role: 'psychologue', statut: 'inactifs' })).body;
    expect(ids(inactifs)).toEqual([psyC.id]);
    const names = all.map((e: { nomComplet: string }) => e.nomComplet);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'fr')));
  });

  it('every signed-in role may read it (examiners, external secretariat, limited admin: their offices)', async () => {
    const medecin = await signedIn('medecin', [B]);
    expect(inList((await examinateurs(medecin.token)).body, psyB, medAB)).toBe(true);
    const externe = await signedIn('secretariat-externe', [C]);
    const ext = (await examinateurs(externe.token)).body;
    expect(inList(ext, psyC) && notInList(ext, medA, psyB)).toBe(true);
    const limited = (await examinateurs(adminA.token)).body;
    expect(inList(limited, medA, medAB) && notInList(limited, psyB, psyC)).toBe(true);
    const aucun = await signedIn('aucun');
    expect((await examinateurs(aucun.token)).statusCode).toBe(403);
    expect((await examinateurs('')).statusCode).toBe(401);
  });

  it('a role, office or state change moves the examiner between lists (memberships written with the user)', async () => {
    const user = await createTestUser('medecin', [A], { nomComplet: 'Émile Mobile' });
    const res = await patch(user.id, { role: 'psychologue', bureauIds: [C], actif: false, version: 1 });
    expect(res.statusCode).toBe(200);
    const { token } = await signedIn('secretariat', [A]);
    expect(notInList((await examinateurs(token)).body, user)).toBe(true);
    const psyInactifs = (await examinateurs(global.token, { role: 'psychologue', statut: 'inactifs' })).body;
    expect(psyInactifs.find((e: { id: string }) => e.id === user.id)).toMatchObject({
      role: 'psychologue',
      bureaux: [{ id: C, nom: 'Paris Nord' }],
      actif: false,
    });
    expect((await listerMembresBureau(A)).map((m) => m.utilisateurId)).not.toContain(user.id);
  });

  it('bad query values are 400 with the French message and field', async () => {
    expect((await examinateurs(global.token, { role: 'secretariat' })).body).toMatchObject({
      statusCode: 400,
      field: 'role',
      message: 'Le rôle doit être medecin ou psychologue',
    });
    expect((await examinateurs(global.token, { statut: 'certains' })).body).toMatchObject({
      statusCode: 400,
      field: 'statut',
      message: 'Le statut doit être tous, actifs ou inactifs',
    });
  });
});
