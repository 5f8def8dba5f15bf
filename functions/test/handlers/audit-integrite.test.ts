// "Audit trail that holds in front of a court": each UTC day's entries are chained by hash,
// appended safely by concurrent requests, sealed daily in a write-once digest store, and
// GET /audit/verification recomputes the chains and reports every break. DynamoDB Local and the local
// S3 (s3rver behind the write-once guard of src/local/s3-local.ts) are real; entries are tampered with
// directly in DynamoDB Local, as someone with access to the table would.
import '../helpers/test-env.ts';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { listAuditByDay, putAuditEntry, type AuditEntry } from '../../src/data/audit.ts';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import { keys } from '../../src/data/keys.ts';
import { handler as verifierAudit } from '../../src/handlers/audit/verifier-audit.ts';
import { handler as sceller } from '../../src/handlers/audit/sceller-journees-audit.ts';
import { handler as creerBureau } from '../../src/handlers/bureaux/create-bureau.ts';
import { cleCondensat, ecrireCondensat, lireCondensat } from '../../src/lib/adapters/audit-digests.ts';
import { decalerJour, jourUtc, ORIGINE_CHAINE, type Rupture } from '../../src/data/audit-chaine.ts';
import { call } from '../helpers/events.ts';
import { signedIn } from '../helpers/fixtures.ts';
import { useLocalS3 } from '../helpers/local-s3.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('audit-integrite');
useLocalS3();

const aujourdhui = () => jourUtc(new Date());
/** A closed day `n` days ago (each scenario has its own day, so their chains never mix; the scheduled
 * run of one test seals the last seven days, the write-once tests use days before them). */
const ilYa = (n: number) => decalerJour(aujourdhui(), -n);
let admin: { token: string };

beforeAll(async () => {
  admin = await signedIn('administrateur');
});

function entree(jour: string, i: number): AuditEntry {
  return {
    date: `${jour}T10:00:${String(i).padStart(2, '0')}.000Z`,
    utilisateurId: 'u-test',
    adresseEmail: 'test@umj.example',
    role: 'administrateur',
    bureauId: null,
    action: 'bureaux/update-bureau',
    methode: 'PATCH',
    chemin: `/bureaux/b${i}`,
    cible: `BUREAU#b${i}`,
    resultat: 'succès',
    statusCode: 200,
    code: null,
    ip: '203.0.113.7',
  };
}

async function remplirJour(jour: string, n: number): Promise<void> {
  for (let i = 1; i <= n; i++) await putAuditEntry(entree(jour, i));
}

async function verifier(du: string, au = du) {
  const res = await call(verifierAudit, { query: { du, au }, token: admin.token });
  expect(res.statusCode).toBe(200);
  return res.body as { integre: boolean; ruptures: Rupture[]; jours: { jour: string; entrees: number }[] };
}

const resume = (ruptures: Rupture[]) => ruptures.map((r) => [r.jour, r.sequence, r.nature]);

describe('the hash chain of each day, appended by concurrent requests', () => {
  it('15 concurrent audited requests leave one unbroken chain of today (sequences 1..n, each entry linked to the previous)', async () => {
    const reponses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        call(creerBureau, { method: 'POST', body: { nom: `Concurrent ${i}` }, token: admin.token }),
      ),
    );
    expect(reponses.map((r) => r.statusCode)).toEqual(Array(15).fill(201));
    const resultat = await verifier(aujourdhui());
    expect(resultat.ruptures).toEqual([]);
    expect(resultat.integre).toBe(true);
    // Every request's entry is in the chain: none was overwritten by a concurrent append.
    const { entries } = await listAuditByDay(aujourdhui(), 200, undefined);
    const cibles = entries.filter((e) => e.action === 'bureaux/create-bureau').map((e) => e.cible);
    expect(cibles.sort()).toEqual(reponses.map((r) => `BUREAU#${r.body.id as string}`).sort());
    expect(entries.map((e) => e.sequence)).toEqual(
      Array.from({ length: entries.length }, (_, i) => entries.length - i),
    );
  });

  it('an entry changed directly in DynamoDB is reported as altered, with its day and sequence', async () => {
    const jour = ilYa(2);
    await remplirJour(jour, 5);
    await sceller({ jour });
    expect((await verifier(jour)).integre).toBe(true);
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.auditEntree(jour, 3),
        UpdateExpression: 'SET resultat = :r, statusCode = :s',
        ExpressionAttributeValues: { ':r': 'refusé', ':s': 403 },
      }),
    );
    const resultat = await verifier(jour);
    expect(resultat.integre).toBe(false);
    expect(resume(resultat.ruptures)).toEqual([[jour, 3, 'entrée modifiée']]);
    expect(resultat.ruptures[0]!.message).toBe(
      'Entrée n° 3 modifiée : son empreinte ne correspond plus à son contenu',
    );
  });

  it('a deleted entry is reported missing; a deleted last entry is caught by the sealed digest', async () => {
    const jour = ilYa(3);
    await remplirJour(jour, 5);
    await sceller({ jour });
    const supprimer = (sequence: number) =>
      ddb.send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.auditEntree(jour, sequence),
        }),
      );
    await supprimer(2);
    expect(resume((await verifier(jour)).ruptures)).toEqual([[jour, 2, 'entrée manquante']]);
    await supprimer(5);
    expect(resume((await verifier(jour)).ruptures)).toEqual([
      [jour, 2, 'entrée manquante'],
      [jour, 5, 'entrée manquante'],
      [jour, null, 'condensat différent'],
    ]);
  });

  it('an entry appended to a sealed day (even with a valid hash) makes the digest differ', async () => {
    const jour = ilYa(4);
    await remplirJour(jour, 3);
    await sceller({ jour });
    await putAuditEntry(entree(jour, 9));
    const resultat = await verifier(jour);
    expect(resume(resultat.ruptures)).toEqual([[jour, null, 'condensat différent']]);
    expect(resultat.ruptures[0]!.message).toContain('ne correspond pas à la chaîne recalculée');
  });

  it('a closed day without a digest is reported; today (not closed) is not', async () => {
    const jour = ilYa(5);
    await remplirJour(jour, 2);
    const resultat = await verifier(jour, aujourdhui());
    expect(resume(resultat.ruptures.filter((r) => r.jour === jour))).toEqual([
      [jour, null, 'condensat manquant'],
    ]);
    expect(resultat.ruptures.filter((r) => r.jour === aujourdhui())).toEqual([]);
  });

  it('the scheduled run seals the closed days once (count, last hash), a second run writes nothing', async () => {
    const jour = ilYa(6);
    await remplirJour(jour, 4);
    const premier = await sceller({ heurePrevue: new Date().toISOString() });
    expect(premier.ecrits).toContain(jour);
    expect(premier.ecrits).not.toContain(aujourdhui());
    const condensat = await lireCondensat(jour);
    expect(condensat).toMatchObject({ jour, nombre: 4 });
    expect(condensat!.dernierHash).toMatch(/^[0-9a-f]{64}$/);
    expect(condensat!.dernierHash).not.toBe(ORIGINE_CHAINE);
    const second = await sceller({ heurePrevue: new Date().toISOString() });
    expect(second.ecrits).toEqual([]);
    expect(second.existants).toContain(jour);
  });
});

describe('the digests are write-once (local stand-in of S3 Object Lock and the bucket policy)', () => {
  it('a digest cannot be overwritten (412), written without If-None-Match (403) or deleted (403)', async () => {
    const jour = ilYa(20);
    const original = { jour, nombre: 1, dernierHash: 'a'.repeat(64), scelleLe: new Date().toISOString() };
    expect(await ecrireCondensat(original)).toBe('écrit');
    expect(await ecrireCondensat({ ...original, nombre: 0, dernierHash: ORIGINE_CHAINE })).toBe('existant');
    const s3 = new S3Client({
      region: 'eu-west-3',
      endpoint: process.env.S3_ENDPOINT!,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const Bucket = process.env.AUDIT_DIGESTS_BUCKET!;
    const Key = cleCondensat(jour);
    await expect(s3.send(new PutObjectCommand({ Bucket, Key, Body: '{"nombre":0}' }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    await expect(s3.send(new DeleteObjectCommand({ Bucket, Key }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    expect(await lireCondensat(jour)).toEqual(original);
  });

  it('two concurrent first writes of one digest: exactly one is written', async () => {
    const jour = ilYa(21);
    const issues = await Promise.all(
      [1, 2, 3].map((nombre) =>
        ecrireCondensat({ jour, nombre, dernierHash: ORIGINE_CHAINE, scelleLe: new Date().toISOString() }),
      ),
    );
    expect(issues.sort()).toEqual(['existant', 'existant', 'écrit']);
  });
});

describe('GET /audit/verification input and access', () => {
  it('an administrator limited to some offices is refused (the chain counts every office)', async () => {
    const limite = await signedIn('administrateur', ['b-un']);
    const res = await call(verifierAudit, {
      query: { du: aujourdhui(), au: aujourdhui() },
      token: limite.token,
    });
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(
      "Seul un administrateur de tous les bureaux peut vérifier l'intégrité du journal d'audit",
    );
  });

  it('French 400s for a missing date, a reversed period and a day past the retention', async () => {
    const sansDebut = await call(verifierAudit, { query: { au: aujourdhui() }, token: admin.token });
    expect([sansDebut.statusCode, sansDebut.body.field]).toEqual([400, 'du']);
    const inverse = await call(verifierAudit, {
      query: { du: aujourdhui(), au: ilYa(1) },
      token: admin.token,
    });
    expect([inverse.statusCode, inverse.body.message]).toEqual([
      400,
      'La date de fin doit suivre la date de début',
    ]);
    const ancien = await call(verifierAudit, { query: { du: ilYa(400), au: ilYa(399) }, token: admin.token });
    expect(ancien.statusCode).toBe(400);
    expect(ancien.body.message).toMatch(
      /^La vérification ne peut pas remonter avant le \d{4}-\d{2}-\d{2} \(durée de conservation du journal : 365 jours\)$/,
    );
  });
});
