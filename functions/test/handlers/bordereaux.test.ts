// Bordereaux against DynamoDB Local and the local S3: numbering under concurrent creations
// (pattern O2), the 409 of a file billed meanwhile with nothing written, cancellation (files released,
// number kept and never reused), the transaction limit, the PDF read back, the Chorus Pro export, the
// billable files and billing-limit alerts, docs/product-rules.md#screens/docs/product-rules.md#access role and office refusals, bad input.
import '../helpers/test-env.ts';
import { BatchWriteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOSSIERS_PAR_BORDEREAU, MESSAGE_TROP_DE_DOSSIERS, type Bordereau } from '@umj/shared/bordereaux';
import { eurosImprimes } from '@umj/shared/bordereaux-pdf';
import { centimes } from '@umj/shared/argent';
import { ajouterMois, formatDateFr, isoDepuisJour, jourParis, type Jour } from '@umj/shared/dates';
import { dossierPatientSchema } from '@umj/shared/dossier-patient';
import { statutRef, STATUT, type StatutId } from '@umj/shared/statuts-dossier';
import { listerEntreesAuditDuJour } from '../../src/data/audit.ts';
import { cleBordereau, lireBordereau } from '../../src/data/bordereaux.ts';
import { itemDossier, lireDossier } from '../../src/data/dossiers.ts';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import { creerEntrees, idEntreeDuBureau, LISTES } from '../../src/data/listes.ts';
import { handler as annuler } from '../../src/handlers/bordereaux/annuler-bordereau.ts';
import { handler as creer } from '../../src/handlers/bordereaux/create-bordereau.ts';
import { handler as exporter } from '../../src/handlers/bordereaux/export-bordereau.ts';
import { handler as lirePdf } from '../../src/handlers/bordereaux/get-bordereau-pdf.ts';
import { cibleBordereau } from '../../src/handlers/bordereaux/bordereau-view.ts';
import { handler as lireUn } from '../../src/handlers/bordereaux/get-bordereau.ts';
import { handler as alertes } from '../../src/handlers/bordereaux/list-alertes-facturation.ts';
import { handler as lister } from '../../src/handlers/bordereaux/list-bordereaux.ts';
import { handler as facturables } from '../../src/handlers/bordereaux/list-dossiers-facturables.ts';
import { ecrituresAudit } from '../helpers/audit-ecrit.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { useRealtimeListener } from '../helpers/listes.ts';
import { useLocalS3 } from '../helpers/local-s3.ts';
import { texteAplati } from '../helpers/pdf-texte.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('bordereaux');
useLocalS3();
const realtime = useRealtimeListener();

type Connecte = { user: TestUser; token: string };
let bureauA: { id: string; nom: string };
let bureauB: { id: string; nom: string };
let secretariatA: Connecte;
let secretariatB: Connecte;
let externeA: Connecte;
let medecinA: Connecte;
let admin: Connecte;
let requerantA: string;
let autreRequerantA: string;
let requerantB: string;

const aujourdhui = jourParis(new Date());
const annee = Number(isoDepuisJour(aujourdhui).slice(0, 4));
const ITT = { id: 1, nom: 'ITT', tarif: 8050, tva: true };
const GAV = { id: 2, nom: 'GaV', tarif: 5750, tva: false };
let prochainId = 1000;

/** A file as stored (its item as the handlers write it): billable by default. */
function nouveauDossier(
  bureauId: string,
  requerantId: string,
  valeurs: Record<string, unknown> & { statutId?: StatutId; jour?: Jour } = {},
) {
  const { statutId = STATUT.rapportValide, jour = aujourdhui - 10, ...reste } = valeurs;
  prochainId += 1;
  return {
    ...dossierPatientSchema.parse({
      id: prochainId,
      nom: `DUPONT Marie ${prochainId}`,
      lieu: 10,
      rendezVousDate: jour,
      rendezVousHeure: 9 * 60,
      examenDate: formatDateFr(jour),
      examenHeure: '09:30',
      examenType: ITT,
      montantHT: 8050,
      montantTVA: 1610,
      requerant: { id: requerantId, nom: 'Parquet' },
      requisitionFournie: true,
      requisitionDate: isoDepuisJour(jour - 1),
      requisitionNumero: `REQ-${prochainId}`,
      bureau: { id: bureauId, nom: '' },
      ...reste,
    }),
    statut: statutRef(statutId),
    version: 1,
    creePar: null,
    bureauId,
  };
}
type DossierStocke = ReturnType<typeof nouveauDossier>;

/** Stores one file directly. */
async function dossier(...args: Parameters<typeof nouveauDossier>): Promise<DossierStocke> {
  const d = nouveauDossier(...args);
  await ddb.send(new PutCommand({ TableName: tableName(), Item: itemDossier(d) }));
  return d;
}

/** Stores `n` files of the same values (BatchWriteItem, 25 per call). */
async function plusieursDossiers(
  n: number,
  ...args: Parameters<typeof nouveauDossier>
): Promise<DossierStocke[]> {
  const ds = Array.from({ length: n }, () => nouveauDossier(...args));
  for (let i = 0; i < ds.length; i += 25) {
    let requetes: Record<string, unknown>[] | undefined = ds
      .slice(i, i + 25)
      .map((d) => ({ PutRequest: { Item: itemDossier(d) } }));
    while (requetes && requetes.length > 0) {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requetes } }));
      requetes = out.UnprocessedItems?.[tableName()] as Record<string, unknown>[] | undefined;
    }
  }
  return ds;
}

const creerBordereau = (body: unknown, token = secretariatA.token, bureauId = bureauA.id) =>
  call(creer, {
    method: 'POST',
    path: `/bureaux/${bureauId}/bordereaux`,
    pathParameters: { bureauId: bureauId },
    body,
    token,
  });
const corps = (requerantId: string, dossiers: { id: number; version: number }[]) => ({
  requerantId,
  dossiers: dossiers.map((d) => ({ id: d.id, version: d.version })),
});
const un = (numero: string, token = secretariatA.token, bureauId = bureauA.id) =>
  call(lireUn, {
    path: `/bureaux/${bureauId}/bordereaux/${numero}`,
    pathParameters: { bureauId: bureauId, numero },
    token,
  });
const annulerBordereau = (numero: string, body: unknown, token = secretariatA.token, bureauId = bureauA.id) =>
  call(annuler, {
    method: 'POST',
    path: `/bureaux/${bureauId}/bordereaux/${numero}/annulation`,
    pathParameters: { bureauId: bureauId, numero },
    body,
    token,
  });

beforeAll(async () => {
  bureauA = await createTestBureau('Argenteuil');
  bureauB = await createTestBureau('Chartres');
  [secretariatA, secretariatB, externeA, medecinA, admin] = await Promise.all([
    signedIn('secretariat', [bureauA.id]),
    signedIn('secretariat', [bureauB.id]),
    signedIn('secretariat-externe', [bureauA.id]),
    signedIn('medecin', [bureauA.id]),
    signedIn('administrateur'),
  ]);
  const now = new Date().toISOString();
  const entree = (bureauId: string, nom: string, codeService: string) => ({
    id: idEntreeDuBureau(bureauId, randomUUID()),
    nom,
    bureau: bureauId,
    type: 'parquet',
    adresse: '3 rue Victor Hugo, 95300 Pontoise',
    siret: '44306184100047',
    codeService,
    notes: '',
    version: 1,
    creeLe: now,
    modifieLe: now,
  });
  const [ra, ra2] = [
    entree(bureauA.id, 'Parquet de Pontoise', 'SJ-95'),
    entree(bureauA.id, 'Gendarmerie', ''),
  ];
  const rb = entree(bureauB.id, 'Parquet de Chartres', '');
  await creerEntrees(LISTES.requerants, [ra, ra2]);
  await creerEntrees(LISTES.requerants, [rb]);
  [requerantA, autreRequerantA, requerantB] = [ra.id, ra2.id, rb.id];
});

describe('POST /bureaux/{bureauId}/bordereaux (pattern O2)', () => {
  it('10 concurrent creations in one office: distinct consecutive numbers from 0001, each file billed once', async () => {
    const bureau = await createTestBureau('Pontoise');
    const secretaire = await signedIn('secretariat', [bureau.id]);
    const now = new Date().toISOString();
    const requerant = idEntreeDuBureau(bureau.id, randomUUID());
    await creerEntrees(LISTES.requerants, [
      {
        id: requerant,
        nom: 'Tribunal',
        bureau: bureau.id,
        type: 'tribunal-judiciaire',
        adresse: '',
        siret: '',
        codeService: '',
        notes: '',
        version: 1,
        creeLe: now,
        modifieLe: now,
      },
    ]);
    const dossiers = await plusieursDossiers(10, bureau.id, requerant);
    const reponses = await Promise.all(
      dossiers.map((d) => creerBordereau(corps(requerant, [d]), secretaire.token, bureau.id)),
    );
    expect(reponses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const numeros = reponses.map((r) => r.body.numero).sort();
    expect(numeros).toEqual(
      Array.from({ length: 10 }, (_, i) => `${annee}-${String(i + 1).padStart(4, '0')}`),
    );
    for (const r of reponses) {
      expect(r.body.lignes).toHaveLength(1);
      const stocke = await lireDossier(bureau.id, r.body.lignes[0]!.dossierId);
      expect(stocke?.bordereauNumero).toBe(r.body.numero);
      expect(stocke?.version).toBe(2);
    }
  });

  it('201: the bordereau with its lines (initials only), totals reconciling to the cent, files billed', async () => {
    const d1 = await dossier(bureauA.id, requerantA);
    const d2 = await dossier(bureauA.id, requerantA, { examenType: GAV, montantHT: 5750, montantTVA: 0 });
    const listen = await realtime.listen(secretariatA.token);
    const r = await creerBordereau(corps(requerantA, [d1, d2]));
    expect(r.statusCode).toBe(201);
    expect(r.body).toMatchObject({
      bureauId: bureauA.id,
      annee,
      statut: 'emis',
      version: 1,
      totalHT: 8050 + 5750,
      totalTVA: 1610,
      totalTTC: 8050 + 5750 + 1610,
      requerant: {
        id: requerantA,
        nom: 'Parquet de Pontoise',
        siret: '44306184100047',
        codeService: 'SJ-95',
      },
      creePar: { id: secretariatA.user.id, nomComplet: secretariatA.user.nomComplet },
      annuleLe: null,
    });
    expect(r.body.numero).toMatch(new RegExp(`^${annee}-\\d{4}$`));
    expect(r.body.lignes[0]).toMatchObject({
      dossierId: d1.id,
      dossierVersion: 2,
      nom: 'D. M. ' + String(d1.id).charAt(0) + '.',
      requisitionNumero: d1.requisitionNumero,
      requisitionDate: d1.requisitionDate,
      examenDate: isoDepuisJour(aujourdhui - 10),
      examenType: { id: 1, nom: 'ITT' },
      montantTTC: 9660,
    });
    expect(JSON.stringify(r.body)).not.toContain('DUPONT');
    expect((await lireDossier(bureauA.id, d2.id))?.bordereauNumero).toBe(r.body.numero);
    expect(await lireBordereau(bureauA.id, r.body.numero)).toEqual(r.body);
    const messages = await listen();
    expect(messages.map((m) => `${m.table}:${m.operation}`)).toEqual(
      expect.arrayContaining(['Bordereau:INSERT', 'DossierPatient:MODIFY']),
    );
  });

  it("the creation's audit entry is written in the bordereau's own transaction, names the new bordereau and carries the answer's status (201)", async () => {
    const d = await dossier(bureauA.id, requerantA);
    const { resultat, avecLeChangement, seules } = await ecrituresAudit(() =>
      creerBordereau(corps(requerantA, [d])),
    );
    expect(resultat.statusCode).toBe(201);
    expect(seules).toEqual([]);
    expect(avecLeChangement).toEqual([
      expect.objectContaining({
        action: 'bordereaux/create-bordereau',
        cible: cibleBordereau(bureauA.id, resultat.body.numero),
        champs: ['bordereauNumero'],
        resultat: 'succès',
        statusCode: 201,
      }),
    ]);
  });

  it('two secretaries bill one file at once: one 201, one 409 VERSION_CONFLICT, nothing of the loser written', async () => {
    const commun = await dossier(bureauA.id, requerantA);
    const autre = await dossier(bureauA.id, requerantA);
    const [r1, r2] = await Promise.all([
      creerBordereau(corps(requerantA, [commun])),
      creerBordereau(corps(requerantA, [autre, commun])),
    ]);
    const gagnant = r1.statusCode === 201 ? r1 : r2;
    const perdant = r1.statusCode === 201 ? r2 : r1;
    expect([gagnant.statusCode, perdant.statusCode]).toEqual([201, 409]);
    expect(perdant.body.code).toBe('VERSION_CONFLICT');
    const rang = Number(gagnant.body.numero.slice(5));
    // Nothing of the losing bordereau: no item under the next number, its other file untouched (when
    // it was the second request), and the next creation takes the very next number.
    expect(await lireBordereau(bureauA.id, `${annee}-${String(rang + 1).padStart(4, '0')}`)).toBeUndefined();
    if (gagnant === r1)
      expect(await lireDossier(bureauA.id, autre.id)).toMatchObject({ version: 1, bordereauNumero: null });
    const suivant = await dossier(bureauA.id, requerantA);
    const r3 = await creerBordereau(corps(requerantA, [suivant]));
    expect(r3.body.numero).toBe(`${annee}-${String(rang + 1).padStart(4, '0')}`);
    // A file billed meanwhile, sent at the version read before: 409, its bordereau unchanged.
    const tard = await creerBordereau(corps(requerantA, [commun]));
    expect(tard.statusCode).toBe(409);
    expect((await lireDossier(bureauA.id, commun.id))?.bordereauNumero).toBe(gagnant.body.numero);
  });

  it(`a bordereau bills up to ${MAX_DOSSIERS_PAR_BORDEREAU} files in its one transaction; one more is a 400 naming the maximum`, async () => {
    const dossiers = await plusieursDossiers(MAX_DOSSIERS_PAR_BORDEREAU + 1, bureauA.id, autreRequerantA);
    const trop = await creerBordereau(corps(autreRequerantA, dossiers));
    expect(trop.statusCode).toBe(400);
    expect(trop.body).toMatchObject({ field: 'dossiers', message: MESSAGE_TROP_DE_DOSSIERS });
    expect(trop.body.message).toContain('97');
    const max = await creerBordereau(corps(autreRequerantA, dossiers.slice(0, MAX_DOSSIERS_PAR_BORDEREAU)));
    expect(max.statusCode).toBe(201);
    expect(max.body.lignes).toHaveLength(MAX_DOSSIERS_PAR_BORDEREAU);
    expect(max.body.totalTTC).toBe(MAX_DOSSIERS_PAR_BORDEREAU * 9660);
    expect((await lireDossier(bureauA.id, dossiers[96]!.id))?.bordereauNumero).toBe(max.body.numero);
    expect((await lireDossier(bureauA.id, dossiers[97]!.id))?.bordereauNumero).toBeNull();
  });

  it(`docs/api.md states the one limit the API applies, ${MAX_DOSSIERS_PAR_BORDEREAU} files, where shared/ holds it`, () => {
    const doc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    const ligne = doc.split('\n').find((l) => l.startsWith('| POST | `/bureaux/{bureauId}/bordereaux` |'));
    expect(ligne).toContain(
      `(1–${MAX_DOSSIERS_PAR_BORDEREAU} files: \`MAX_DOSSIERS_PAR_BORDEREAU\` of \`shared/src/bordereaux.ts\`)`,
    );
    // Every count of a bordereau's files the page gives is that one.
    const comptes = [...doc.matchAll(/(?:1–|More than )(\d+) files/g)].map((m) => Number(m[1]));
    expect(comptes.length).toBeGreaterThanOrEqual(2);
    expect(new Set(comptes)).toEqual(new Set([MAX_DOSSIERS_PAR_BORDEREAU]));
  });

  it('bad input: French messages naming the field, nothing written', async () => {
    const d = await dossier(bureauA.id, requerantA);
    const cas: [unknown, string, string][] = [
      [{ dossiers: [{ id: d.id, version: 1 }] }, 'requerantId', 'Veuillez choisir un requérant'],
      [{ requerantId: requerantA, dossiers: [] }, 'dossiers', 'Veuillez choisir au moins un dossier'],
      [{ requerantId: requerantA, dossiers: [{ id: d.id }] }, 'dossiers.0.version', 'Version manquante'],
      [
        { requerantId: requerantA, dossiers: [d, d].map((x) => ({ id: x.id, version: 1 })) },
        'dossiers',
        'Un même dossier figure deux fois dans le bordereau',
      ],
      [corps(requerantB, [d]), 'requerantId', "Ce requérant n'existe pas dans ce bureau"],
      [{ ...corps(requerantA, [d]), pirate: 1 }, 'pirate', 'Champ inconnu : pirate'],
      [
        corps(autreRequerantA, [d]),
        'dossiers.0',
        `Dossier n° ${d.id} : Ce dossier n'est pas de ce requérant`,
      ],
    ];
    for (const [body, field, message] of cas) {
      const r = await creerBordereau(body);
      expect(r.statusCode, field).toBe(400);
      expect(r.body, field).toMatchObject({ field, message });
    }
    const enCours = await dossier(bureauA.id, requerantA, { statutId: STATUT.rapportEnCours });
    const refus = await creerBordereau(corps(requerantA, [d, enCours]));
    expect(refus.body).toMatchObject({ statusCode: 400, field: 'dossiers.1' });
    expect(refus.body.message).toContain("n'est pas validé");
    expect(await lireDossier(bureauA.id, d.id)).toMatchObject({ version: 1, bordereauNumero: null });
    const inconnu = await creerBordereau(corps(requerantA, [{ id: 999_999, version: 1 }]));
    expect(inconnu.statusCode).toBe(404);
    const perime = await creerBordereau(corps(requerantA, [{ id: d.id, version: 3 }]));
    expect(perime.body.code).toBe('VERSION_CONFLICT');
  });
});

describe('cancellation, list, one bordereau (O1, O3)', () => {
  it('cancel: files released (billable again), number kept and marked cancelled, never reused', async () => {
    const d1 = await dossier(bureauA.id, requerantA);
    const d2 = await dossier(bureauA.id, requerantA);
    const cree = await creerBordereau(corps(requerantA, [d1, d2]));
    const numero = cree.body.numero;
    const perime = await annulerBordereau(numero, { version: 2 });
    expect(perime.body.code).toBe('VERSION_CONFLICT');
    const r = await annulerBordereau(numero, { version: 1 });
    expect(r.statusCode).toBe(200);
    expect(r.body).toMatchObject({
      numero,
      statut: 'annule',
      version: 2,
      annulePar: { id: secretariatA.user.id },
    });
    expect(r.body.annuleLe).not.toBeNull();
    expect(r.body.lignes).toHaveLength(2);
    for (const d of [d1, d2])
      expect(await lireDossier(bureauA.id, d.id)).toMatchObject({ version: 3, bordereauNumero: null });
    expect((await un(numero)).body).toMatchObject({ statut: 'annule', version: 2 });
    const encore = await annulerBordereau(numero, { version: 2 });
    expect(encore.body).toMatchObject({ statusCode: 400, message: 'Ce bordereau est déjà annulé' });
    // The released files are billed again under the next number, the cancelled one is not reused.
    const refacture = await creerBordereau(
      corps(
        requerantA,
        [d1, d2].map((d) => ({ id: d.id, version: 3 })),
      ),
    );
    expect(refacture.statusCode).toBe(201);
    expect(Number(refacture.body.numero.slice(5))).toBe(Number(numero.slice(5)) + 1);
    const liste = await call(lister, {
      path: `/bureaux/${bureauA.id}/bordereaux`,
      pathParameters: { bureauId: bureauA.id },
      query: { annee: String(annee) },
      token: secretariatA.token,
    });
    expect(liste.statusCode).toBe(200);
    const elements = liste.body.elements as { numero: string; statut: string; nombreDossiers: number }[];
    expect(elements[0]!.numero).toBe(refacture.body.numero);
    expect(elements.map((e) => e.numero)).toEqual([...elements.map((e) => e.numero)].sort().reverse());
    expect(elements.find((e) => e.numero === numero)).toMatchObject({ statut: 'annule', nombreDossiers: 2 });
    expect(elements[0]).not.toHaveProperty('lignes');
    const autreAnnee = await call(lister, {
      pathParameters: { bureauId: bureauA.id },
      query: { annee: String(annee - 1) },
      token: secretariatA.token,
    });
    expect(autreAnnee.body.elements).toEqual([]);
  });

  it('404 for an unknown number; 400 for what is not a number', async () => {
    expect((await un(`${annee}-9999`)).statusCode).toBe(404);
    expect((await un('abc')).body).toMatchObject({
      statusCode: 400,
      field: 'numero',
      message: 'Numéro de bordereau invalide',
    });
  });
});

describe('PDF and Chorus Pro export', () => {
  let bordereau: Bordereau;
  beforeAll(async () => {
    const d1 = await dossier(bureauA.id, requerantA, { requisitionNumero: 'PV 2026/00123' });
    const d2 = await dossier(bureauA.id, requerantA, { examenType: GAV, montantHT: 5750, montantTVA: 0 });
    bordereau = (await creerBordereau(corps(requerantA, [d1, d2]))).body;
  });

  it('GET .../pdf: a presigned link to the PDF made in the Lambda; its text holds the number, requisitions, initials and totals', async () => {
    const r = await call(lirePdf, {
      pathParameters: { bureauId: bureauA.id, numero: bordereau.numero },
      token: secretariatA.token,
    });
    expect(r.statusCode).toBe(200);
    expect(r.body).toMatchObject({ expiresIn: 300, nomFichier: `bordereau-${bordereau.numero}.pdf` });
    const fichier = await fetch(r.body.url as string);
    expect(fichier.status).toBe(200);
    const pdf = Buffer.from(await fichier.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const texte = texteAplati(pdf);
    for (const attendu of [
      `Bordereau de frais de justice n° ${bordereau.numero}`,
      'Argenteuil',
      'Parquet de Pontoise',
      'SIRET : 44306184100047',
      'Code service : SJ-95',
      'PV 2026/00123',
      bordereau.lignes[0]!.nom,
      'ITT',
      'GaV',
      `Total HT ${eurosImprimes(centimes(8050 + 5750)).replace(/\u00a0/g, ' ')}`,
      `Total TVA ${eurosImprimes(centimes(1610)).replace(/\u00a0/g, ' ')}`,
      `Total TTC ${eurosImprimes(centimes(15410)).replace(/\u00a0/g, ' ')}`,
    ]) {
      expect(texte).toContain(attendu);
    }
    expect(texte).not.toContain('DUPONT');
    expect(texte).not.toContain('ANNULÉ');
  });

  it('GET .../export: JSON (cents) and CSV (BOM, ";", euros with a decimal comma) with the requester identifiers', async () => {
    const json = await call(exporter, {
      pathParameters: { bureauId: bureauA.id, numero: bordereau.numero },
      query: { format: 'json' },
      token: secretariatA.token,
    });
    expect(json.body).toMatchObject({
      numeroBordereau: bordereau.numero,
      devise: 'EUR',
      destinataire: { siret: '44306184100047', codeService: 'SJ-95', nom: 'Parquet de Pontoise' },
      totalHT: 13800,
      totalTTC: 15410,
    });
    expect(json.body.lignes[0]).toMatchObject({
      numeroRequisition: 'PV 2026/00123',
      montantHT: 8050,
      montantTVA: 1610,
    });
    const csv = await call(exporter, {
      pathParameters: { bureauId: bureauA.id, numero: bordereau.numero },
      query: { format: 'csv' },
      token: secretariatA.token,
    });
    expect(csv.body.nomFichier).toBe(`chorus-${bordereau.numero}.csv`);
    const texte = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await (await fetch(csv.body.url as string)).arrayBuffer(),
    );
    expect(texte.startsWith('\ufeffNuméro de bordereau;')).toBe(true);
    const lignes = texte.trim().split('\r\n');
    expect(lignes).toHaveLength(3);
    expect(lignes[1]).toContain(';PV 2026/00123;');
    expect(lignes[1]!.endsWith(';80,50;16,10;96,60')).toBe(true);
    const mauvais = await call(exporter, {
      pathParameters: { bureauId: bureauA.id, numero: bordereau.numero },
      query: { format: 'xlsx' },
      token: secretariatA.token,
    });
    expect(mauvais.body).toMatchObject({ statusCode: 400, field: 'format' });
  });

  it('reads of a bordereau (JSON, PDF, export) are audited like the reads of a file, with the bordereau as target', async () => {
    const lecteur = await signedIn('secretariat', [bureauA.id]);
    const params = {
      pathParameters: { bureauId: bureauA.id, numero: bordereau.numero },
      token: lecteur.token,
    };
    expect((await un(bordereau.numero, lecteur.token)).statusCode).toBe(200);
    expect((await call(lirePdf, params)).statusCode).toBe(200);
    expect((await call(exporter, { ...params, query: { format: 'json' } })).statusCode).toBe(200);
    const jour = new Date().toISOString().slice(0, 10);
    const { entries } = await listerEntreesAuditDuJour(jour, 1000, undefined);
    const lectures = entries.filter(
      (e) => e.utilisateurId === lecteur.user.id && e.action.startsWith('bordereaux/'),
    );
    expect(lectures.map((e) => e.action).sort()).toEqual([
      'bordereaux/export-bordereau',
      'bordereaux/get-bordereau',
      'bordereaux/get-bordereau-pdf',
    ]);
    for (const e of lectures) {
      expect(e).toMatchObject({
        cible: cibleBordereau(bureauA.id, bordereau.numero),
        bureauId: bureauA.id,
        resultat: 'succès',
        statusCode: 200,
      });
    }
  });
});

describe('billable files and billing-limit alerts', () => {
  it('GET .../facturables: only the billable files of that requester in the period', async () => {
    const jour = aujourdhui - 200;
    const oui = await dossier(bureauA.id, requerantA, { jour });
    await dossier(bureauA.id, requerantA, { jour, statutId: STATUT.examine });
    await dossier(bureauA.id, requerantA, { jour, requisitionFournie: false });
    await dossier(bureauA.id, requerantA, { jour, bordereauNumero: `${annee}-0001` });
    const autre = await dossier(bureauA.id, autreRequerantA, { jour });
    await dossier(bureauA.id, requerantA, { jour: jour - 40 });
    const r = await call(facturables, {
      pathParameters: { bureauId: bureauA.id },
      query: { requerant: requerantA, du: isoDepuisJour(jour - 5), au: isoDepuisJour(jour + 5) },
      token: secretariatA.token,
    });
    expect(r.statusCode).toBe(200);
    expect((r.body.elements as { id: number }[]).map((d) => d.id)).toEqual([oui.id]);
    const tous = await call(facturables, {
      pathParameters: { bureauId: bureauA.id },
      query: { du: isoDepuisJour(jour - 5), au: isoDepuisJour(jour + 5) },
      token: secretariatA.token,
    });
    expect((tous.body.elements as { id: number }[]).map((d) => d.id).sort()).toEqual(
      [oui.id, autre.id].sort(),
    );
    const long = await call(facturables, {
      pathParameters: { bureauId: bureauA.id },
      query: { du: isoDepuisJour(jour - 400), au: isoDepuisJour(jour) },
      token: secretariatA.token,
    });
    expect(long.body).toMatchObject({ statusCode: 400, field: 'au' });
  });

  it('GET .../alertes: validated unbilled files from 11 months (proche) and past 12 months (depassee)', async () => {
    const proche = await dossier(bureauB.id, requerantB, { jour: ajouterMois(aujourdhui, -11) - 3 });
    const depassee = await dossier(bureauB.id, requerantB, { jour: ajouterMois(aujourdhui, -12) - 3 });
    await dossier(bureauB.id, requerantB, { jour: ajouterMois(aujourdhui, -10) });
    await dossier(bureauB.id, requerantB, {
      jour: ajouterMois(aujourdhui, -11) - 5,
      bordereauNumero: `${annee}-0001`,
    });
    await dossier(bureauB.id, requerantB, {
      jour: ajouterMois(aujourdhui, -11) - 5,
      statutId: STATUT.annule,
    });
    const r = await call(alertes, { pathParameters: { bureauId: bureauB.id }, token: secretariatB.token });
    expect(r.statusCode).toBe(200);
    const parId = Object.fromEntries(
      (r.body.elements as { dossier: { id: number }; etat: string }[]).map((a) => [a.dossier.id, a.etat]),
    );
    expect(parId).toEqual({ [proche.id]: 'proche', [depassee.id]: 'depassee' });
  });
});

describe('roles and offices (screens: /secretariat/bordereau is for any secretariat; access office scope)', () => {
  it('the external secretariat lists, creates and reads the bordereaux of its office (200/201); another office is 404 like an unknown one', async () => {
    const d = await dossier(bureauA.id, requerantA);
    const l = await call(lister, { pathParameters: { bureauId: bureauA.id }, token: externeA.token });
    expect(l.statusCode).toBe(200);
    const r = await creerBordereau(corps(requerantA, [d]), externeA.token);
    expect(r.statusCode).toBe(201);
    expect((await un(r.body.numero, externeA.token)).statusCode).toBe(200);
    const pdf = await call(lirePdf, {
      pathParameters: { bureauId: bureauA.id, numero: r.body.numero },
      token: externeA.token,
    });
    expect(pdf.statusCode).toBe(200);
    const ailleurs = await call(lister, { pathParameters: { bureauId: bureauB.id }, token: externeA.token });
    expect(ailleurs.body).toMatchObject({ statusCode: 404, message: 'Bureau introuvable' });
  });

  it('examiners: 403; another office: 404; an administrator without office: allowed', async () => {
    const d = await dossier(bureauA.id, requerantA);
    for (const c of [medecinA]) {
      expect((await creerBordereau(corps(requerantA, [d]), c.token)).statusCode).toBe(403);
      const l = await call(lister, { pathParameters: { bureauId: bureauA.id }, token: c.token });
      expect(l.statusCode).toBe(403);
    }
    expect((await creerBordereau(corps(requerantA, [d]), secretariatB.token)).statusCode).toBe(404);
    const l = await call(lister, { pathParameters: { bureauId: bureauA.id }, token: secretariatB.token });
    expect(l.statusCode).toBe(404);
    const f = await call(facturables, {
      pathParameters: { bureauId: bureauA.id },
      query: { du: isoDepuisJour(aujourdhui - 30), au: isoDepuisJour(aujourdhui) },
      token: secretariatB.token,
    });
    expect(f.statusCode).toBe(404);
    expect(await lireDossier(bureauA.id, d.id)).toMatchObject({ version: 1, bordereauNumero: null });
    const r = await creerBordereau(corps(requerantA, [d]), admin.token);
    expect(r.statusCode).toBe(201);
    expect((await un(r.body.numero, secretariatB.token)).statusCode).toBe(404);
    // The same number in another office is another bordereau: B's key never reads A's item.
    expect(await lireBordereau(bureauB.id, r.body.numero)).toBeUndefined();
    expect(cleBordereau(bureauB.id, r.body.numero).PK).toBe(`BUREAU#${bureauB.id}#BORDEREAUX`);
    const pdf = await call(lirePdf, {
      pathParameters: { bureauId: bureauA.id, numero: r.body.numero },
      token: medecinA.token,
    });
    expect(pdf.statusCode).toBe(403);
  });
});
