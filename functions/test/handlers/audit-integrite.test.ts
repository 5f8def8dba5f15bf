// Audit trail that holds in front of a court (docs/data-model.md A5–A7): immutable entries written
// once under keys of their own, a change's entry in the change's transaction, digests of the closed
// 5-minute periods in the write-once store, and GET /audit/verification naming each changed, removed or
// inserted entry. DynamoDB Local and the local S3 (s3rver behind the write-once guard of src/local/s3-local.ts) are real;
// entries are tampered with directly in DynamoDB Local, as someone with access to the table would.
import '../helpers/test-env.ts';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isoDepuisJour, jourParis as jourParisDe } from '@umj/shared/dates';
import {
  lireEntreesAudit,
  listerEntreesAuditDuJour,
  ecrireEntreeAudit,
  type AuditEntry,
} from '../../src/data/audit.ts';
import { keys } from '../../src/data/keys.ts';
import { avecAuditDeLaRequete } from '../../src/data/audit-requete.ts';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import { getItem } from '../../src/data/get-item.ts';
import { putFirstVersion, updateVersioned } from '../../src/data/ecriture-versionnee.ts';
import { handler as verifierAudit } from '../../src/handlers/audit/verifier-audit.ts';
import { handler as scellerJourneesAudit } from '../../src/handlers/audit/sceller-journees-audit.ts';
import { handler as creerBureau } from '../../src/handlers/bureaux/create-bureau.ts';
import { handler as listUtilisateurs } from '../../src/handlers/utilisateurs/list-utilisateurs.ts';
import {
  cleCondensatPeriode,
  ecrireCondensatPeriode,
  lireCondensatPeriode,
} from '../../src/lib/adapters/audit-digests.ts';
import {
  calculerCondensat,
  decalerJour,
  jourUtc,
  ORIGINE_CHAINE,
  type Rupture,
} from '../../src/data/audit-periodes.ts';
import { METRIQUE_REFUS_AVANT_AUTHENTIFICATION } from '../../src/lib/http/middleware/audit-trail.ts';
import { VersionConflictError } from '../../src/errors.ts';
import { call, invocationPlanifiee } from '../helpers/events.ts';
import { signedIn } from '../helpers/fixtures.ts';
import { useLocalS3 } from '../helpers/local-s3.ts';
import { useFreshTable } from '../helpers/test-env.ts';

const sceller = invocationPlanifiee('audit/sceller-journees-audit', scellerJourneesAudit);

useFreshTable('audit-integrite');
useLocalS3();

/** Sealing and verifying read hundreds of digests from the local S3: slow on a loaded machine. */
const LENT = 120_000;
const aujourdhui = () => jourUtc(new Date());
const ilYa = (n: number) => decalerJour(aujourdhui(), -n);
let admin: { token: string };

beforeAll(async () => {
  admin = await signedIn('administrateur');
});

afterEach(() => {
  vi.restoreAllMocks();
});

function entree(date: string, i: number): AuditEntry {
  return {
    date,
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

interface Verification {
  integre: boolean;
  ruptures: Rupture[];
  periodes: { periode: string; entrees: number; etat: string }[];
  suivant: string | null;
}

/** Every page of the verification of the Paris days du..au, each call following the previous one's cursor. */
async function pagesVerification(du: string, au = du): Promise<Verification[]> {
  const pages: Verification[] = [];
  let suivant: string | null = null;
  do {
    const res: { statusCode: number; body: Verification } = await call(verifierAudit, {
      query: { du, au, ...(suivant ? { suivant } : {}) },
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    pages.push(res.body);
    suivant = res.body.suivant;
  } while (suivant);
  return pages;
}

/** The verification of the Paris days du..au, page after page, as the screen reads it. */
async function verifier(du: string, au = du): Promise<Omit<Verification, 'suivant'>> {
  const pages = await pagesVerification(du, au);
  return {
    integre: pages.every((p) => p.integre),
    ruptures: pages.flatMap((p) => p.ruptures),
    periodes: pages.flatMap((p) => p.periodes),
  };
}

/** The table key of an entry: its sort key in one of its day's shards. */
async function cleStockee(jour: string, sk: string): Promise<{ PK: string; SK: string }> {
  for (let s = 0; s < 8; s++) {
    if (await getItem({ PK: keys.auditShard(jour, s), SK: sk }))
      return { PK: keys.auditShard(jour, s), SK: sk };
  }
  throw new Error(`entrée ${sk} introuvable`);
}

/** The calls sent from now on that touch audit items (`AUDIT#` keys): writes and reads. */
function appelsAudit(): () => { ecritures: number; lectures: number } {
  const send = vi.spyOn(ddb, 'send');
  return () => {
    const audit = send.mock.calls.map(([c]) => c).filter((c) => JSON.stringify(c.input).includes('AUDIT#'));
    const lecture = (nom: string) => nom === 'QueryCommand' || nom === 'GetCommand';
    return {
      ecritures: audit.filter((c) => !lecture(c.constructor.name)).length,
      lectures: audit.filter((c) => lecture(c.constructor.name)).length,
    };
  };
}

describe('immutable entries, written once, no hot partition', () => {
  it(
    '50 concurrent audited creations all land, each entry written by exactly one call (no read before, no retry loop)',
    async () => {
      const appels = appelsAudit();
      const reponses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call(creerBureau, { method: 'POST', body: { nom: `Concurrent ${i}` }, token: admin.token }),
        ),
      );
      expect(reponses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
      expect(appels()).toEqual({ ecritures: 50, lectures: 0 });
      const { entries } = await listerEntreesAuditDuJour(aujourdhui(), 200);
      const creations = entries.filter((e) => e.action === 'bureaux/create-bureau');
      expect(creations.map((e) => e.cible).sort()).toEqual(
        reponses.map((r) => `BUREAU#${r.body.id as string}`).sort(),
      );
      // A change's entry is written with the change, before the answer: with the status the route answers.
      expect(new Set(creations.map((e) => [e.resultat, e.statusCode].join()))).toEqual(
        new Set(['succès,201']),
      );
      expect(new Set(creations.map((e) => e.id)).size).toBe(50);
    },
    LENT,
  );

  it('a transaction that fails writes neither the change nor its entry (entry too large, refused by DynamoDB)', async () => {
    const cle = { PK: 'TEST#transaction', SK: 'A' };
    const construire = () => ({ ...entree(new Date().toISOString(), 1), cible: 'x'.repeat(420_000) });
    await expect(
      avecAuditDeLaRequete({ ecrite: false, construire }, () =>
        putFirstVersion({ ...cle, version: 1, marque: 'transaction-echouee' }),
      ),
    ).rejects.toThrow();
    expect(await getItem(cle)).toBeUndefined();
    const { entries } = await listerEntreesAuditDuJour(aujourdhui(), 1000);
    expect(entries.filter((e) => e.cible?.startsWith('xxx'))).toEqual([]);
  });

  it('a refused versioned change writes no entry; an accepted one writes exactly one with it', async () => {
    const cle = { PK: 'TEST#versionne', SK: 'A' };
    await putFirstVersion({ ...cle, version: 1, nom: 'avant' });
    const audit = () => ({
      ecrite: false,
      construire: () => ({ ...entree(new Date().toISOString(), 2), cible: 'TEST#versionne' }),
    });
    const refusee = audit();
    await expect(
      avecAuditDeLaRequete(refusee, () =>
        updateVersioned({ key: cle, expectedVersion: 7, changes: { nom: 'x' }, notFoundMessage: 'absent' }),
      ),
    ).rejects.toBeInstanceOf(VersionConflictError);
    expect(refusee.ecrite).toBe(false);
    const acceptee = audit();
    const apres = await avecAuditDeLaRequete(acceptee, () =>
      updateVersioned({ key: cle, expectedVersion: 1, changes: { nom: 'après' }, notFoundMessage: 'absent' }),
    );
    expect(apres).toMatchObject({ ...cle, nom: 'après', version: 2 });
    expect(acceptee.ecrite).toBe(true);
    const { entries } = await listerEntreesAuditDuJour(aujourdhui(), 1000);
    expect(entries.filter((e) => e.cible === 'TEST#versionne')).toHaveLength(1);
  });

  it('a request with a missing or junk token (401) writes no entry: a log line with the per-minute metric', async () => {
    // The logger writes a warning through console.warn (Powertools) or console.error.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await call(listUtilisateurs, { token: 'jeton-bidon' })).statusCode).toBe(401);
    expect((await call(listUtilisateurs, {})).statusCode).toBe(401);
    const { entries } = await listerEntreesAuditDuJour(aujourdhui(), 1000);
    expect(entries.filter((e) => e.action === 'utilisateurs/list-utilisateurs')).toEqual([]);
    const lignes = [...warn.mock.calls, ...error.mock.calls]
      .map(([l]) => String(l))
      .filter((l) => l.includes(METRIQUE_REFUS_AVANT_AUTHENTIFICATION));
    expect(lignes).toHaveLength(2);
    expect(JSON.parse(lignes[0]!)).toMatchObject({ route: 'utilisateurs/list-utilisateurs' });
  });
});

describe('digests of the closed 5-minute periods', () => {
  /** A closed period 40 minutes ago, its entries written, sealed by the scheduled run. */
  async function periodeScellee(n: number) {
    const debut = Date.now() - 40 * 60_000;
    const dates = Array.from({ length: n }, (_, i) =>
      new Date(debut - (debut % 300_000) + i * 1000).toISOString(),
    );
    const ecrites = [];
    for (const [i, date] of dates.entries()) ecrites.push(await ecrireEntreeAudit(entree(date, i)));
    const run = await sceller({ heurePrevue: new Date().toISOString() });
    // The stored day (UTC, the partitions') and the day the verification is asked for (Paris).
    const jourParis = isoDepuisJour(jourParisDe(new Date(dates[0]!)));
    return { jour: dates[0]!.slice(0, 10), jourParis, periode: dates[0]!.slice(0, 16), ecrites, run };
  }

  it(
    'a sealed period verifies; a changed, a removed and an inserted entry are each named',
    async () => {
      const { jour, jourParis, periode, ecrites, run } = await periodeScellee(4);
      expect(run.ecrits).toContain(periode);
      const avant = await verifier(jourParis);
      expect(avant.periodes.find((p) => p.periode === periode)).toEqual({
        periode,
        entrees: 4,
        etat: 'intègre',
      });
      expect(avant.ruptures).toEqual([]);
      const shard = (id: string) => cleStockee(jour, `E#${id}`);
      await ddb.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: await shard(ecrites[1]!.id),
          UpdateExpression: 'SET resultat = :r',
          ExpressionAttributeValues: { ':r': 'refusé' },
        }),
      );
      await ddb.send(new DeleteCommand({ TableName: tableName(), Key: await shard(ecrites[2]!.id) }));
      const inseree = await ecrireEntreeAudit(entree(`${periode}:30.000Z`, 9));
      const apres = await verifier(jourParis);
      expect(apres.integre).toBe(false);
      expect(apres.periodes.find((p) => p.periode === periode)?.etat).toBe('rompu');
      expect(apres.ruptures.map((r) => [r.periode, r.entree, r.nature]).sort()).toEqual(
        [
          [periode, `E#${ecrites[1]!.id}`, 'entrée modifiée'],
          [periode, `E#${ecrites[2]!.id}`, 'entrée manquante'],
          [periode, `E#${inseree.id}`, 'entrée ajoutée'],
        ].sort(),
      );
    },
    LENT,
  );

  it(
    "an entry whose office index (A8) was moved to another office is named as changed: it would show in that office's audit",
    async () => {
      // A period of three hours ago (before the runs above), sealed here as the run seals one.
      const debut = Date.now() - 3 * 3_600_000;
      const date = new Date(debut - (debut % 300_000) + 2000).toISOString();
      const periode = date.slice(0, 16);
      const ecrite = await ecrireEntreeAudit({ ...entree(date, 1), bureauId: 'b-argenteuil' });
      const cle = `E#${ecrite.id}`;
      const [lue] = await lireEntreesAudit(date.slice(0, 10), cle, cle);
      expect(lue!.indexBureau).toBe(`BUREAU#b-argenteuil#AUDIT#${date.slice(0, 10)}`);
      const scelleLe = new Date().toISOString();
      expect(
        await ecrireCondensatPeriode(
          calculerCondensat(periode, [{ cle, hash: lue!.hash! }], ORIGINE_CHAINE, scelleLe),
        ),
      ).toBe('écrit');
      const jourParis = isoDepuisJour(jourParisDe(new Date(date)));
      const sienne = async () => (await verifier(jourParis)).ruptures.filter((r) => r.periode === periode);
      expect(await sienne()).toEqual([]);
      await ddb.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: await cleStockee(date.slice(0, 10), cle),
          UpdateExpression: 'SET GSI1PK = :autre',
          ExpressionAttributeValues: { ':autre': `BUREAU#b-chartres#AUDIT#${date.slice(0, 10)}` },
        }),
      );
      expect((await sienne()).map((r) => [r.entree, r.nature, r.message])).toEqual([
        [
          cle,
          'entrée modifiée',
          `Entrée ${ecrite.id} modifiée : son index de bureau ne correspond plus à son bureau`,
        ],
      ]);
    },
    LENT,
  );

  it(
    'the scheduled run seals each closed period once, chained to the previous; a second run writes nothing',
    async () => {
      await sceller({ heurePrevue: new Date().toISOString() });
      const second = await sceller({ heurePrevue: new Date().toISOString() });
      expect(second.ecrits).toEqual([]);
      expect(second.existants.length).toBeGreaterThanOrEqual(24);
    },
    LENT,
  );
});

describe('GET /audit/verification works in pages, each well within API Gateway’s 29 s', () => {
  it(
    "three days are verified in pages of one day's periods: each page names the next one, together they verify every period once; a forged cursor is a 400",
    async () => {
      const [du, au] = [isoDepuisJour(jourParisDe(new Date()) - 3), isoDepuisJour(jourParisDe(new Date()))];
      const pages = await pagesVerification(du, au);
      // Three whole Paris days and today's closed periods (none yet just after midnight in Paris): at
      // least three pages of 288 periods at most.
      expect(pages.length).toBeGreaterThanOrEqual(3);
      for (const [i, page] of pages.slice(0, -1).entries()) {
        const [premiere, derniere] = [page.periodes[0]?.periode, page.periodes.at(-1)?.periode];
        expect(derniere === undefined || derniere < page.suivant!).toBe(true);
        expect(
          premiere === undefined ||
            Date.parse(`${page.suivant!}Z`) - Date.parse(`${premiere}Z`) <= 288 * 300_000,
        ).toBe(true);
        expect(pages[i + 1]!.periodes.every((p) => p.periode >= page.suivant!)).toBe(true);
      }
      const toutes = pages.flatMap((p) => p.periodes.map((x) => x.periode));
      expect(new Set(toutes).size).toBe(toutes.length);
      const forge = await call(verifierAudit, {
        query: { du, au, suivant: '2000-01-01T00:00' },
        token: admin.token,
      });
      expect([forge.statusCode, forge.body.field, forge.body.message]).toEqual([
        400,
        'suivant',
        'Curseur de pagination invalide',
      ]);
    },
    LENT,
  );
});

describe('the digests are write-once (local stand-in of S3 Object Lock and the bucket policy)', () => {
  it('a digest cannot be overwritten (412), written without If-None-Match (403) or deleted (403)', async () => {
    const periode = `${ilYa(20)}T10:05`;
    const scelleLe = new Date().toISOString();
    const original = calculerCondensat(
      periode,
      [{ cle: `E#${periode}:01.000Z#a`, hash: 'a'.repeat(64) }],
      ORIGINE_CHAINE,
      scelleLe,
    );
    expect(await ecrireCondensatPeriode(original)).toBe('écrit');
    expect(await ecrireCondensatPeriode(calculerCondensat(periode, [], ORIGINE_CHAINE, scelleLe))).toBe(
      'existant',
    );
    const s3 = new S3Client({
      region: 'eu-west-3',
      endpoint: process.env.S3_ENDPOINT!,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const Bucket = process.env.AUDIT_DIGESTS_BUCKET!;
    const Key = cleCondensatPeriode(periode);
    await expect(s3.send(new PutObjectCommand({ Bucket, Key, Body: '{"nombre":0}' }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    await expect(s3.send(new DeleteObjectCommand({ Bucket, Key }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    expect(await lireCondensatPeriode(periode)).toEqual(original);
  });
});

describe('GET /audit/verification: administrators of every office only', () => {
  it('an administrator limited to some offices and a secretary are refused (403): the digests cover every office', async () => {
    const limite = await signedIn('administrateur', ['b-un']);
    const secretariat = await signedIn('secretariat');
    const query = { du: aujourdhui(), au: aujourdhui() };
    for (const token of [limite.token, secretariat.token]) {
      expect((await call(verifierAudit, { query, token })).statusCode).toBe(403);
    }
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
