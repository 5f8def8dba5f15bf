// Idempotent creates against DynamoDB Local (docs/data-model.md#idempotency-records): a POST that
// creates, retried with the same Idempotency-Key by the same user, answers the first answer and writes
// nothing; the same key with another body is refused; without the header every POST creates; a key
// belongs to its user; a request that failed leaves no record; the header must be a UUID.
import '../helpers/test-env.ts';
import { PutCommand, ScanCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { entreesConfigurationParDefaut } from '@umj/shared/configuration-defaut';
import { formatDateFr, isoDepuisJour, jourDepuisIso, jourParis } from '@umj/shared/dates';
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import { statutRef, STATUT } from '@umj/shared/statuts-dossier';
import { creerConfiguration } from '../../src/data/configuration.ts';
import { itemDossier } from '../../src/data/dossiers.ts';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import { keys } from '../../src/data/keys.ts';
import { creerEntrees, idEntreeDuBureau, LISTES } from '../../src/data/listes.ts';
import { handler as createBordereau } from '../../src/handlers/bordereaux/create-bordereau.ts';
import { handler as createCommissariat } from '../../src/handlers/commissariats/create-commissariat.ts';
import { handler as createDossier } from '../../src/handlers/dossiers-patients/create-dossier-patient.ts';
import { handler as createUtilisateur } from '../../src/handlers/utilisateurs/create-utilisateur.ts';
import { call, type CallResult } from '../helpers/events.ts';
import { createTestBureau, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('idempotence');

type Connecte = { user: TestUser; token: string };
let bureau: { id: string; nom: string };
let secretariat: Connecte;
let autreSecretariat: Connecte;
let medecin: Connecte;
let admin: Connecte;
let requerant: string;

beforeAll(async () => {
  bureau = await createTestBureau('Argenteuil');
  const now = new Date();
  await creerConfiguration(entreesConfigurationParDefaut([bureau], now), now);
  [secretariat, autreSecretariat, medecin, admin] = await Promise.all([
    signedIn('secretariat', [bureau.id]),
    signedIn('secretariat', [bureau.id]),
    signedIn('medecin', [bureau.id]),
    signedIn('administrateur'),
  ]);
  const iso = now.toISOString();
  requerant = idEntreeDuBureau(bureau.id, randomUUID());
  await creerEntrees(LISTES.requerants, [
    {
      id: requerant,
      nom: 'Parquet de Pontoise',
      bureau: bureau.id,
      type: 'parquet',
      adresse: '',
      siret: '',
      codeService: '',
      notes: '',
      version: 1,
      creeLe: iso,
      modifieLe: iso,
    },
  ]);
});

type Item = Record<string, NativeAttributeValue>;

/** Every item of the test file's table that `garde` keeps. */
async function items(garde: (item: Item) => boolean): Promise<Item[]> {
  const tous: Item[] = [];
  let suivant: Record<string, NativeAttributeValue> | undefined;
  do {
    const page = await ddb.send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: suivant }));
    tous.push(...((page.Items ?? []) as Item[]));
    suivant = page.LastEvaluatedKey;
  } while (suivant);
  return tous.filter(garde);
}

/** The sort key of a record: the handler and the hash of the key (Powertools' sha256, base64). */
const skDe = (handler: string, cle: string) =>
  `${handler}#${createHash('sha256').update(JSON.stringify(cle)).digest('base64')}`;

const enTete = (cle: string | undefined): Record<string, string> =>
  cle === undefined ? {} : { 'Idempotency-Key': cle };

/** A billable file of the office, stored directly (a bordereau bills it). */
let prochainId = 5000;
async function dossierFacturable(): Promise<{ id: number; version: number }> {
  const jour = jourParis(new Date()) - 10;
  prochainId += 1;
  const d = {
    ...dossierPatientSchema.parse({
      id: prochainId,
      nom: `DUPONT Marie ${prochainId}`,
      lieu: 10,
      rendezVousDate: jour,
      rendezVousHeure: 9 * 60,
      examenDate: formatDateFr(jour),
      examenHeure: '09:30',
      examenType: { id: 1, nom: 'ITT', tarif: 8050, tva: true },
      montantHT: 8050,
      montantTVA: 1610,
      requerant: { id: requerant, nom: 'Parquet' },
      requisitionFournie: true,
      requisitionDate: isoDepuisJour(jour - 1),
      requisitionNumero: `REQ-${prochainId}`,
      bureau: { id: bureau.id, nom: '' },
    }),
    statut: statutRef(STATUT.rapportValide),
    version: 1,
    creePar: null,
    bureauId: bureau.id,
  };
  await ddb.send(new PutCommand({ TableName: tableName(), Item: itemDossier(d) }));
  return { id: d.id, version: d.version };
}

/** One create route: how to call it, a new body, and the items one creation of that body writes. */
interface Creation {
  nom: string;
  poster: (body: unknown, token: string, cle?: string) => Promise<CallResult>;
  corps: () => Promise<Record<string, unknown>>;
  auteur: () => Connecte;
  /** Items the created object is (its main item only). */
  crees: (body: Record<string, unknown>) => Promise<Item[]>;
}

const CREATIONS: Creation[] = [
  {
    nom: 'patient file',
    poster: (body, token, cle) =>
      call(createDossier, {
        method: 'POST',
        path: `/bureaux/${bureau.id}/dossiers-patients`,
        pathParameters: { bureauId: bureau.id },
        body,
        token,
        headers: enTete(cle),
      }),
    corps: async () => ({
      nom: `MARTIN ${randomUUID().slice(0, 8)}`,
      lieu: 10,
      rendezVousDate: jourDepuisIso('2026-03-10'),
      rendezVousHeure: 9 * 60,
      examinateur: { id: medecin.user.id, nomComplet: medecin.user.nomComplet },
      montantHT: 8050,
    }),
    auteur: () => secretariat,
    crees: (body) => items((i) => i.SK === 'DOSSIER' && i.nom === body.nom),
  },
  {
    nom: 'bordereau',
    poster: (body, token, cle) =>
      call(createBordereau, {
        method: 'POST',
        path: `/bureaux/${bureau.id}/bordereaux`,
        pathParameters: { bureauId: bureau.id },
        body,
        token,
        headers: enTete(cle),
      }),
    corps: async () => ({ requerantId: requerant, dossiers: [await dossierFacturable()] }),
    auteur: () => secretariat,
    crees: (body) => {
      const [{ id }] = body.dossiers as [{ id: number }];
      return items(
        (i) =>
          i.type === 'Bordereau' && (i.lignes as { dossierId: number }[]).some((l) => l.dossierId === id),
      );
    },
  },
  {
    nom: 'list entry (police station)',
    poster: (body, token, cle) =>
      call(createCommissariat, { method: 'POST', path: '/commissariats', body, token, headers: enTete(cle) }),
    corps: async () => ({
      nom: `Commissariat ${randomUUID().slice(0, 8)}`,
      bureau: bureau.id,
      secteur: '95',
    }),
    auteur: () => secretariat,
    crees: (body) =>
      items((i) => typeof i.SK === 'string' && i.SK.startsWith('ENTREE#') && i.nom === body.nom),
  },
  {
    nom: 'user',
    poster: (body, token, cle) =>
      call(createUtilisateur, { method: 'POST', path: '/utilisateurs', body, token, headers: enTete(cle) }),
    corps: async () => ({
      nomComplet: 'Invité Idempotent',
      adresseEmail: `invite.${randomUUID()}@test.umj.example`,
      role: 'medecin',
      bureauIds: [bureau.id],
    }),
    auteur: () => admin,
    crees: (body) => items((i) => i.SK === 'PROFIL' && i.adresseEmail === body.adresseEmail),
  },
];

describe.each(CREATIONS)('Idempotency-Key on the creation of a $nom', (creation) => {
  it('a retry with the same key answers the first answer (status and body) and creates one item', async () => {
    const body = await creation.corps();
    const cle = randomUUID();
    const { token } = creation.auteur();
    const premier = await creation.poster(body, token, cle);
    expect(premier.statusCode).toBe(201);
    const second = await creation.poster(body, token, cle);
    expect(second.statusCode).toBe(201);
    expect(second.body).toEqual(premier.body);
    expect(second.headers['Idempotent-Replayed']).toBe('true');
    expect(await creation.crees(body)).toHaveLength(1);
  });

  it('the same key with another body is refused (422 naming the header) and writes nothing', async () => {
    const body = await creation.corps();
    const cle = randomUUID();
    const { token } = creation.auteur();
    expect((await creation.poster(body, token, cle)).statusCode).toBe(201);
    const autre = await creation.corps();
    const res = await creation.poster(autre, token, cle);
    expect(res.statusCode).toBe(422);
    expect(res.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'Idempotency-Key' });
    expect(res.body.message).toContain('Idempotency-Key');
    expect(await creation.crees(autre)).toHaveLength(0);
  });
});

describe('Idempotency-Key: what it does not change', () => {
  const dossier = CREATIONS[0]!;
  const commissariat = CREATIONS[2]!;

  it('without the header, the same body posted twice creates two items (behaviour without the header)', async () => {
    const body = await commissariat.corps();
    expect((await commissariat.poster(body, secretariat.token)).statusCode).toBe(201);
    expect((await commissariat.poster(body, secretariat.token)).statusCode).toBe(201);
    expect(await commissariat.crees(body)).toHaveLength(2);
  });

  it('a key belongs to its user: another user sending the same key and body creates its own item', async () => {
    const body = await commissariat.corps();
    const cle = randomUUID();
    const premier = await commissariat.poster(body, secretariat.token, cle);
    const autre = await commissariat.poster(body, autreSecretariat.token, cle);
    expect([premier.statusCode, autre.statusCode]).toEqual([201, 201]);
    expect(autre.body.id).not.toBe(premier.body.id);
    expect(autre.headers['Idempotent-Replayed']).toBeUndefined();
    expect(await commissariat.crees(body)).toHaveLength(2);
  });

  it('a key that is not a UUID is a 400 naming the header, nothing written', async () => {
    const body = await commissariat.corps();
    const res = await commissariat.poster(body, secretariat.token, 'pas-une-cle');
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'Idempotency-Key' });
    expect(res.body.message).toContain('Idempotency-Key');
    expect(await commissariat.crees(body)).toHaveLength(0);
  });

  it('records live in the user partition IDEM#<user> with a TTL (no shared partition)', async () => {
    const body = await commissariat.corps();
    const cle = randomUUID();
    expect((await commissariat.poster(body, autreSecretariat.token, cle)).statusCode).toBe(201);
    const records = await items((i) => i.PK === keys.idempotence(autreSecretariat.user.id));
    expect(records.length).toBeGreaterThanOrEqual(1);
    const maintenant = Date.now() / 1000;
    for (const r of records) {
      expect(r.SK).toMatch(/^commissariats\/create-commissariat#/);
      expect(r.expiresAt).toBeGreaterThan(maintenant);
      expect(r.status).toBe('COMPLETED');
    }
  });

  it('a request that failed keeps no record: its retry with the same key runs again', async () => {
    const bordereau = CREATIONS[1]!;
    const { id } = await dossierFacturable();
    const perime = { requerantId: requerant, dossiers: [{ id, version: 7 }] };
    const cle = randomUUID();
    const premier = await bordereau.poster(perime, secretariat.token, cle);
    expect(premier.body).toMatchObject({ statusCode: 409, code: 'VERSION_CONFLICT' });
    const retry = await bordereau.poster(perime, secretariat.token, cle);
    expect(retry.body).toMatchObject({ statusCode: 409, code: 'VERSION_CONFLICT' });
    const corrige = await bordereau.poster(
      { requerantId: requerant, dossiers: [{ id, version: 1 }] },
      secretariat.token,
      randomUUID(),
    );
    expect(corrige.statusCode).toBe(201);
  });

  it('a retry while the first request with that key still runs is a 409 naming the header', async () => {
    const body = await dossier.corps();
    const cle = randomUUID();
    expect((await dossier.poster(body, secretariat.token, cle)).statusCode).toBe(201);
    // The record as a first request leaves it while it runs (Powertools: sort key <handler>#<hash of the key>).
    const [record] = await items(
      (i) =>
        i.PK === keys.idempotence(secretariat.user.id) &&
        i.SK === skDe('dossiers-patients/create-dossier-patient', cle),
    );
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...record, status: 'INPROGRESS', in_progress_expiration: Date.now() + 60_000 },
      }),
    );
    const res = await dossier.poster(body, secretariat.token, cle);
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS', field: 'Idempotency-Key' });
    expect(await dossier.crees(body)).toHaveLength(1);
  });

  it('two concurrent posts with the same key create one item; each answer is the item or a 409 in progress', async () => {
    const body = await dossier.corps();
    const cle = randomUUID();
    const reponses = await Promise.all([
      dossier.poster(body, secretariat.token, cle),
      dossier.poster(body, secretariat.token, cle),
    ]);
    const creees = reponses.filter((r) => r.statusCode === 201);
    expect(creees.length).toBeGreaterThanOrEqual(1);
    for (const r of reponses.filter((x) => x.statusCode !== 201)) {
      expect(r.body).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_IN_PROGRESS' });
    }
    expect(new Set(creees.map((r) => r.body.id)).size).toBe(1);
    expect(await dossier.crees(body)).toHaveLength(1);
  });
});
