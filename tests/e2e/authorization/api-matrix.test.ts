// Issue 3 'Authorization on the server for every handler: role group, office, and object' and spec §6:
// the authorization matrix of the REST API, over HTTP against the local runtime and the real handlers.
// Every private route of functions/src/api/routes.ts has a row (a new route without a row fails).
// Issue 12 'gates that keep every route honest': every private REST route is also tried with the tokens
// an attacker could present (anonymous, truncated, expired, revoked by a sign-out, wrong audience, wrong
// issuer, bad signature, `alg: none`, no role: 401 each), and every WebSocket route of routes.ts has a
// row too ($connect refuses the same tokens; $default and $disconnect exist only on a connection that
// $connect accepted).
import { apiRoutes, wsRoutes, type WsRouteKey } from '@umj/functions/api/routes';
import { REALTIME_PATH, REALTIME_PROTOCOL } from '@umj/shared/realtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { forgeToken, type ForgedKind } from '../support/tokens.ts';

type Account = keyof typeof DEMO_ACCOUNTS;
type Office = 'Argenteuil' | 'Chartres' | 'Paris Nord';
const ACCOUNTS = Object.keys(DEMO_ACCOUNTS) as Account[];
const tokens = {} as Record<Account, string>;
/** Issue 12: a token of each account whose session its own POST /auth/logout ended. */
const revoked = {} as Record<Account, string>;
const bureauIds = {} as Record<Office, string>;
/** Issue 12: the bad tokens every private route must refuse (401), by name. */
const badTokens: Record<string, string | undefined> = {};
/** Issue 12: the control: forged like the bad ones, nothing broken (accepted). */
let forgedValid = '';

beforeAll(async () => {
  for (const account of ACCOUNTS) {
    // Issue 12 revoked tokens and §6 'session' row: every role may sign itself out (204), and the token
    // of the session it ended is refused afterwards (below). The token kept is of a later sign-in.
    revoked[account] = await loginToken(DEMO_ACCOUNTS[account]);
    const out = await api('/auth/logout', { method: 'POST', token: revoked[account] });
    if (out.status !== 204) throw new Error(`Déconnexion de ${account} : ${out.status}`);
    tokens[account] = await loginToken(DEMO_ACCOUNTS[account]);
  }
  const all = await api<{ id: string; nom: Office }[]>('/bureaux', { token: tokens.admin });
  for (const b of all.body) bureauIds[b.nom] = b.id;
  // Forged as the administrator (the strongest role): every claim real but the one broken.
  const moi = await api<{ id: string; role: string }>('/utilisateurs/moi', { token: tokens.admin });
  const who = { sub: moi.body.id, role: moi.body.role };
  forgedValid = await forgeToken('valide', who);
  const kinds: ForgedKind[] = [
    'expire',
    'mauvaiseAudience',
    'mauvaisEmetteur',
    'mauvaiseSignature',
    'algNone',
    'sansRole',
  ];
  badTokens.anonyme = undefined;
  badTokens.tronque = `${tokens.admin.slice(0, -4)}AAAA`;
  badTokens.revoque = revoked.admin;
  for (const kind of kinds) badTokens[kind] = await forgeToken(kind, who);
});

/** Runs `calls` a few at a time (the local runtime and the machine are shared). */
async function inGroups<T>(calls: (() => Promise<T>)[], size = 8): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < calls.length; i += size)
    out.push(...(await Promise.all(calls.slice(i, i + size).map((c) => c()))));
  return out;
}

const today = () => new Date().toISOString().slice(0, 10);
/** An attachment id no file has. */
const PIECE_INCONNUE = '00000000-0000-4000-8000-000000000000';

interface Row {
  /** 'admin': 403 for every other demo role; 'signedIn': 200 for every demo role; 'session': the
   * caller's own session (logout, password change, own profile), checked by functions/test/handlers/
   * auth-session and utilisateurs-admin (PATCH /utilisateurs/moi);
   * 'secretariat': administrator and secretariat (spec §6 group), 403 for the external secretariat and
   * the examiners (issue 11: with `pathIn`, the office is in the path: 404 in an office not seen);
   * 'bureau' (issue 9, office in the path): any role of the office; in an office the caller does not
   * see it is 404 like an unknown office (spec §6), and a GET of its own office is 200; the role and
   * object rules (examiner's own files, edit right) are checked by functions/test/handlers/dossiers-*. */
  access: 'admin' | 'signedIn' | 'session' | 'secretariat' | 'bureau';
  path: () => string;
  /** 'bureau' rows: the same call in another office. */
  pathIn?: (bureauId: string) => string;
  /**
   * 'bureau' GET rows that name an object of the caller (an examiner): no own-office 200 here, the
   * handler tests check it (functions/test/handlers/disponibilites-rv).
   */
  noOwnOfficeRead?: true;
  body?: unknown;
}

/** Key: `${method} ${route path}` exactly as in routes.ts. */
const MATRIX: Record<string, Row> = {
  'POST /auth/logout': { access: 'session', path: () => '/auth/logout' },
  'POST /auth/change-password': { access: 'session', path: () => '/auth/change-password' },
  'GET /utilisateurs/moi': { access: 'signedIn', path: () => '/utilisateurs/moi' },
  'GET /utilisateurs': { access: 'admin', path: () => '/utilisateurs' },
  'PATCH /utilisateurs/{id}': {
    access: 'admin',
    path: () => '/utilisateurs/inconnu',
    body: { role: 'medecin', bureauIds: [], actif: true, version: 1 },
  },
  'POST /utilisateurs': {
    access: 'admin',
    path: () => '/utilisateurs',
    body: { nomComplet: 'Compte pirate', adresseEmail: 'pirate@umj.example', role: 'medecin', bureauIds: [] },
  },
  'PATCH /utilisateurs/moi': { access: 'session', path: () => '/utilisateurs/moi' },
  'GET /examinateurs': { access: 'signedIn', path: () => '/examinateurs?statut=tous' },
  'GET /bureaux': { access: 'signedIn', path: () => '/bureaux' },
  'GET /bureaux/{id}': { access: 'signedIn', path: () => `/bureaux/${bureauIds.Argenteuil}` },
  'POST /bureaux': { access: 'admin', path: () => '/bureaux', body: { nom: 'Bureau pirate' } },
  'PATCH /bureaux/{id}': {
    access: 'admin',
    path: () => `/bureaux/${bureauIds.Argenteuil}`,
    body: { nom: 'Renommé', version: 1 },
  },
  'DELETE /bureaux': {
    access: 'admin',
    path: () => '/bureaux',
    body: { ids: [bureauIds.Chartres], versions: { [bureauIds.Chartres]: 1 } },
  },
  'POST /bureaux/{id}/logo': {
    access: 'admin',
    path: () => `/bureaux/${bureauIds.Argenteuil}/logo`,
    body: { typeMime: 'image/png' },
  },
  'GET /configuration': { access: 'signedIn', path: () => '/configuration' },
  'POST /configuration': { access: 'admin', path: () => '/configuration', body: [] },
  'PATCH /configuration/{cle}': {
    access: 'admin',
    path: () => `/configuration/${encodeURIComponent('réglages')}`,
    body: { cle: 'réglages', valeur: {} },
  },
  'GET /audit': { access: 'admin', path: () => `/audit?du=${today()}&au=${today()}` },
  // Issue 12: the integrity check of the audit chain (the demo administrator has every office).
  'GET /audit/verification': {
    access: 'admin',
    path: () => `/audit/verification?du=${today()}&au=${today()}`,
  },
  // Issue 8 reference lists (ids of the demo seed, functions/src/seed/demo-listes.ts).
  'GET /commissariats': { access: 'signedIn', path: () => '/commissariats' },
  'POST /commissariats': {
    access: 'secretariat',
    path: () => '/commissariats',
    body: { nom: 'Commissariat pirate', bureau: bureauIds.Argenteuil },
  },
  'PATCH /commissariats/{id}': {
    access: 'secretariat',
    path: () => `/commissariats/${bureauIds.Argenteuil}~demo-argenteuil`,
    body: { nom: 'Pirate', version: 1 },
  },
  'DELETE /commissariats/{id}': {
    access: 'secretariat',
    path: () => `/commissariats/${bureauIds.Argenteuil}~demo-argenteuil`,
    body: { version: 1 },
  },
  'GET /requerants': { access: 'secretariat', path: () => '/requerants' },
  'POST /requerants': {
    access: 'secretariat',
    path: () => '/requerants',
    body: { nom: 'Requérant pirate', bureau: bureauIds.Argenteuil, type: 'autre' },
  },
  'PATCH /requerants/{id}': {
    access: 'secretariat',
    path: () => `/requerants/${bureauIds.Argenteuil}~demo-parquet-pontoise`,
    body: { nom: 'Pirate', version: 1 },
  },
  'DELETE /requerants/{id}': {
    access: 'secretariat',
    path: () => `/requerants/${bureauIds.Argenteuil}~demo-parquet-pontoise`,
    body: { version: 1 },
  },
  'GET /dprapports': { access: 'signedIn', path: () => '/dprapports' },
  'POST /dprapports': {
    access: 'admin',
    path: () => '/dprapports',
    body: { nom: 'Pirate', delaiRemiseJours: 1 },
  },
  'PATCH /dprapports/{id}': {
    access: 'admin',
    path: () => '/dprapports/demo-certificat-itt',
    body: { nom: 'Pirate', version: 1 },
  },
  'DELETE /dprapports/{id}': {
    access: 'admin',
    path: () => '/dprapports/demo-certificat-itt',
    body: { version: 1 },
  },
  'POST /dprapports/televersement': {
    access: 'admin',
    path: () => '/dprapports/televersement',
    body: { nomFichier: 'm.pdf', typeMime: 'application/pdf', tailleEnOctets: 10 },
  },
  'GET /dprapports/{id}/modele': { access: 'signedIn', path: () => '/dprapports/demo-certificat-itt/modele' },
  'GET /documents-vierges': { access: 'signedIn', path: () => '/documents-vierges' },
  'POST /documents-vierges': {
    access: 'secretariat',
    path: () => '/documents-vierges',
    body: {
      nom: 'Pirate',
      cle: 'documents-vierges/de000000-0000-4000-8000-000000000001.pdf',
      nomFichier: 'pirate.pdf',
      typeMime: 'application/pdf',
      tailleEnOctets: 10,
    },
  },
  'DELETE /documents-vierges/{id}': {
    access: 'secretariat',
    path: () => '/documents-vierges/de000000-0000-4000-8000-000000000001',
    body: { version: 1 },
  },
  'POST /documents-vierges/televersement': {
    access: 'secretariat',
    path: () => '/documents-vierges/televersement',
    body: { nomFichier: 'm.pdf', typeMime: 'application/pdf', tailleEnOctets: 10 },
  },
  'GET /documents-vierges/{id}/fichier': {
    access: 'signedIn',
    path: () => '/documents-vierges/de000000-0000-4000-8000-000000000001/fichier',
  },
  // Issue 9 patient files (office in the path; 999999999: no such file).
  'GET /bureaux/{id}/dossiers-patients': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients?du=${today()}&au=${today()}`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients?du=${today()}&au=${today()}`,
  },
  'POST /bureaux/{id}/dossiers-patients': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients`,
    body: {
      nom: 'PIRATE',
      rendezVousDate: 20000,
      rendezVousHeure: 600,
      examinateur: { id: 'pirate', nomComplet: 'Pirate' },
      montantHT: 0,
    },
  },
  'GET /bureaux/{id}/dossiers-patients/{dossierId}': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients/999999999`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients/999999999`,
  },
  'PATCH /bureaux/{id}/dossiers-patients/{dossierId}': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients/999999999`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients/999999999`,
    body: { nom: 'PIRATE', version: 1 },
  },
  'POST /bureaux/{id}/dossiers-patients/{dossierId}/statut': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients/999999999/statut`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients/999999999/statut`,
    body: { statut: 90, version: 1 },
  },
  'GET /bureaux/{id}/dossiers-patients/{dossierId}/historique': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients/999999999/historique`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients/999999999/historique`,
  },
  // Issue 9 attachments (pieceId: no such attachment) and examiners' appointment hours.
  'GET /bureaux/{id}/dossiers-patients/{dossierId}/pieces': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients/999999999/pieces`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients/999999999/pieces`,
  },
  'POST /bureaux/{id}/dossiers-patients/{dossierId}/pieces': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients/999999999/pieces`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients/999999999/pieces`,
    body: { genre: 'document', nom: 'pirate.pdf', typeMime: 'application/pdf', tailleEnOctets: 10 },
  },
  'POST /bureaux/{id}/dossiers-patients/{dossierId}/pieces/{pieceId}/fin': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients/999999999/pieces/${PIECE_INCONNUE}/fin`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients/999999999/pieces/${PIECE_INCONNUE}/fin`,
  },
  'DELETE /bureaux/{id}/dossiers-patients/{dossierId}/pieces/{pieceId}': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients/999999999/pieces/${PIECE_INCONNUE}`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients/999999999/pieces/${PIECE_INCONNUE}`,
    body: { version: 1 },
  },
  'GET /bureaux/{id}/disponibilites-rv': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/disponibilites-rv?du=${today()}&au=${today()}`,
    pathIn: (b) => `/bureaux/${b}/disponibilites-rv?du=${today()}&au=${today()}`,
  },
  'PUT /bureaux/{id}/disponibilites-rv': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/disponibilites-rv`,
    pathIn: (b) => `/bureaux/${b}/disponibilites-rv`,
    body: { examinateurId: 'pirate', semaine: [], exceptions: [], version: 0 },
  },
  'GET /bureaux/{id}/creneaux-suggeres': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/creneaux-suggeres?examinateur=pirate&jour=${today()}`,
    pathIn: (b) => `/bureaux/${b}/creneaux-suggeres?examinateur=pirate&jour=${today()}`,
    noOwnOfficeRead: true,
  },
  // Issue 10 duty grid: any secretariat and doctors (a psychologist's own-office read is 403, checked
  // by functions/test/handlers/disponibilites-dv).
  'GET /bureaux/{id}/disponibilites-dv': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/disponibilites-dv?du=${today()}`,
    pathIn: (b) => `/bureaux/${b}/disponibilites-dv?du=${today()}`,
    noOwnOfficeRead: true,
  },
  'PUT /bureaux/{id}/disponibilites-dv/{jour}/{creneauId}/{examinateurId}': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/disponibilites-dv/${today()}/1/pirate`,
    pathIn: (b) => `/bureaux/${b}/disponibilites-dv/${today()}/1/pirate`,
    body: { choixSecretariat: 40, version: 0 },
  },
  // Issue 10 visit requests: the doctor on duty (a station of no office: 404 in every office).
  'GET /bureaux/{id}/garde': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/garde?commissariat=pirate`,
    pathIn: (b) => `/bureaux/${b}/garde?commissariat=pirate`,
    noOwnOfficeRead: true,
  },
  // Issue 11 bordereaux: administrator and secretariat of the office in the path (spec §2), 403 for the
  // external secretariat and the examiners, 404 in an office the caller does not see (below); the
  // numbered calls name no bordereau of the demo (functions/test/handlers/bordereaux checks them).
  'GET /bureaux/{id}/bordereaux/facturables': {
    access: 'secretariat',
    path: () => `/bureaux/${bureauIds.Argenteuil}/bordereaux/facturables?du=${today()}&au=${today()}`,
    pathIn: (b) => `/bureaux/${b}/bordereaux/facturables?du=${today()}&au=${today()}`,
  },
  'GET /bureaux/{id}/bordereaux/alertes': {
    access: 'secretariat',
    path: () => `/bureaux/${bureauIds.Argenteuil}/bordereaux/alertes`,
    pathIn: (b) => `/bureaux/${b}/bordereaux/alertes`,
  },
  'GET /bureaux/{id}/bordereaux': {
    access: 'secretariat',
    path: () => `/bureaux/${bureauIds.Argenteuil}/bordereaux`,
    pathIn: (b) => `/bureaux/${b}/bordereaux`,
  },
  'POST /bureaux/{id}/bordereaux': {
    access: 'secretariat',
    path: () => `/bureaux/${bureauIds.Argenteuil}/bordereaux`,
    pathIn: (b) => `/bureaux/${b}/bordereaux`,
    body: { requerantId: 'pirate', dossiers: [{ id: 999999999, version: 1 }] },
  },
  'GET /bureaux/{id}/bordereaux/{numero}': {
    access: 'secretariat',
    path: () => `/bureaux/${bureauIds.Argenteuil}/bordereaux/2000-0001`,
    pathIn: (b) => `/bureaux/${b}/bordereaux/2000-0001`,
    noOwnOfficeRead: true,
  },
  'POST /bureaux/{id}/bordereaux/{numero}/annulation': {
    access: 'secretariat',
    path: () => `/bureaux/${bureauIds.Argenteuil}/bordereaux/2000-0001/annulation`,
    pathIn: (b) => `/bureaux/${b}/bordereaux/2000-0001/annulation`,
    body: { version: 1 },
  },
  'GET /bureaux/{id}/bordereaux/{numero}/pdf': {
    access: 'secretariat',
    path: () => `/bureaux/${bureauIds.Argenteuil}/bordereaux/2000-0001/pdf`,
    pathIn: (b) => `/bureaux/${b}/bordereaux/2000-0001/pdf`,
    noOwnOfficeRead: true,
  },
  'GET /bureaux/{id}/bordereaux/{numero}/export': {
    access: 'secretariat',
    path: () => `/bureaux/${bureauIds.Argenteuil}/bordereaux/2000-0001/export?format=json`,
    pathIn: (b) => `/bureaux/${b}/bordereaux/2000-0001/export?format=json`,
    noOwnOfficeRead: true,
  },
  // Issue 11 accounting and statistics: any role of the office (an examiner gets its own figures, a
  // 403 for another examiner's: functions/test/handlers/comptabilite-statistiques).
  'GET /bureaux/{id}/comptabilite': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/comptabilite?du=${today()}&au=${today()}`,
    pathIn: (b) => `/bureaux/${b}/comptabilite?du=${today()}&au=${today()}`,
  },
  'GET /bureaux/{id}/statistiques': {
    access: 'bureau',
    path: () => `/bureaux/${bureauIds.Argenteuil}/statistiques?du=${today()}&au=${today()}`,
    pathIn: (b) => `/bureaux/${b}/statistiques?du=${today()}&au=${today()}`,
  },
  // Issue 11 payment split: administrator and secretariat of the office in the path read the splits
  // (403 for the external secretariat and the examiners); only the administrator recomputes a day.
  'GET /bureaux/{id}/repartitions-paiement': {
    access: 'secretariat',
    path: () => `/bureaux/${bureauIds.Argenteuil}/repartitions-paiement?du=${today()}&au=${today()}`,
    pathIn: (b) => `/bureaux/${b}/repartitions-paiement?du=${today()}&au=${today()}`,
  },
  'POST /bureaux/{id}/repartitions-paiement/{jour}/recalcul': {
    access: 'admin',
    path: () => `/bureaux/${bureauIds.Argenteuil}/repartitions-paiement/2000-01-03/recalcul`,
    body: { version: 1 },
  },
};

const rowsWith = (access: Row['access']) =>
  Object.entries(MATRIX)
    .filter(([, row]) => row.access === access)
    .map(([key, row]) => ({ key, method: key.split(' ')[0] ?? 'GET', ...row }));

describe('issue 3 / §6 — authorization matrix of the REST API (local runtime, real handlers)', () => {
  it('issue 3: the matrix has exactly one row per private route of routes.ts', () => {
    const privateKeys = apiRoutes.filter((r) => !r.public).map((r) => `${r.method} ${r.path}`);
    expect(Object.keys(MATRIX).sort()).toEqual(privateKeys.sort());
  });

  it('issue 12: the forged control token (nothing broken) is accepted: the 401s below come from the one thing broken', async () => {
    expect((await api('/utilisateurs/moi', { token: forgedValid })).status).toBe(200);
    expect((await api('/utilisateurs', { token: forgedValid })).status).toBe(200);
  });

  it('issue 3 / issue 12: every private route answers 401 to every bad token (anonymous, truncated, expired, revoked, wrong audience, wrong issuer, bad signature, alg none, no role)', async () => {
    const calls = Object.entries(MATRIX).flatMap(([key, row]) => {
      const method = key.split(' ')[0];
      const body = method === 'GET' ? undefined : (row.body ?? {});
      return Object.entries(badTokens).map(([name, token]) => async () => {
        const res = await api(row.path(), { method, body, token });
        return { what: `${key} jeton ${name}`, status: res.status };
      });
    });
    const results = await inGroups(calls);
    expect(results.filter((r) => r.status !== 401)).toEqual([]);
    expect(results).toHaveLength(Object.keys(MATRIX).length * Object.keys(badTokens).length);
  });

  it("issue 12 §6 'session' rows: every demo role may call its own session routes (neither 401 nor 403)", async () => {
    // POST /auth/logout: 204 for every account in beforeAll. An invalid body here: 400, after the access checks.
    for (const account of ACCOUNTS) {
      for (const row of rowsWith('session').filter((r) => r.key !== 'POST /auth/logout')) {
        const res = await api<{ message: string }>(row.path(), {
          method: row.method,
          body: { champInconnu: true },
          token: tokens[account],
        });
        expect(res.status, `${account} ${row.key}`).toBe(400);
      }
    }
  });

  for (const account of ACCOUNTS.filter((a) => a !== 'admin')) {
    it(`§6 ${account}: every admin-only call is 403 and changes nothing`, async () => {
      for (const row of rowsWith('admin')) {
        const res = await api(row.path(), { method: row.method, body: row.body, token: tokens[account] });
        expect(res.status, `${row.method} ${row.path()}`).toBe(403);
      }
      const after = await api<{ nom: string; version: number }[]>('/bureaux', { token: tokens.admin });
      expect(after.body.map((b) => `${b.nom} v${b.version}`).sort()).toEqual([
        'Argenteuil v1',
        'Chartres v1',
        'Paris Nord v1',
      ]);
    });
  }

  const SECRETARIAT_ACCOUNTS: Account[] = ['admin', 'secretariatArgenteuil', 'secretariatParisNord'];
  for (const account of ACCOUNTS.filter((a) => !SECRETARIAT_ACCOUNTS.includes(a))) {
    it(`§6 ${account}: every administrator-and-secretariat call is 403 and changes nothing (issue 8 lists)`, async () => {
      for (const row of rowsWith('secretariat')) {
        const res = await api(row.path(), { method: row.method, body: row.body, token: tokens[account] });
        expect(res.status, `${row.method} ${row.path()}`).toBe(403);
      }
      const stations = await api<{ id: string; nom: string; version: number }[]>('/commissariats', {
        token: tokens.admin,
      });
      expect(stations.body.find((c) => c.id === `${bureauIds.Argenteuil}~demo-argenteuil`)).toMatchObject({
        nom: "Commissariat d'Argenteuil",
        version: 1,
      });
    });
  }

  it('§6 administrator and secretariats get 200 on the administrator-and-secretariat reads (issue 8 lists)', async () => {
    // Issue 11: a read with the office in its path is asked in the caller's own office.
    const own: Record<string, Office> = { secretariatParisNord: 'Paris Nord' };
    for (const account of SECRETARIAT_ACCOUNTS) {
      for (const row of rowsWith('secretariat').filter((r) => r.method === 'GET' && !r.noOwnOfficeRead)) {
        const path = row.pathIn ? row.pathIn(bureauIds[own[account] ?? 'Argenteuil']) : row.path();
        expect((await api(path, { token: tokens[account] })).status, `${account} ${path}`).toBe(200);
      }
    }
  });

  it('§6 every demo account, the administrator included, gets 200 on the signed-in reads', async () => {
    // GET /bureaux/{id} depends on the office: see the office scope test below.
    const reads = rowsWith('signedIn').filter((r) => r.key !== 'GET /bureaux/{id}');
    for (const account of ACCOUNTS) {
      for (const row of reads) {
        expect((await api(row.path(), { token: tokens[account] })).status, `${account} ${row.path()}`).toBe(
          200,
        );
      }
    }
  });

  it('§6 the administrator reaches the admin-only reads', async () => {
    for (const row of rowsWith('admin').filter((r) => r.method === 'GET')) {
      expect((await api(row.path(), { token: tokens.admin })).status, row.path()).toBe(200);
    }
  });

  it('§6 issue 9: an office-scoped call in an office the caller does not see is 404 and writes nothing', async () => {
    const seen: Record<Account, Office[]> = {
      admin: ['Argenteuil', 'Chartres', 'Paris Nord'],
      secretariatArgenteuil: ['Argenteuil'],
      secretariatParisNord: ['Paris Nord'],
      externeChartres: ['Chartres'],
      medecinArgenteuil: ['Argenteuil'],
      medecinParisNord: ['Paris Nord'],
      psychologueArgenteuil: ['Argenteuil'],
    };
    for (const account of ACCOUNTS.filter((a) => a !== 'admin')) {
      const other = (Object.keys(bureauIds) as Office[]).find((o) => !seen[account].includes(o))!;
      const own = seen[account][0]!;
      for (const row of rowsWith('bureau')) {
        const res = await api(row.pathIn!(bureauIds[other]), {
          method: row.method,
          body: row.body,
          token: tokens[account],
        });
        expect(res.status, `${account} ${row.method} ${row.key} -> ${other}`).toBe(404);
        if (row.method === 'GET' && !row.key.includes('{dossierId}') && !row.noOwnOfficeRead) {
          const mine = await api(row.pathIn!(bureauIds[own]), { token: tokens[account] });
          expect(mine.status, `${account} ${row.key} -> ${own}`).toBe(200);
        }
      }
      // Issue 11 bordereaux: administrator-and-secretariat calls with the office in the path.
      if (SECRETARIAT_ACCOUNTS.includes(account)) {
        for (const row of rowsWith('secretariat').filter((r) => r.pathIn)) {
          const res = await api(row.pathIn!(bureauIds[other]), {
            method: row.method,
            body: row.body,
            token: tokens[account],
          });
          expect(res.status, `${account} ${row.method} ${row.key} -> ${other}`).toBe(404);
        }
      }
    }
    const pirates = await api<{ elements: unknown[] }>(
      `/bureaux/${bureauIds.Argenteuil}/dossiers-patients?du=2024-10-01&au=2024-10-31&q=PIRATE`,
      { token: tokens.admin },
    );
    expect(pirates.body.elements).toEqual([]);
  });

  it('§6 office scope: each account sees exactly its own offices (admin: all); another office is 404', async () => {
    const expected: Record<Account, Office[]> = {
      admin: ['Argenteuil', 'Chartres', 'Paris Nord'],
      secretariatArgenteuil: ['Argenteuil'],
      secretariatParisNord: ['Paris Nord'],
      externeChartres: ['Chartres'],
      medecinArgenteuil: ['Argenteuil'],
      medecinParisNord: ['Paris Nord'],
      psychologueArgenteuil: ['Argenteuil'],
    };
    for (const account of ACCOUNTS) {
      const list = await api<{ nom: Office }[]>('/bureaux', { token: tokens[account] });
      expect(list.body.map((b) => b.nom).sort(), account).toEqual(expected[account]);
      for (const nom of Object.keys(bureauIds) as Office[]) {
        const one = await api(`/bureaux/${bureauIds[nom]}`, { token: tokens[account] });
        expect(one.status, `${account} -> ${nom}`).toBe(expected[account].includes(nom) ? 200 : 404);
      }
    }
  });
});

/**
 * Issue 12: the WebSocket routes of routes.ts. 'jeton': $connect checks the Origin and the token
 * offered as the second sub-protocol; 'connexion': API Gateway (and the local gateway, ws-gateway.ts)
 * runs the route only on a connection $connect accepted (functions/test/local/websocket-gateway.test.ts).
 */
const WS_MATRIX: Record<WsRouteKey, { access: 'jeton' | 'connexion' }> = {
  $connect: { access: 'jeton' },
  $default: { access: 'connexion' },
  $disconnect: { access: 'connexion' },
};

/** The HTTP status of the upgrade: 101 when the socket opened (then closed), else the refusal's. */
function wsUpgrade(token: string | undefined, origin = appUrl()): Promise<number> {
  const url = `${appUrl().replace(/^http/, 'ws')}${REALTIME_PATH}`;
  const ws = new WebSocket(url, token ? [REALTIME_PROTOCOL, token] : [REALTIME_PROTOCOL], { origin });
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      // A frame runs $default on the accepted connection, the close runs $disconnect.
      ws.send('{"action":"ping"}');
      ws.once('close', () => resolve(101));
      ws.close();
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('error', (error) => reject(error));
  });
}

describe('issue 12 — authorization of the WebSocket routes (local runtime, real handlers)', () => {
  it('issue 12: the WebSocket matrix has exactly one row per WebSocket route of routes.ts', () => {
    expect(Object.keys(WS_MATRIX).sort()).toEqual(Object.keys(wsRoutes).sort());
  });

  it('issue 12: $connect accepts a real token and the forged control, from the app origin only', async () => {
    expect(await wsUpgrade(tokens.secretariatArgenteuil)).toBe(101);
    expect(await wsUpgrade(forgedValid)).toBe(101);
    expect(await wsUpgrade(tokens.admin, 'https://pirate.example')).toBe(403);
  });

  it('issue 12: $connect refuses every bad token with 401: no connection, so neither $default nor $disconnect', async () => {
    const rows = Object.entries(WS_MATRIX).filter(([, row]) => row.access === 'jeton');
    expect(rows.map(([key]) => key)).toEqual(['$connect']);
    const results = await inGroups(
      Object.entries(badTokens).map(([name, token]) => async () => ({
        name,
        status: await wsUpgrade(token),
      })),
    );
    expect(results.filter((r) => r.status !== 401)).toEqual([]);
    expect(results).toHaveLength(Object.keys(badTokens).length);
  });
});
