// (Blank documents): the file goes straight to the storage with a presigned POST whose policy
// limits its type and size ON THE STORAGE SIDE; the server registers it after checking the stored
// object; downloads through a short-lived presigned GET; the object is deleted with its item. Against
// DynamoDB Local and the local runtime's s3rver (with its POST-policy front) through the real SDK.
import '../helpers/test-env.ts';
import type { Role } from '@umj/shared/roles';
import { TAILLE_MAX_DOCUMENT_OCTETS } from '@umj/shared/listes';
import { beforeAll, describe, expect, it } from 'vitest';
import { lireEntree, LISTES } from '../../src/data/listes.ts';
import { handler as createTeleversement } from '../../src/handlers/documents-vierges/create-document-vierge-televersement.ts';
import { handler as createDocument } from '../../src/handlers/documents-vierges/create-document-vierge.ts';
import { handler as deleteDocument } from '../../src/handlers/documents-vierges/delete-document-vierge.ts';
import { handler as getFichier } from '../../src/handlers/documents-vierges/get-document-vierge-fichier.ts';
import { handler as listDocuments } from '../../src/handlers/documents-vierges/list-documents-vierges.ts';
import { headFile } from '../../src/lib/adapters/files-storage.ts';
import { call } from '../helpers/events.ts';
import { createTestBureau, signedIn } from '../helpers/fixtures.ts';
import { auditDuJour, useRealtimeListener } from '../helpers/listes.ts';
import { useLocalS3 } from '../helpers/local-s3.ts';
import { useFreshTable } from '../helpers/test-env.ts';

useFreshTable('documents-vierges');
useLocalS3();
const realtime = useRealtimeListener();

const PDF_TYPE = 'application/pdf';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Blank documents are a global list: written by an administrator without office (docs/security.md#access-policy). */
let admin: string;
let argenteuil: string;

beforeAll(async () => {
  argenteuil = (await createTestBureau('Argenteuil')).id;
  admin = (await signedIn('administrateur')).token;
});

interface Televersement {
  url: string;
  fields: Record<string, string>;
  cle: string;
}

async function televersement(
  token: string,
  body: { nomFichier: string; typeMime: string; tailleEnOctets: number },
) {
  return call<Televersement>(createTeleversement, { method: 'POST', body, token });
}

/** What the browser does: a multipart form with every field of the answer first and the file last. */
async function postFile(
  t: Televersement,
  bytes: Uint8Array,
  fields: Record<string, string> = t.fields,
): Promise<{ status: number; text: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: fields['Content-Type'] }), 'fichier');
  const res = await fetch(t.url, { method: 'POST', body: form });
  return { status: res.status, text: await res.text() };
}

async function deposer(nomFichier: string, bytes: Uint8Array, typeMime = PDF_TYPE): Promise<Televersement> {
  const t = await televersement(admin, { nomFichier, typeMime, tailleEnOctets: bytes.length });
  expect(t.statusCode).toBe(201);
  expect((await postFile(t.body, bytes)).status).toBe(204);
  return t.body;
}

const register = (body: Record<string, unknown>, token = admin) =>
  call(createDocument, { method: 'POST', body, token });

async function documentDepose(nom: string): Promise<{ id: string; cle: string }> {
  const t = await deposer(`${nom}.pdf`, PDF);
  const res = await register({
    nom,
    cle: t.cle,
    nomFichier: `${nom}.pdf`,
    typeMime: PDF_TYPE,
    tailleEnOctets: PDF.length,
  });
  expect(res.statusCode).toBe(201);
  return res.body;
}

describe('upload through a presigned POST', () => {
  it('televersement -> POST of the file to the storage -> registration -> download by a short-lived GET', async () => {
    const t = await televersement(admin, {
      nomFichier: 'Réquisition vierge.pdf',
      typeMime: PDF_TYPE,
      tailleEnOctets: PDF.length,
    });
    expect(t.statusCode).toBe(201);
    expect(t.body.cle).toMatch(/^documents-vierges\/[0-9a-f-]{36}\.pdf$/);
    expect(t.body.url).toBe(`${process.env.S3_ENDPOINT}/${process.env.FILES_BUCKET}`);
    expect(t.body.fields).toMatchObject({ key: t.body.cle, 'Content-Type': PDF_TYPE });
    expect(JSON.parse(Buffer.from(t.body.fields.Policy!, 'base64').toString()).conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, TAILLE_MAX_DOCUMENT_OCTETS],
        ['eq', '$Content-Type', PDF_TYPE],
      ]),
    );
    expect((await postFile(t.body, PDF)).status).toBe(204);

    const created = await register({
      nom: 'Réquisition (formulaire vierge)',
      description: 'À imprimer',
      cle: t.body.cle,
      nomFichier: 'Réquisition vierge.pdf',
      typeMime: PDF_TYPE,
      tailleEnOctets: PDF.length,
    });
    expect(created.statusCode).toBe(201);
    expect(created.body).toMatchObject({
      id: t.body.cle.slice('documents-vierges/'.length, -'.pdf'.length),
      nom: 'Réquisition (formulaire vierge)',
      description: 'À imprimer',
      nomFichier: 'Réquisition vierge.pdf',
      typeMime: PDF_TYPE,
      tailleEnOctets: PDF.length,
      version: 1,
    });

    const medecin = (await signedIn('medecin')).token;
    const listed = await call(listDocuments, { token: medecin });
    expect(listed.body.map((d: { id: string }) => d.id)).toContain(created.body.id);
    const fichier = await call(getFichier, { pathParameters: { id: created.body.id }, token: medecin });
    expect(fichier.body.expiresIn).toBe(300);
    const download = await fetch(fichier.body.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
    expect(download.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''R%C3%A9quisition%20vierge.pdf",
    );
  });

  it('the storage refuses a file larger than 20 Mo (EntityTooLarge) and stores nothing', async () => {
    const t = await televersement(admin, {
      nomFichier: 'gros.pdf',
      typeMime: PDF_TYPE,
      tailleEnOctets: 1000,
    });
    const tooBig = Buffer.alloc(TAILLE_MAX_DOCUMENT_OCTETS + 1, 0x20);
    PDF.copy(tooBig);
    const res = await postFile(t.body, tooBig);
    expect(res.status).toBe(400);
    expect(res.text).toContain('<Code>EntityTooLarge</Code>');
    expect(await headFile(t.body.cle)).toBeUndefined();
  });

  it('the storage refuses another type than the one signed (AccessDenied) and an empty file', async () => {
    const t = await televersement(admin, {
      nomFichier: 'a.pdf',
      typeMime: PDF_TYPE,
      tailleEnOctets: 10,
    });
    const html = await postFile(t.body, Buffer.from('<script>alert(1)</script>'), {
      ...t.body.fields,
      'Content-Type': 'text/html',
    });
    expect(html.status).toBe(403);
    expect(html.text).toContain('<Code>AccessDenied</Code>');
    expect(html.text).toContain('$Content-Type');
    const empty = await postFile(t.body, new Uint8Array());
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('<Code>EntityTooSmall</Code>');
    expect(await headFile(t.body.cle)).toBeUndefined();
  });

  it('the storage refuses another key, an extra field or a forged signature', async () => {
    const t = await televersement(admin, {
      nomFichier: 'a.pdf',
      typeMime: PDF_TYPE,
      tailleEnOctets: 10,
    });
    const otherKey = await postFile(t.body, PDF, { ...t.body.fields, key: 'bureaux/x/logo/pirate.pdf' });
    expect(otherKey.status).toBe(403);
    const extra = await postFile(t.body, PDF, { ...t.body.fields, 'x-amz-meta-pirate': '1' });
    expect(extra.status).toBe(403);
    expect(extra.text).toContain('Extra input fields: x-amz-meta-pirate');
    const forged = await postFile(t.body, PDF, { ...t.body.fields, 'X-Amz-Signature': '0'.repeat(64) });
    expect(forged.status).toBe(403);
    expect(forged.text).toContain('<Code>SignatureDoesNotMatch</Code>');
    expect(await headFile(t.body.cle)).toBeUndefined();
    expect(await headFile('bureaux/x/logo/pirate.pdf')).toBeUndefined();
  });

  it('a type outside the list or a size above 20 Mo is refused before any upload (400, field)', async () => {
    const exe = await televersement(admin, {
      nomFichier: 'a.exe',
      typeMime: 'application/x-msdownload',
      tailleEnOctets: 10,
    });
    expect(exe.body).toMatchObject({ statusCode: 400, field: 'typeMime' });
    const big = await televersement(admin, {
      nomFichier: 'a.pdf',
      typeMime: PDF_TYPE,
      tailleEnOctets: TAILLE_MAX_DOCUMENT_OCTETS + 1,
    });
    expect(big.body).toMatchObject({
      statusCode: 400,
      field: 'tailleEnOctets',
      message: 'Le fichier ne doit pas dépasser 20 Mo',
    });
  });
});

describe('registration checks the stored object (HeadObject, size, type, content)', () => {
  it('a key never uploaded, of another prefix, or registered twice is refused', async () => {
    const t = await televersement(admin, {
      nomFichier: 'a.pdf',
      typeMime: PDF_TYPE,
      tailleEnOctets: PDF.length,
    });
    const base = { nom: 'Doc', nomFichier: 'a.pdf', typeMime: PDF_TYPE, tailleEnOctets: PDF.length };
    expect((await register({ ...base, cle: t.body.cle })).body).toMatchObject({
      statusCode: 400,
      field: 'cle',
      message: "Le fichier n'a pas été déposé ou le dépôt a expiré",
    });
    expect(
      (await register({ ...base, cle: 'dprapports/modeles/0b8a7e0e-3c35-4d7a-9d3b-1b6f1e7c2a10.pdf' })).body,
    ).toMatchObject({
      statusCode: 400,
      field: 'cle',
    });
    const deposed = await deposer('b.pdf', PDF);
    expect((await register({ ...base, cle: deposed.cle })).statusCode).toBe(201);
    expect((await register({ ...base, cle: deposed.cle })).body).toMatchObject({
      statusCode: 409,
      code: 'ALREADY_EXISTS',
    });
  });

  it('a declared size or type that is not the stored one is 400 on that field', async () => {
    const t = await deposer('c.pdf', PDF);
    const base = {
      nom: 'Doc',
      cle: t.cle,
      nomFichier: 'c.pdf',
      typeMime: PDF_TYPE,
      tailleEnOctets: PDF.length,
    };
    expect((await register({ ...base, tailleEnOctets: PDF.length + 1 })).body).toMatchObject({
      statusCode: 400,
      field: 'tailleEnOctets',
    });
    expect((await register({ ...base, typeMime: 'image/png' })).body).toMatchObject({
      statusCode: 400,
      field: 'typeMime',
    });
  });

  it('a file whose content is not of its type (an executable sent as PDF) is refused and deleted', async () => {
    const exe = Buffer.from('MZ\x90\x00\x03\x00\x00\x00 not a pdf');
    const t = await deposer('faux.pdf', exe);
    const res = await register({
      nom: 'Faux',
      cle: t.cle,
      nomFichier: 'faux.pdf',
      typeMime: PDF_TYPE,
      tailleEnOctets: exe.length,
    });
    expect(res.body).toMatchObject({
      statusCode: 400,
      field: 'typeMime',
      message: 'Le contenu du fichier ne correspond pas à son type',
    });
    expect(await headFile(t.cle)).toBeUndefined();
  });

  it('bad input is a 400 with the French message and the field', async () => {
    const res = await register({
      nom: '',
      cle: 'x',
      nomFichier: 'a.pdf',
      typeMime: PDF_TYPE,
      tailleEnOctets: 1,
    });
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION',
      message: 'Veuillez entrer le nom du document',
      field: 'nom',
    });
  });
});

describe('roles and delete', () => {
  it('screens: every role reads the list (administrator, secretariats, examiners); role aucun 403', async () => {
    for (const role of ['secretariat-externe', 'medecin', 'psychologue', 'secretariat'] as Role[]) {
      expect((await call(listDocuments, { token: (await signedIn(role)).token })).statusCode, role).toBe(200);
    }
    expect((await call(listDocuments, { token: (await signedIn('aucun')).token })).statusCode).toBe(403);
  });

  it('a global list: an administrator restricted to an office, the secretariats and the examiners may not upload, register or delete (403, nothing written)', async () => {
    const doc = await documentDepose('Protégé');
    for (const role of [
      'administrateur',
      'secretariat',
      'secretariat-externe',
      'medecin',
      'psychologue',
    ] as Role[]) {
      const { token } = await signedIn(role, [argenteuil]);
      expect(
        (await televersement(token, { nomFichier: 'a.pdf', typeMime: PDF_TYPE, tailleEnOctets: 5 }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await register(
            { nom: 'X', cle: doc.cle, nomFichier: 'a.pdf', typeMime: PDF_TYPE, tailleEnOctets: 5 },
            token,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call(deleteDocument, {
            method: 'DELETE',
            pathParameters: { id: doc.id },
            body: { version: 1 },
            token,
          })
        ).statusCode,
      ).toBe(403);
    }
    expect(await lireEntree(LISTES.documentsVierges, doc.id)).toMatchObject({ version: 1 });
    expect(await headFile(doc.cle)).toBeDefined();
  });

  it('Data: a stale version is 409 and deletes nothing; with the version read the item AND its object go', async () => {
    const doc = await documentDepose('À supprimer');
    const stale = await call(deleteDocument, {
      method: 'DELETE',
      pathParameters: { id: doc.id },
      body: { version: 2 },
      token: admin,
    });
    expect(stale.body).toMatchObject({ statusCode: 409, code: 'VERSION_CONFLICT' });
    expect(await headFile(doc.cle)).toBeDefined();

    const ok = await call(deleteDocument, {
      method: 'DELETE',
      pathParameters: { id: doc.id },
      body: { version: 1 },
      token: admin,
    });
    expect(ok).toMatchObject({ statusCode: 200, body: { id: doc.id } });
    expect(await lireEntree(LISTES.documentsVierges, doc.id)).toBeUndefined();
    expect(await headFile(doc.cle)).toBeUndefined();
    expect((await call(getFichier, { pathParameters: { id: doc.id }, token: admin })).statusCode).toBe(404);
  });

  it('registration and delete send ModificationTable DocumentVierge and are audited', async () => {
    const messages = await realtime.listen((await signedIn('psychologue')).token);
    const doc = await documentDepose('Notifié');
    await call(deleteDocument, {
      method: 'DELETE',
      pathParameters: { id: doc.id },
      body: { version: 1 },
      token: admin,
    });
    expect((await messages()).map((m) => [m.table, m.operation])).toEqual([
      ['DocumentVierge', 'INSERT'],
      ['DocumentVierge', 'REMOVE'],
    ]);
    const actions = (await auditDuJour(admin))
      .filter((e) => e.cible === `DOCUMENT_VIERGE#${doc.id}`)
      .map((e) => [e.action, e.resultat]);
    expect(actions).toEqual([
      ['documents-vierges/delete-document-vierge', 'succès'],
      ['documents-vierges/create-document-vierge', 'succès'],
    ]);
  });
});
