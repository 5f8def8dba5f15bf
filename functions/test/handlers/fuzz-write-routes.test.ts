// 'gates that keep every route honest': property-based fuzzing (fast-check) of every write
// route of src/api/routes.ts (POST, PUT, PATCH, DELETE; the list is read from routes.ts, so a new write
// route is fuzzed without touching this file). Any body — random JSON, no body, broken JSON, wrong
// types, huge strings, unknown fields, a valid body with one field broken — and any path parameter,
// from an anonymous caller or a signed-in administrator, secretariat or doctor of the office, gets a
// 2xx or a 4xx whose message is French, never a 5xx; and a 4xx changes nothing in the table (a scan
// before and after, the audit entries and the session activity left aside: they record the refusal).
// In-process against DynamoDB Local (one small table of its own) and s3rver, the real handlers.
// A failure prints its seed: FUZZ_SEED=<seed> reruns the same cases (FUZZ_RUNS: runs per route).
import '../helpers/test-env.ts';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import * as fc from 'fast-check';
import { jourDepuisIso } from '@umj/shared/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from '../../src/api/routes.ts';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import type { LambdaHandler } from '../../src/lib/http/api-handler.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, createTestUser, signedIn } from '../helpers/fixtures.ts';
import { useLocalS3 } from '../helpers/local-s3.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('fuzz-ecritures');
useLocalS3();

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

const WRITE_ROUTES = apiRoutes.filter((r) => r.method !== 'GET');
const key = (r: ApiRoute) => `${r.method} ${r.path}`;

let bureauId: string;
let autreBureauId: string;
let victimeId: string;
const callers: Record<'anonyme' | 'admin' | 'secretariat' | 'medecin', string | undefined> = {
  anonyme: undefined,
  admin: undefined,
  secretariat: undefined,
  medecin: undefined,
};
let medecin: { id: string; nomComplet: string };
const handlers = new Map<string, LambdaHandler>();

beforeAll(async () => {
  bureauId = (await createTestBureau('Fuzz')).id;
  autreBureauId = (await createTestBureau('Fuzz autre')).id;
  victimeId = (await createTestUser('medecin', [bureauId])).id;
  await refreshTokens();
  for (const route of WRITE_ROUTES) {
    const file = new URL(`../../src/handlers/${route.handler}.ts`, import.meta.url);
    const mod = (await import(file.href)) as { handler: LambdaHandler };
    handlers.set(key(route), mod.handler);
  }
});

/** Fresh sessions for each role (a fuzzed logout or password change may have ended one). */
async function refreshTokens(): Promise<void> {
  callers.admin = (await signedIn('administrateur')).token;
  callers.secretariat = (await signedIn('secretariat', [bureauId])).token;
  const m = await signedIn('medecin', [bureauId]);
  callers.medecin = m.token;
  medecin = { id: m.user.id, nomComplet: m.user.nomComplet };
}

const today = () => new Date().toISOString().slice(0, 10);

/** A path parameter a real client would send, by route and name. */
function goodParam(route: ApiRoute, name: string): string {
  if (name === 'bureauId') return bureauId;
  if (name === 'id') {
    if (route.path.startsWith('/utilisateurs')) return victimeId;
    if (route.path.startsWith('/commissariats') || route.path.startsWith('/requerants'))
      return `${bureauId}~fuzz`;
    if (route.path.startsWith('/documents-vierges')) return 'de000000-0000-4000-8000-000000000001';
    return 'fuzz';
  }
  const byName: Record<string, string> = {
    dossierId: '1',
    pieceId: '00000000-0000-4000-8000-000000000000',
    numero: `${today().slice(0, 4)}-0001`,
    jour: today(),
    creneauId: '1',
    examinateurId: medecin.id,
    cle: 'réglages',
  };
  return byName[name] ?? 'fuzz';
}

/**
 * Valid-looking bodies of some routes: the base of the 'one field broken' and 'unknown field' cases.
 * A route without one is fuzzed with the generic bodies only.
 */
const SAMPLES: Record<string, () => Record<string, unknown>> = {
  'POST /auth/login': () => ({ adresseEmail: 'inconnu@fuzz.example', motDePasse: 'Mot-de-passe-2026!' }),
  'POST /auth/signup': () => ({
    nomComplet: 'Compte Fuzz',
    adresseEmail: `fuzz.${Math.random().toString(36).slice(2)}@fuzz.example`,
    motDePasse: 'Mot-de-passe-2026!',
  }),
  'POST /auth/confirm-signup': () => ({ adresseEmail: 'inconnu@fuzz.example', code: '123456' }),
  'POST /auth/forgot-password': () => ({ adresseEmail: 'inconnu@fuzz.example' }),
  'POST /auth/reset-password': () => ({
    adresseEmail: 'inconnu@fuzz.example',
    code: '123456',
    nouveauMotDePasse: 'Mot-de-passe-2027!',
  }),
  'POST /auth/change-password': () => ({ motDePasse: 'faux', nouveauMotDePasse: 'Mot-de-passe-2027!' }),
  'POST /utilisateurs': () => ({
    nomComplet: 'Utilisateur Fuzz',
    adresseEmail: `u.${Math.random().toString(36).slice(2)}@fuzz.example`,
    role: 'medecin',
    bureauIds: [bureauId],
  }),
  'PATCH /utilisateurs/moi': () => ({ telephone: '0102030405', version: 1 }),
  'PATCH /utilisateurs/{id}': () => ({ nomComplet: 'Victime Fuzz', version: 1 }),
  'POST /bureaux': () => ({ nom: `Bureau ${Math.random().toString(36).slice(2, 8)}` }),
  'PATCH /bureaux/{bureauId}': () => ({ nom: 'Fuzz', version: 1 }),
  'DELETE /bureaux': () => ({ ids: [autreBureauId], versions: { [autreBureauId]: 1 } }),
  'POST /bureaux/{bureauId}/logo': () => ({ typeMime: 'image/png' }),
  'PATCH /configuration/{cle}': () => ({ cle: 'réglages', valeur: {}, version: 1 }),
  'POST /commissariats': () => ({ nom: 'Commissariat Fuzz', bureau: bureauId }),
  'PATCH /commissariats/{id}': () => ({ nom: 'Fuzz', version: 1 }),
  'DELETE /commissariats/{id}': () => ({ version: 1 }),
  'POST /requerants': () => ({ nom: 'Requérant Fuzz', bureau: bureauId, type: 'autre' }),
  'PATCH /requerants/{id}': () => ({ nom: 'Fuzz', version: 1 }),
  'DELETE /requerants/{id}': () => ({ version: 1 }),
  'POST /dprapports': () => ({ nom: 'Rapport Fuzz', delaiRemiseJours: 1 }),
  'PATCH /dprapports/{id}': () => ({ nom: 'Fuzz', version: 1 }),
  'DELETE /dprapports/{id}': () => ({ version: 1 }),
  'POST /dprapports/televersement': () => ({
    nomFichier: 'm.pdf',
    typeMime: 'application/pdf',
    tailleEnOctets: 10,
  }),
  'POST /documents-vierges/televersement': () => ({
    nomFichier: 'm.pdf',
    typeMime: 'application/pdf',
    tailleEnOctets: 10,
  }),
  'DELETE /documents-vierges/{id}': () => ({ version: 1 }),
  'POST /bureaux/{bureauId}/dossiers-patients': () => ({
    nom: 'FUZZ',
    rendezVousDate: jourDepuisIso(today()),
    rendezVousHeure: 600,
    examinateur: medecin,
    montantHT: 0,
  }),
  'PATCH /bureaux/{bureauId}/dossiers-patients/{dossierId}': () => ({ nom: 'FUZZ', version: 1 }),
  'POST /bureaux/{bureauId}/dossiers-patients/{dossierId}/statut': () => ({ statut: 90, version: 1 }),
  'POST /bureaux/{bureauId}/dossiers-patients/{dossierId}/pieces': () => ({
    genre: 'document',
    nom: 'fuzz.pdf',
    typeMime: 'application/pdf',
    tailleEnOctets: 10,
  }),
  'DELETE /bureaux/{bureauId}/dossiers-patients/{dossierId}/pieces/{pieceId}': () => ({ version: 1 }),
  'PUT /bureaux/{bureauId}/disponibilites-rv': () => ({
    examinateurId: medecin.id,
    semaine: [],
    exceptions: [],
    version: 0,
  }),
  'PUT /bureaux/{bureauId}/disponibilites-dv/{jour}/{creneauId}/{examinateurId}': () => ({
    choixSecretariat: 40,
    version: 0,
  }),
  'POST /bureaux/{bureauId}/bordereaux': () => ({ requerantId: 'fuzz', dossiers: [{ id: 1, version: 1 }] }),
  'POST /bureaux/{bureauId}/bordereaux/{numero}/annulation': () => ({ version: 1 }),
  'POST /bureaux/{bureauId}/repartitions-paiement/{jour}/recalcul': () => ({ version: 1 }),
};

const HUGE = 'é'.repeat(300_000);
const jsonish = fc.jsonValue({ maxDepth: 3 });
/** Values of the wrong type or shape for any field. */
const wrongValue = fc.oneof(
  jsonish,
  fc.constantFrom(null, true, -1, 0, 1e308, -0.5, '', ' ', HUGE, [], {}, [HUGE], { a: HUGE }, '__proto__'),
  fc.string({ maxLength: 40 }),
  fc.array(fc.string(), { maxLength: 200 }),
);

interface BodyCase {
  kind: string;
  /** The raw request body (undefined: none). */
  raw: string | undefined;
}

function bodyCases(route: ApiRoute): fc.Arbitrary<BodyCase> {
  const json = (kind: string) => (value: unknown) => ({ kind, raw: JSON.stringify(value) });
  const generic: fc.Arbitrary<BodyCase>[] = [
    jsonish.map(json('JSON quelconque')),
    fc.constant({ kind: 'sans corps', raw: undefined }),
    fc
      .constantFrom('{', '{"a":', 'null', '[]', '"x"', '\u0000', '{"__proto__":{"admin":true}}')
      .map((raw) => ({
        kind: 'JSON cassé ou inattendu',
        raw,
      })),
    fc.dictionary(fc.string({ maxLength: 12 }), wrongValue, { maxKeys: 6 }).map(json('objet quelconque')),
  ];
  const sample = SAMPLES[key(route)];
  if (!sample) return fc.oneof(...generic);
  const fields = Object.keys(sample());
  const specific: fc.Arbitrary<BodyCase>[] = [
    fc.constant(null).map(() => json('corps valide')(sample())),
    fc
      .tuple(fc.constantFrom(...fields), wrongValue)
      .map(([field, value]) => json(`champ ${field} cassé`)({ ...sample(), [field]: value })),
    fc
      .tuple(fc.string({ minLength: 1, maxLength: 20 }), wrongValue)
      .filter(([field]) => !fields.includes(field))
      .map(([field, value]) => json(`champ inconnu ${field}`)({ ...sample(), [field]: value })),
    fc
      .constant(null)
      .map(() =>
        json('types inversés')(
          Object.fromEntries(fields.map((f) => [f, typeof sample()[f] === 'string' ? 1 : 'x'])),
        ),
      ),
    fc.constantFrom(...fields).map((field) => json(`champ ${field} absent`)(omit(sample(), field))),
  ];
  return fc.oneof(...generic, ...specific, ...specific);
}

function omit(object: Record<string, unknown>, field: string): Record<string, unknown> {
  const copy = { ...object };
  delete copy[field];
  return copy;
}

/** Path parameters: the real ones mostly, anything (no '/', as API Gateway splits on it) sometimes. */
function pathCases(route: ApiRoute): fc.Arbitrary<Record<string, string>> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const param = (name: string) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(null).map(() => goodParam(route, name)) },
      {
        weight: 1,
        arbitrary: fc.oneof(
          fc.string({ minLength: 1, maxLength: 30 }),
          fc.constantFrom('0', '-1', '99999999999999999999', 'é'.repeat(2000), '..', '%00'),
        ),
      },
    );
  return fc.record(Object.fromEntries(names.map((n) => [n, param(n)])));
}

/**
 * What a refusal itself records, by design, left out of the comparison: the audit entries (every
 * refusal is audited), the session activity (every authenticated call), the 24-hour quota of an
 * address (codes sent and wrong codes are counted, QUOTA#) and the sign-in failure counter
 * and growing delay of a user (a wrong current password counts like a failed sign-in).
 */
const RECORDS_OF_A_REFUSAL = ['AUDIT#', 'SESSION#', 'QUOTA#'];
const FAILURE_COUNTERS = ['echecsConnexion', 'verrouilleJusqua', 'dernierEchec'];

/** The value with the keys of every object in order (a stable text to compare). */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value instanceof Set) return [...value].map(sortedKeys).sort();
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortedKeys((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** Every item of the table but the records of a refusal above. */
async function snapshot(): Promise<string[]> {
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey: start }),
    );
    for (const item of out.Items ?? []) {
      if (RECORDS_OF_A_REFUSAL.some((prefix) => String(item.PK).startsWith(prefix))) continue;
      for (const counter of FAILURE_COUNTERS) delete item[counter];
      items.push(JSON.stringify(sortedKeys(item)));
    }
    start = out.LastEvaluatedKey;
  } while (start);
  return items.sort();
}

/** English words of zod's or JavaScript's own messages: a French message has none of them. */
const ENGLISH =
  /\b(invalid|expected|received|required|unrecognized|must|undefined|cannot|error|too (big|small))\b/i;

describe(`fuzzing of every write route (fast-check, seed ${SEED}, ${RUNS} runs a route)`, () => {
  it('the fuzzed routes are the write routes of routes.ts, each with its handler', () => {
    expect(WRITE_ROUTES.length).toBeGreaterThan(30);
    expect(WRITE_ROUTES.map(key).filter((k) => !handlers.has(k))).toEqual([]);
    // A sample of a route that no longer exists would be silently unused.
    expect(Object.keys(SAMPLES).filter((k) => !WRITE_ROUTES.some((r) => key(r) === k))).toEqual([]);
  });

  for (const route of WRITE_ROUTES) {
    it(`${key(route)} — any body gets a 2xx or a French 4xx, never a 5xx; a 4xx writes nothing`, async () => {
      const handler = handlers.get(key(route))!;
      const caller = fc.constantFrom(...(Object.keys(callers) as (keyof typeof callers)[]));
      await fc.assert(
        fc.asyncProperty(bodyCases(route), pathCases(route), caller, async (body, pathParameters, who) => {
          const before = await snapshot();
          const res = await call(handler, {
            method: route.method,
            path: route.path,
            rawBody: body.raw,
            pathParameters,
            token: callers[who],
          });
          const what = `${key(route)} ${who} ${body.kind} ${JSON.stringify(pathParameters)} -> ${res.statusCode} ${JSON.stringify(res.body)?.slice(0, 300)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const message = (res.body as { message?: unknown } | undefined)?.message;
            expect(typeof message === 'string' && message.trim() !== '', what).toBe(true);
            expect(message, what).not.toMatch(ENGLISH);
            expect(await snapshot(), `${what}: un refus a écrit dans la table`).toEqual(before);
          }
          // A fuzzed sign-out or password change ends that caller's sessions: sign in again.
          if (res.statusCode < 300 && ['auth/logout', 'auth/change-password'].includes(route.handler))
            await refreshTokens();
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    });
  }
});
