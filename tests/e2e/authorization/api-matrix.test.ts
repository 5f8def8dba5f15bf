// 'Authorization on the server for every handler: role group, office, and object' and docs/product-rules.md#access:
// the authorization matrix of the REST API, over HTTP against the local runtime and the real handlers.
// Every private route of functions/src/api/routes.ts has a row (a new route without a row fails) saying
// how to call it; who may call it comes from the access policy (shared/src/acces-api.ts, a route
// without an entry fails): for each demo account, a route the policy refuses is 403, one it allows
// passes the access check, and one in an office the account does not see is 404
// (docs/security.md#access-policy).
// 'gates that keep every route honest': every private REST route is also tried with the tokens
// an attacker could present (anonymous, truncated, expired, revoked by a sign-out, wrong audience, wrong
// issuer, bad signature, `alg: none`, no role: 401 each), and every WebSocket route of routes.ts has a
// row too ($connect refuses the same tokens; $default and $disconnect exist only on a connection that
// $connect accepted).
import { apiRoutes, wsRoutes, type WsRouteKey } from '@umj/functions/api/routes';
import { ACCES_API, accesAutorise, estNomHandlerApi, type AccesApi } from '@umj/shared/acces-api';
import { isoDepuisJour, jourParis } from '@umj/shared/dates';
import { REALTIME_PATH, REALTIME_PROTOCOL } from '@umj/shared/realtime';
import type { Role } from '@umj/shared/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { api, appUrl, DEMO_ACCOUNTS, loginToken } from '../support/app.ts';
import { forgeToken, type ForgedKind } from '../support/tokens.ts';

type Account = keyof typeof DEMO_ACCOUNTS;
type Office = 'Argenteuil' | 'Chartres' | 'Paris Nord';
const ACCOUNTS = Object.keys(DEMO_ACCOUNTS) as Account[];
const tokens = {} as Record<Account, string>;
/** A token of each account whose session its own POST /auth/logout ended. */
const revoked = {} as Record<Account, string>;
const bureauIds = {} as Record<Office, string>;
/** Each account as the server knows it (GET /utilisateurs/moi): the policy's caller. */
const moi = {} as Record<
  Account,
  { role: Role; bureauIds: string[]; bureaux: { id: string; nom: string }[] }
>;
/** The bad tokens every private route must refuse (401), by name. */
const badTokens: Record<string, string | undefined> = {};
/** The control: forged like the bad ones, nothing broken (accepted). */
let forgedValid = '';

beforeAll(async () => {
  for (const account of ACCOUNTS) {
    // Revoked tokens and docs/product-rules.md#access 'session' row: every role may sign itself out (204), and the token
    // of the session it ended is refused afterwards (below). The token kept is of a later sign-in.
    revoked[account] = await loginToken(DEMO_ACCOUNTS[account]);
    const out = await api('/auth/logout', { method: 'POST', token: revoked[account] });
    if (out.status !== 204) throw new Error(`Déconnexion de ${account} : ${out.status}`);
    tokens[account] = await loginToken(DEMO_ACCOUNTS[account]);
    const lu = await api<{ role: Role; bureaux: { id: string; nom: string }[] }>('/utilisateurs/moi', {
      token: tokens[account],
    });
    moi[account] = { ...lu.body, bureauIds: lu.body.bureaux.map((b) => b.id) };
  }
  const all = await api<{ id: string; nom: Office }[]>('/bureaux', { token: tokens.admin });
  for (const b of all.body) bureauIds[b.nom] = b.id;
  // Forged as the administrator (the strongest role): every claim real but the one broken.
  const admin = await api<{ id: string; role: string }>('/utilisateurs/moi', { token: tokens.admin });
  const who = { sub: admin.body.id, role: admin.body.role };
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
/** The audit's days are Paris days: the entries written now are in today's Paris day. */
const aujourdhuiParis = () => isoDepuisJour(jourParis(new Date()));
/** A sign-in of an address no account has: its audit entry names no office. */
const INCONNU = { adresseEmail: `inconnu-${Date.now()}@umj.example`, motDePasse: 'Mauvais-2026!' };
/** An attachment id no file has. */
const PIECE_INCONNUE = '00000000-0000-4000-8000-000000000000';

/**
 * How to call one route: its path (in the demo's Argenteuil office), the same call in another office
 * when the office is in the path, and a body. Who may call comes from the access policy, never from
 * here.
 */
interface Row {
  path: () => string;
  /** Office in the path: the same call in a given office (own office: 200 for a read; other: 404). */
  pathIn?: (bureauId: string) => string;
  /**
   * GET rows that name an object of no one (an unknown number, a station of no office) or whose
   * handler checks the caller's role or object further (a psychologist's duty grid): no own-office 200
   * here, the handler tests check them (functions/test/handlers/).
   */
  noOwnOfficeRead?: true;
  body?: unknown;
}

/** Key: `${method} ${route path}` exactly as in routes.ts. */
const MATRIX: Record<string, Row> = {
  'POST /auth/logout': { path: () => '/auth/logout' },
  'POST /auth/change-password': { path: () => '/auth/change-password' },
  'GET /utilisateurs/moi': { path: () => '/utilisateurs/moi' },
  'GET /utilisateurs': { path: () => '/utilisateurs' },
  'PATCH /utilisateurs/{id}': {
    path: () => '/utilisateurs/inconnu',
    body: { role: 'medecin', bureauIds: [], actif: true, version: 1 },
  },
  'POST /utilisateurs': {
    path: () => '/utilisateurs',
    body: { nomComplet: 'Compte pirate', adresseEmail: 'pirate@umj.example', role: 'medecin', bureauIds: [] },
  },
  'PATCH /utilisateurs/moi': { path: () => '/utilisateurs/moi' },
  'GET /notifications': { path: () => '/notifications' },
  'PATCH /notifications': { path: () => '/notifications' },
  'PATCH /notifications/{id}': { path: () => '/notifications/inconnue' },
  'GET /examinateurs': { path: () => '/examinateurs?statut=tous' },
  'GET /bureaux': { path: () => '/bureaux' },
  'GET /bureaux/{bureauId}': {
    path: () => `/bureaux/${bureauIds.Argenteuil}`,
    pathIn: (b) => `/bureaux/${b}`,
  },
  'POST /bureaux': { path: () => '/bureaux', body: { nom: 'Bureau pirate' } },
  'PATCH /bureaux/{bureauId}': {
    path: () => `/bureaux/${bureauIds.Argenteuil}`,
    body: { nom: 'Renommé', version: 1 },
  },
  'DELETE /bureaux': {
    path: () => '/bureaux',
    body: { ids: [bureauIds.Chartres], versions: { [bureauIds.Chartres]: 1 } },
  },
  'POST /bureaux/{bureauId}/logo': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/logo`,
    body: { typeMime: 'image/png' },
  },
  'GET /configuration': { path: () => '/configuration' },
  'POST /configuration': { path: () => '/configuration', body: [] },
  'PATCH /configuration/{cle}': {
    path: () => `/configuration/${encodeURIComponent('réglages')}`,
    body: { cle: 'réglages', valeur: {} },
  },
  // The audit trail: the office filter is the office of the call (an office-limited administrator
  // reads its offices only, another is 404; the entries read are checked below).
  'GET /audit': {
    path: () => `/audit?du=${aujourdhuiParis()}&au=${aujourdhuiParis()}`,
    pathIn: (b) => `/audit?du=${aujourdhuiParis()}&au=${aujourdhuiParis()}&bureauId=${b}`,
  },
  // The integrity check of the digests: administrators of every office only (they cover every office).
  'GET /audit/verification': {
    path: () => `/audit/verification?du=${aujourdhuiParis()}&au=${aujourdhuiParis()}`,
  },
  // Reference lists (ids of the demo seed, functions/src/seed/demo-listes.ts).
  'GET /commissariats': { path: () => '/commissariats' },
  'POST /commissariats': {
    path: () => '/commissariats',
    body: { nom: 'Commissariat pirate', bureau: bureauIds.Argenteuil },
  },
  'PATCH /commissariats/{id}': {
    path: () => `/commissariats/${bureauIds.Argenteuil}~demo-argenteuil`,
    body: { nom: 'Pirate', version: 1 },
  },
  'DELETE /commissariats/{id}': {
    path: () => `/commissariats/${bureauIds.Argenteuil}~demo-argenteuil`,
    body: { version: 1 },
  },
  'GET /requerants': { path: () => '/requerants' },
  'POST /requerants': {
    path: () => '/requerants',
    body: { nom: 'Requérant pirate', bureau: bureauIds.Argenteuil, type: 'autre' },
  },
  'PATCH /requerants/{id}': {
    path: () => `/requerants/${bureauIds.Argenteuil}~demo-parquet-pontoise`,
    body: { nom: 'Pirate', version: 1 },
  },
  'DELETE /requerants/{id}': {
    path: () => `/requerants/${bureauIds.Argenteuil}~demo-parquet-pontoise`,
    body: { version: 1 },
  },
  'GET /dprapports': { path: () => '/dprapports' },
  'POST /dprapports': {
    path: () => '/dprapports',
    body: { nom: 'Pirate', delaiRemiseJours: 1 },
  },
  'PATCH /dprapports/{id}': {
    path: () => '/dprapports/demo-certificat-itt',
    body: { nom: 'Pirate', version: 1 },
  },
  'DELETE /dprapports/{id}': {
    path: () => '/dprapports/demo-certificat-itt',
    body: { version: 1 },
  },
  'POST /dprapports/televersement': {
    path: () => '/dprapports/televersement',
    body: { nomFichier: 'm.pdf', typeMime: 'application/pdf', tailleEnOctets: 10 },
  },
  'GET /dprapports/{id}/modele': { path: () => '/dprapports/demo-certificat-itt/modele' },
  'GET /documents-vierges': { path: () => '/documents-vierges' },
  'POST /documents-vierges': {
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
    path: () => '/documents-vierges/de000000-0000-4000-8000-000000000001',
    body: { version: 1 },
  },
  'POST /documents-vierges/televersement': {
    path: () => '/documents-vierges/televersement',
    body: { nomFichier: 'm.pdf', typeMime: 'application/pdf', tailleEnOctets: 10 },
  },
  'GET /documents-vierges/{id}/fichier': {
    path: () => '/documents-vierges/de000000-0000-4000-8000-000000000001/fichier',
  },
  // Patient files (office in the path; 999999999: no such file).
  'GET /bureaux/{bureauId}/dossiers-patients': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients?du=${today()}&au=${today()}`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients?du=${today()}&au=${today()}`,
  },
  'POST /bureaux/{bureauId}/dossiers-patients': {
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
  'GET /bureaux/{bureauId}/dossiers-patients/{dossierId}': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients/999999999`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients/999999999`,
  },
  'PATCH /bureaux/{bureauId}/dossiers-patients/{dossierId}': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients/999999999`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients/999999999`,
    body: { nom: 'PIRATE', version: 1 },
  },
  'POST /bureaux/{bureauId}/dossiers-patients/{dossierId}/statut': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients/999999999/statut`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients/999999999/statut`,
    body: { statut: 90, version: 1 },
  },
  'GET /bureaux/{bureauId}/dossiers-patients/{dossierId}/historique': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients/999999999/historique`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients/999999999/historique`,
  },
  // Attachments (pieceId: no such attachment) and examiners' appointment hours.
  'GET /bureaux/{bureauId}/dossiers-patients/{dossierId}/pieces': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients/999999999/pieces`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients/999999999/pieces`,
  },
  'POST /bureaux/{bureauId}/dossiers-patients/{dossierId}/pieces': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients/999999999/pieces`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients/999999999/pieces`,
    body: { genre: 'document', nom: 'pirate.pdf', typeMime: 'application/pdf', tailleEnOctets: 10 },
  },
  'POST /bureaux/{bureauId}/dossiers-patients/{dossierId}/pieces/{pieceId}/fin': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients/999999999/pieces/${PIECE_INCONNUE}/fin`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients/999999999/pieces/${PIECE_INCONNUE}/fin`,
  },
  'PATCH /bureaux/{bureauId}/dossiers-patients/{dossierId}/pieces/{pieceId}': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients/999999999/pieces/${PIECE_INCONNUE}`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients/999999999/pieces/${PIECE_INCONNUE}`,
    body: { description: 'pirate', version: 1 },
  },
  'DELETE /bureaux/{bureauId}/dossiers-patients/{dossierId}/pieces/{pieceId}': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/dossiers-patients/999999999/pieces/${PIECE_INCONNUE}`,
    pathIn: (b) => `/bureaux/${b}/dossiers-patients/999999999/pieces/${PIECE_INCONNUE}`,
    body: { version: 1 },
  },
  'GET /bureaux/{bureauId}/disponibilites-rv': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/disponibilites-rv?du=${today()}&au=${today()}`,
    pathIn: (b) => `/bureaux/${b}/disponibilites-rv?du=${today()}&au=${today()}`,
  },
  'PUT /bureaux/{bureauId}/disponibilites-rv': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/disponibilites-rv`,
    pathIn: (b) => `/bureaux/${b}/disponibilites-rv`,
    body: { examinateurId: 'pirate', semaine: [], exceptions: [], version: 0 },
  },
  'GET /bureaux/{bureauId}/creneaux-suggeres': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/creneaux-suggeres?examinateur=pirate&jour=${today()}`,
    pathIn: (b) => `/bureaux/${b}/creneaux-suggeres?examinateur=pirate&jour=${today()}`,
    noOwnOfficeRead: true,
  },
  // Duty grid: any secretariat and doctors (a psychologist's own-office read is 403 in the
  // handler, checked by functions/test/handlers/disponibilites-dv).
  'GET /bureaux/{bureauId}/disponibilites-dv': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/disponibilites-dv?du=${today()}`,
    pathIn: (b) => `/bureaux/${b}/disponibilites-dv?du=${today()}`,
    noOwnOfficeRead: true,
  },
  'PUT /bureaux/{bureauId}/disponibilites-dv/{jour}/{creneauId}/{examinateurId}': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/disponibilites-dv/${today()}/1/pirate`,
    pathIn: (b) => `/bureaux/${b}/disponibilites-dv/${today()}/1/pirate`,
    body: { choixSecretariat: 40, version: 0 },
  },
  // Visit requests: the doctor on duty (a station of no office: 404 in every office).
  'GET /bureaux/{bureauId}/garde': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/garde?commissariat=pirate`,
    pathIn: (b) => `/bureaux/${b}/garde?commissariat=pirate`,
    noOwnOfficeRead: true,
  },
  // Bordereaux, office in the path; the numbered calls name no bordereau of the demo
  // (functions/test/handlers/bordereaux checks them).
  'GET /bureaux/{bureauId}/bordereaux/facturables': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/bordereaux/facturables?du=${today()}&au=${today()}`,
    pathIn: (b) => `/bureaux/${b}/bordereaux/facturables?du=${today()}&au=${today()}`,
  },
  'GET /bureaux/{bureauId}/bordereaux/alertes': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/bordereaux/alertes`,
    pathIn: (b) => `/bureaux/${b}/bordereaux/alertes`,
  },
  'GET /bureaux/{bureauId}/bordereaux': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/bordereaux`,
    pathIn: (b) => `/bureaux/${b}/bordereaux`,
  },
  'POST /bureaux/{bureauId}/bordereaux': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/bordereaux`,
    pathIn: (b) => `/bureaux/${b}/bordereaux`,
    body: { requerantId: 'pirate', dossiers: [{ id: 999999999, version: 1 }] },
  },
  'GET /bureaux/{bureauId}/bordereaux/{numero}': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/bordereaux/2000-0001`,
    pathIn: (b) => `/bureaux/${b}/bordereaux/2000-0001`,
    noOwnOfficeRead: true,
  },
  'POST /bureaux/{bureauId}/bordereaux/{numero}/annulation': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/bordereaux/2000-0001/annulation`,
    pathIn: (b) => `/bureaux/${b}/bordereaux/2000-0001/annulation`,
    body: { version: 1 },
  },
  'GET /bureaux/{bureauId}/bordereaux/{numero}/pdf': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/bordereaux/2000-0001/pdf`,
    pathIn: (b) => `/bureaux/${b}/bordereaux/2000-0001/pdf`,
    noOwnOfficeRead: true,
  },
  'GET /bureaux/{bureauId}/bordereaux/{numero}/export': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/bordereaux/2000-0001/export?format=json`,
    pathIn: (b) => `/bureaux/${b}/bordereaux/2000-0001/export?format=json`,
    noOwnOfficeRead: true,
  },
  // Accounting and statistics (an examiner gets its own figures, a 403 for another examiner's:
  // functions/test/handlers/comptabilite-statistiques).
  'GET /bureaux/{bureauId}/comptabilite': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/comptabilite?du=${today()}&au=${today()}`,
    pathIn: (b) => `/bureaux/${b}/comptabilite?du=${today()}&au=${today()}`,
  },
  'GET /bureaux/{bureauId}/statistiques': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/statistiques?du=${today()}&au=${today()}`,
    pathIn: (b) => `/bureaux/${b}/statistiques?du=${today()}&au=${today()}`,
  },
  // Payment split: the splits of an office, the recompute of a day.
  'GET /bureaux/{bureauId}/repartitions-paiement': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/repartitions-paiement?du=${today()}&au=${today()}`,
    pathIn: (b) => `/bureaux/${b}/repartitions-paiement?du=${today()}&au=${today()}`,
  },
  'POST /bureaux/{bureauId}/repartitions-paiement/{jour}/recalcul': {
    path: () => `/bureaux/${bureauIds.Argenteuil}/repartitions-paiement/2000-01-03/recalcul`,
    body: { version: 1 },
  },
};

/** The access policy's rule for a row (its route's handler in shared/src/acces-api.ts). */
function accesDe(key: string): AccesApi {
  const route = apiRoutes.find((r) => `${r.method} ${r.path}` === key);
  if (!route || !estNomHandlerApi(route.handler)) throw new Error(`${key} : absent de la politique d'accès`);
  return ACCES_API[route.handler];
}

const ROWS = Object.entries(MATRIX).map(([key, row]) => ({
  key,
  method: key.split(' ')[0] ?? 'GET',
  ...row,
}));
type FullRow = (typeof ROWS)[number];
const allows = (account: Account, row: FullRow) => accesAutorise(accesDe(row.key), moi[account]);
/** The offices of an account as named by the demo (every office for the administrator without office). */
const officesOf = (account: Account): Office[] =>
  moi[account].bureaux.length === 0
    ? (Object.keys(bureauIds) as Office[])
    : moi[account].bureaux.map((b) => b.nom as Office);
/** A path of the row in the caller's own (first) office, or the row's path. */
const ownPath = (account: Account, row: FullRow) =>
  row.pathIn ? row.pathIn(bureauIds[officesOf(account)[0]!]) : row.path();

/** Nothing a refused or failed call could have written: offices, a police station, a pirate file. */
async function expectNothingWritten(): Promise<void> {
  const after = await api<{ nom: string; version: number }[]>('/bureaux', { token: tokens.admin });
  expect(after.body.map((b) => `${b.nom} v${b.version}`).sort()).toEqual([
    'Argenteuil v1',
    'Chartres v1',
    'Paris Nord v1',
  ]);
  const stations = await api<{ id: string; nom: string; version: number }[]>('/commissariats', {
    token: tokens.admin,
  });
  expect(stations.body.find((c) => c.id === `${bureauIds.Argenteuil}~demo-argenteuil`)).toMatchObject({
    nom: "Commissariat d'Argenteuil",
    version: 1,
  });
  const pirates = await api<{ elements: unknown[] }>(
    `/bureaux/${bureauIds.Argenteuil}/dossiers-patients?du=2024-10-01&au=2024-10-31&q=PIRATE`,
    { token: tokens.admin },
  );
  expect(pirates.body.elements).toEqual([]);
}

describe('authorization matrix of the REST API, generated from the access policy (docs/security.md#access-policy)', () => {
  it('the matrix has exactly one row per private route of routes.ts, and every route has an entry in the access policy', () => {
    const privateKeys = apiRoutes.filter((r) => !r.public).map((r) => `${r.method} ${r.path}`);
    expect(Object.keys(MATRIX).sort()).toEqual(privateKeys.sort());
    expect(apiRoutes.filter((r) => !estNomHandlerApi(r.handler)).map((r) => r.handler)).toEqual([]);
    for (const row of ROWS) expect(accesDe(row.key), row.key).not.toBe('public');
  });

  it('the forged control token (nothing broken) is accepted: the 401s below come from the one thing broken', async () => {
    expect((await api('/utilisateurs/moi', { token: forgedValid })).status).toBe(200);
    expect((await api('/utilisateurs', { token: forgedValid })).status).toBe(200);
  });

  it('every private route answers 401 to every bad token (anonymous, truncated, expired, revoked, wrong audience, wrong issuer, bad signature, alg none, no role)', async () => {
    const calls = ROWS.flatMap((row) => {
      const body = row.method === 'GET' ? undefined : (row.body ?? {});
      return Object.entries(badTokens).map(([name, token]) => async () => {
        const res = await api(row.path(), { method: row.method, body, token });
        return { what: `${row.key} jeton ${name}`, status: res.status };
      });
    });
    const results = await inGroups(calls);
    expect(results.filter((r) => r.status !== 401)).toEqual([]);
    expect(results).toHaveLength(ROWS.length * Object.keys(badTokens).length);
  });

  for (const account of ACCOUNTS) {
    it(`${account}: every route the policy refuses it is 403 and changes nothing`, async () => {
      const refused = ROWS.filter((row) => !allows(account, row));
      const results = await inGroups(
        refused.map((row) => async () => {
          const res = await api(row.path(), { method: row.method, body: row.body, token: tokens[account] });
          return { what: `${row.method} ${row.path()}`, status: res.status };
        }),
      );
      expect(results.filter((r) => r.status !== 403)).toEqual([]);
      await expectNothingWritten();
    });

    it(`${account}: every route the policy allows it passes the access check: a read in its own office is 200, a write with an unknown field is refused as input (4xx, neither 401 nor 403), nothing written`, async () => {
      // POST /auth/logout: 204 for every account in beforeAll (its session ended, a later one kept).
      const allowed = ROWS.filter((row) => allows(account, row) && row.key !== 'POST /auth/logout');
      const results = await inGroups(
        allowed
          .filter((row) => row.method !== 'GET' || (!row.noOwnOfficeRead && !row.key.includes('{dossierId}')))
          .map((row) => async () => {
            const write = row.method !== 'GET';
            const res = await api(ownPath(account, row), {
              method: row.method,
              body: write ? { champInconnu: true } : undefined,
              token: tokens[account],
            });
            const ok = write
              ? res.status >= 400 && res.status < 500 && ![401, 403].includes(res.status)
              : res.status === 200;
            return { what: `${row.method} ${ownPath(account, row)} -> ${res.status}`, ok };
          }),
      );
      expect(results.filter((r) => !r.ok)).toEqual([]);
      await expectNothingWritten();
    });
  }

  it('the policy opens to the external secretariat the bordereaux and the payment split of its office, and the requesters to every role', () => {
    const opened = (account: Account) => ROWS.filter((row) => allows(account, row)).map((r) => r.key);
    expect(opened('externeChartres')).toEqual(
      expect.arrayContaining([
        'GET /bureaux/{bureauId}/bordereaux',
        'POST /bureaux/{bureauId}/bordereaux',
        'GET /bureaux/{bureauId}/repartitions-paiement',
        'GET /requerants',
      ]),
    );
    expect(opened('medecinArgenteuil')).toContain('GET /requerants');
    expect(opened('secretariatArgenteuil')).not.toContain('POST /dprapports');
  });

  it('access: a call the policy allows, in an office the caller does not see, is 404 like an unknown office and writes nothing', async () => {
    for (const account of ACCOUNTS.filter((a) => moi[a].bureaux.length > 0)) {
      const other = (Object.keys(bureauIds) as Office[]).find((o) => !officesOf(account).includes(o))!;
      const rows = ROWS.filter((row) => row.pathIn && allows(account, row));
      const results = await inGroups(
        rows.map((row) => async () => {
          const res = await api(row.pathIn!(bureauIds[other]), {
            method: row.method,
            body: row.body,
            token: tokens[account],
          });
          return { what: `${account} ${row.method} ${row.key} -> ${other}`, status: res.status };
        }),
      );
      expect(results.filter((r) => r.status !== 404)).toEqual([]);
    }
    await expectNothingWritten();
  });

  it("access, audit: an administrator of some offices reads by GET /audit the entries of its offices only (not another office's, not those of no office), the verification of the digests is 403 to it", async () => {
    // Entries of today: the sign-ins above (each account's first office), and one of no office.
    expect((await api('/auth/login', { method: 'POST', body: INCONNU })).status).toBe(401);
    type Lue = { bureauId: string | null; adresseEmail: string | null };
    const lire = async (account: Account, filtre: string) => {
      const lus: Lue[] = [];
      let suivant: string | null = null;
      do {
        const page: { status: number; body: { elements: Lue[]; suivant: string | null } } = await api(
          `/audit?du=${aujourdhuiParis()}&au=${aujourdhuiParis()}&limite=200${filtre}${suivant ? `&suivant=${suivant}` : ''}`,
          { token: tokens[account] },
        );
        expect(page.status, `${account} ${filtre}`).toBe(200);
        lus.push(...page.body.elements);
        suivant = page.body.suivant;
      } while (suivant);
      return lus;
    };
    const limite = await lire('adminArgenteuil', '');
    expect(limite.length).toBeGreaterThan(0);
    expect(new Set(limite.map((e) => e.bureauId))).toEqual(new Set([bureauIds.Argenteuil]));
    expect(limite.map((e) => e.adresseEmail)).toContain(DEMO_ACCOUNTS.secretariatArgenteuil);
    // The administrator of every office reads the others: Paris Nord's, and the entry of no office.
    const parisNord = await lire('admin', `&bureauId=${bureauIds['Paris Nord']}`);
    expect(parisNord.map((e) => e.adresseEmail)).toContain(DEMO_ACCOUNTS.secretariatParisNord);
    const sansBureau = await lire('admin', `&utilisateur=${encodeURIComponent(INCONNU.adresseEmail)}`);
    expect(sansBureau.map((e) => e.bureauId)).toEqual([null]);
    expect(await lire('adminArgenteuil', `&utilisateur=${encodeURIComponent(INCONNU.adresseEmail)}`)).toEqual(
      [],
    );
    const autre = await api(
      `/audit?du=${aujourdhuiParis()}&au=${aujourdhuiParis()}&bureauId=${bureauIds['Paris Nord']}`,
      {
        token: tokens.adminArgenteuil,
      },
    );
    expect(autre.status).toBe(404);
    const verification = await api(`/audit/verification?du=${aujourdhuiParis()}&au=${aujourdhuiParis()}`, {
      token: tokens.adminArgenteuil,
    });
    expect(verification.status).toBe(403);
  });

  it('access, office scope: each account sees exactly its own offices (admin: all); another office is 404', async () => {
    const expected: Record<Account, Office[]> = {
      admin: ['Argenteuil', 'Chartres', 'Paris Nord'],
      adminArgenteuil: ['Argenteuil'],
      secretariatArgenteuil: ['Argenteuil'],
      secretariatParisNord: ['Paris Nord'],
      externeChartres: ['Chartres'],
      medecinArgenteuil: ['Argenteuil'],
      medecinParisNord: ['Paris Nord'],
      psychologueArgenteuil: ['Argenteuil'],
    };
    for (const account of ACCOUNTS) {
      expect(officesOf(account).sort(), account).toEqual(expected[account]);
      const list = await api<{ nom: Office }[]>('/bureaux', { token: tokens[account] });
      expect(list.body.map((b) => b.nom).sort(), account).toEqual(expected[account]);
    }
  });
});

/**
 * The WebSocket routes of routes.ts. 'jeton': $connect checks the Origin and the token
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

describe('authorization of the WebSocket routes (local runtime, real handlers)', () => {
  it('the WebSocket matrix has exactly one row per WebSocket route of routes.ts', () => {
    expect(Object.keys(WS_MATRIX).sort()).toEqual(Object.keys(wsRoutes).sort());
  });

  it('$connect accepts a real token and the forged control, from the app origin only', async () => {
    expect(await wsUpgrade(tokens.secretariatArgenteuil)).toBe(101);
    expect(await wsUpgrade(forgedValid)).toBe(101);
    expect(await wsUpgrade(tokens.admin, 'https://pirate.example')).toBe(403);
  });

  it('$connect refuses every bad token with 401: no connection, so neither $default nor $disconnect', async () => {
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
