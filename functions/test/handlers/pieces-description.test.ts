// An attachment's description (docs/product-rules.md#attachment): given with the upload request, changed
// by PATCH …/pieces/{pieceId} at the version read (trimmed, at most 500 characters, a French 400 naming
// `description`, 409 on a stale version, nothing written when refused), recorded in the file's history;
// the history names its users by their current name, resolved by the server (docs/data-model.md), under
// the file's own access rules. Against DynamoDB Local and the local runtime's s3rver.
import '../helpers/test-env.ts';
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { STATUT } from '@umj/shared/statuts-dossier';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemHistorique, listerHistorique } from '../../src/data/dossiers.ts';
import { ddb, tableName } from '../../src/data/dynamodb-client.ts';
import { lirePiece } from '../../src/data/pieces.ts';
import { lireUtilisateur, modifierUtilisateur } from '../../src/data/utilisateurs.ts';
import { handler as historique } from '../../src/handlers/dossiers-patients/list-historique-dossier-patient.ts';
import { handler as createPiece } from '../../src/handlers/pieces/create-piece.ts';
import { handler as createTeleversement } from '../../src/handlers/pieces/create-piece-televersement.ts';
import { handler as listPieces } from '../../src/handlers/pieces/list-pieces.ts';
import { handler as updatePiece } from '../../src/handlers/pieces/update-piece.ts';
import { creerDossierDeTest } from '../helpers/dossiers-h2.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, signedIn, type TestUser } from '../helpers/fixtures.ts';
import { envoyerFormulaire } from '../helpers/formulaire-post.ts';
import { auditDuJour } from '../helpers/listes.ts';
import { useLocalS3 } from '../helpers/local-s3.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('pieces-description');
useLocalS3();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let argenteuil: string;
let admin: string;
let secretariat: { user: TestUser; token: string };
let secretariatChartres: string;
let medecin: { user: TestUser; token: string };
let autreMedecin: { user: TestUser; token: string };
let dossierId: number;

beforeAll(async () => {
  argenteuil = (await createTestBureau('Argenteuil')).id;
  const chartres = (await createTestBureau('Chartres')).id;
  admin = (await signedIn('administrateur')).token;
  secretariat = await signedIn('secretariat', [argenteuil]);
  secretariatChartres = (await signedIn('secretariat', [chartres])).token;
  medecin = await signedIn('medecin', [argenteuil]);
  autreMedecin = await signedIn('medecin', [argenteuil]);
  dossierId = await creerDossierDeTest({
    bureauId: argenteuil,
    examinateur: { id: medecin.user.id, nomComplet: medecin.user.nomComplet },
    jour: 20_700,
    heure: 600,
    statut: STATUT.arrive,
  });
});

const chemin = () => ({ bureauId: argenteuil, dossierId: String(dossierId) });

/** Announces (with a description), uploads and checks one PDF; the check's answer. */
async function deposer(token: string, nom: string, description?: string) {
  const t = await call<{ pieceId: string; url: string; fields: Record<string, string> }>(
    createTeleversement,
    {
      method: 'POST',
      pathParameters: chemin(),
      body: { genre: 'document', nom, typeMime: 'application/pdf', tailleEnOctets: PDF.length, description },
      token,
    },
  );
  expect(t.statusCode).toBe(201);
  expect((await envoyerFormulaire(t.body.url, t.body.fields, PDF)).status).toBe(204);
  return call(createPiece, {
    method: 'POST',
    pathParameters: { ...chemin(), pieceId: t.body.pieceId },
    token,
  });
}

const decrire = (pieceId: string, body: unknown, token = secretariat.token) =>
  call(updatePiece, { method: 'PATCH', pathParameters: { ...chemin(), pieceId }, body, token });

const histo = (token: string) =>
  call(historique, {
    path: `/bureaux/${argenteuil}/dossiers-patients/${dossierId}/historique`,
    pathParameters: chemin(),
    token,
  });

describe('attachment description (entities Attachment: nom, description, …)', () => {
  it('the upload request carries the description: stored trimmed, answered and listed', async () => {
    const fin = await deposer(secretariat.token, 'certificat.pdf', '  Certificat initial  ');
    expect(fin.statusCode).toBe(201);
    expect(fin.body).toMatchObject({ nom: 'certificat.pdf', description: 'Certificat initial', version: 1 });
    const liste = await call(listPieces, { pathParameters: chemin(), token: medecin.token });
    expect(liste.body.elements).toContainEqual(
      expect.objectContaining({ id: fin.body.id, description: 'Certificat initial' }),
    );
  });

  it('an upload request with a description over 500 characters is 400 naming description, in French', async () => {
    const t = await call(createTeleversement, {
      method: 'POST',
      pathParameters: chemin(),
      body: {
        genre: 'document',
        nom: 'a.pdf',
        typeMime: 'application/pdf',
        tailleEnOctets: 10,
        description: 'x'.repeat(501),
      },
      token: secretariat.token,
    });
    expect(t.body).toMatchObject({
      statusCode: 400,
      field: 'description',
      message: 'La description ne doit pas dépasser 500 caractères',
    });
  });

  it('PATCH changes the description at the version read (trimmed), records who changed it from what to what, audited', async () => {
    const fin = await deposer(secretariat.token, 'photo-plaie.pdf');
    const ok = await decrire(fin.body.id, { description: ' Plaie avant-bras gauche ', version: 1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toMatchObject({ id: fin.body.id, description: 'Plaie avant-bras gauche', version: 2 });
    expect(ok.body.originalUrl).toMatch(/^http/);
    expect((await lirePiece(argenteuil, dossierId, fin.body.id))?.description).toBe(
      'Plaie avant-bras gauche',
    );
    expect((await listerHistorique(argenteuil, dossierId))[0]).toMatchObject({
      action: 'modification-piece',
      qui: { id: secretariat.user.id, nomComplet: secretariat.user.nomComplet },
      champs: [
        { champ: 'documents', avant: 'photo-plaie.pdf', apres: 'photo-plaie.pdf' },
        { champ: 'description', avant: '', apres: 'Plaie avant-bras gauche' },
      ],
    });
    expect(await auditDuJour(admin)).toContainEqual(
      expect.objectContaining({ action: 'pieces/update-piece', resultat: 'succès' }),
    );
  });

  it('a description over 500 characters, a non-text one or a stale version is refused and changes nothing', async () => {
    const fin = await deposer(secretariat.token, 'b.pdf', 'Avant');
    const long = await decrire(fin.body.id, { description: 'x'.repeat(501), version: 1 });
    expect(long.body).toMatchObject({
      statusCode: 400,
      field: 'description',
      message: 'La description ne doit pas dépasser 500 caractères',
    });
    expect((await decrire(fin.body.id, { description: 12, version: 1 })).body).toMatchObject({
      statusCode: 400,
      field: 'description',
      message: 'La description doit être un texte',
    });
    const perime = await decrire(fin.body.id, { description: 'Après', version: 3 });
    expect(perime.body).toMatchObject({ statusCode: 409, code: 'VERSION_CONFLICT' });
    expect(await lirePiece(argenteuil, dossierId, fin.body.id)).toMatchObject({
      description: 'Avant',
      version: 1,
    });
    const dernier = (await listerHistorique(argenteuil, dossierId))[0];
    expect(dernier).toMatchObject({ action: 'ajout-piece', champs: [{ apres: 'b.pdf' }] });
  });

  it("rights: another office's user 404, another examiner 404, the file's examiner may describe; an unknown attachment 404", async () => {
    const fin = await deposer(secretariat.token, 'c.pdf');
    expect(
      (await decrire(fin.body.id, { description: 'x', version: 1 }, secretariatChartres)).statusCode,
    ).toBe(404);
    expect(
      (await decrire(fin.body.id, { description: 'x', version: 1 }, autreMedecin.token)).statusCode,
    ).toBe(404);
    expect((await decrire(randomUUID(), { description: 'x', version: 1 })).body).toMatchObject({
      statusCode: 404,
      message: 'Pièce jointe introuvable',
    });
    const parMedecin = await decrire(fin.body.id, { description: 'Vu', version: 1 }, medecin.token);
    expect(parMedecin.body).toMatchObject({ description: 'Vu', version: 2 });
  });
});

describe('history: user names, not ids (the server resolves them)', () => {
  it("each event names its user by the current name (a renamed user's new name), a removed user by the name written then", async () => {
    await deposer(secretariat.token, 'd.pdf');
    const avant = (await lireUtilisateur(secretariat.user.id))!;
    await modifierUtilisateur(avant, avant.version, { nomComplet: 'Claire Renommée' }, new Date());
    const absent = { id: randomUUID(), nomComplet: 'Ancien Compte' };
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: itemHistorique(argenteuil, dossierId, {
          quand: '2020-01-01T08:00:00.000Z',
          qui: absent,
          action: 'modification',
          champs: [],
        }),
      }),
    );
    const h = await histo(medecin.token);
    expect(h.statusCode).toBe(200);
    const qui = h.body.elements.map((e: { qui: { id: string; nomComplet: string } }) => e.qui);
    expect(qui).toContainEqual({ id: secretariat.user.id, nomComplet: 'Claire Renommée' });
    expect(qui).not.toContainEqual({ id: secretariat.user.id, nomComplet: secretariat.user.nomComplet });
    expect(qui).toContainEqual(absent);
    for (const q of qui) expect(q.nomComplet).not.toBe(q.id);
  });

  it("the history keeps the file's access: another examiner and another office get 404", async () => {
    expect((await histo(autreMedecin.token)).statusCode).toBe(404);
    expect((await histo(secretariatChartres)).statusCode).toBe(404);
  });
});
